import { documentTypeByResource } from '@dz/contracts/collections';
import { checkPagePath, type PublicData, type StaffData } from '@dz/contracts/paths';
import { idFromParam, isPastLastPage } from '@dz/contracts/rules';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { findKey, type PageQuery } from '../api/find';
import { unitKeys } from '../features/pages/queries';
import { versionsTarget } from '../features/history/target';
import { storedPageQuery } from '../features/pages/storedPageQuery';
import type { PageModule } from '../ui/page';
import type { RouteLoaders } from './routes';

/**
 * What a server render gives the routes: the page's data from the API process, the request's
 * query cache to fill (sent to the browser for hydration), and a way to answer 404.
 */
export interface ServerRender {
  data: PublicData;
  queryClient: QueryClient;
  notFound(): void;
  /** Set when a signed-in staff member asks (issue 36): what may be asked beyond the public's data. */
  staff?: StaffData;
}

type Loader = (server: ServerRender, args: LoaderFunctionArgs) => Promise<void> | void;

/**
 * How the server reads a PageQuery (api/find.ts) in-process: `null` when there is nothing (a 404), `undefined` when
 * there is nothing to keep but the page is there. A kind served from its description is read through the query API
 * (`find`, `findById`); the kinds with services of their own (api/pageQueries.ts) through PublicData's calls, until their
 * descriptions serve them too.
 */
type Read = (server: ServerRender, q: PageQuery) => Promise<unknown>;

const item = (q: PageQuery) => ('id' in q ? q.id : undefined);
const value = (q: PageQuery, name: string) => ('query' in q ? q.query?.[name] : undefined);

/**
 * A news item the public does not see (a draft, a scheduled item) exists for a staff member who asks: no 404, and no
 * data either; the screen loads it in the browser with the token, saying so meanwhile (issue 36).
 */
const staffSees = async (staff: StaffData | undefined, id: number) => staff !== undefined && (await staff.newsExists(id));

const READS: Readonly<Record<string, Read>> = {
  async novosti({ data, staff }, q) {
    const id = item(q);
    if (id === undefined) return value(q, 'list') === 'lean' ? data.newsSummaries() : data.newsPage(Number(value(q, 'page')));
    const news = await data.news(id);
    // The screens show the picture by its URL; the legacy base64 copy stays out of the page.
    if (news) return { ...news, slika: '' };
    return (await staffSees(staff, id)) ? undefined : null;
  },
  documents: async ({ data, queryClient }, q) => {
    const type = documentTypeByResource(String(value(q, 'type')));
    if (!type) return null;
    // A list with an intro: its page too (issue 38, features/pages/StoredPage.tsx), read as the screen reads it.
    if (type.intro) {
      const intro = storedPageQuery(type.listPath);
      queryClient.setQueryData(findKey(intro), await data.find(intro.kind, intro.query));
    }
    return data.documentPage(type, Number(value(q, 'page')));
  },
  ambulante: ({ data }, q) => {
    const id = item(q);
    return id === undefined ? data.clinics() : data.clinic(id);
  },
  sluzbe: ({ data }, q) => {
    const id = item(q);
    return id === undefined ? data.services() : data.service(id);
  },
  // A query the API refuses (contracts searchQuerySchema) gives null: the page shows its hint, as for one too short.
  pretraga: async ({ data }, q) => (await data.search(String(value(q, 'q')), Number(value(q, 'page')))) ?? undefined,
};

const described: Read = ({ data }, q) => {
  const id = item(q);
  return id === undefined ? data.find(q.kind, 'query' in q ? q.query : undefined) : data.findById(q.kind, id);
};

const read = (server: ServerRender, q: PageQuery) => (READS[q.kind] ?? described)(server, q);

/**
 * Every page module's loader (ui/page.tsx): what its `query` names, read in-process and kept under the key its screen
 * reads in the browser (api/find.ts `findKey`); an item that is none (or an id that is not one) and a list's page past
 * its last are 404s.
 */
const page = (p: PageModule): Loader => async (server, { params, request }) => {
  const q = p.query?.({ params, url: new URL(request.url) });
  if (!q) return;
  if ('id' in q && q.id === undefined) return server.notFound();
  const found = await read(server, q);
  if (found === null) return server.notFound();
  // A described kind looked up by a field's value (a stored page by its path) that finds nothing is a 404, as an id that is not there.
  if (!READS[q.kind] && !('id' in q) && Object.keys(q.query ?? {}).length && Array.isArray(found) && found.length === 0) return server.notFound();
  if (found === undefined) return;
  const shown = value(q, 'page');
  if (typeof shown === 'number' && isPastLastPage(shown, found as { items: readonly unknown[] })) return server.notFound();
  server.queryClient.setQueryData(findKey(q), found);
};

/** Every page's footer contacts and notices (the Layout route's loader). */
const frame: Loader = async ({ data, queryClient }) => {
  queryClient.setQueryData(unitKeys.frame, await data.frame());
};

/** A staff screen of one record (ui/WithRouteId): an id that is not one shows the 404 page, so it answers 404. */
const recordId: Loader = ({ notFound }, { params }) => {
  if (idFromParam(params.id) === undefined) notFound();
};

/** An edit screen of a record its public page reads: one its query finds none of (or in the bin) is a 404 too. */
const existing = (query: (id: number) => PageQuery): Loader => async (server, { params }) => {
  const id = idFromParam(params.id);
  if (id === undefined || (await read(server, query(id))) === null) server.notFound();
};

/**
 * Any other address (issue 39): a page staff made there (/cjenovnik, /za-pacijente/prigovori), else an address a page
 * had before it moved (301 to where it is now), else the 404 page.
 */
const anyPage: Loader = async ({ data, queryClient, notFound }, { request }) => {
  const path = checkPagePath(new URL(request.url).pathname);
  if (path.ok) {
    const q = storedPageQuery(path.path);
    const found = await data.find(q.kind, q.query);
    // None is kept too: the screen then shows the 404 page at once, on the server as in the browser.
    queryClient.setQueryData(findKey(q), found);
    if (found.length) return;
    const to = await data.pageRedirect?.(path.path);
    if (to) throw redirect(to, 301);
  }
  notFound();
};

const versions: Loader = ({ notFound }, { params }) => {
  if (!versionsTarget(params.resource, params.id)) notFound();
};

const load = (loader: Loader) => async (args: LoaderFunctionArgs) => {
  await loader(args.context as ServerRender, args);
  return null;
};

/**
 * The loaders on the server (entry-server.tsx): each puts its page's data in the query cache before the render, so
 * the first response holds the content. The request's ServerRender comes as the static handler's request context, so
 * the routes are built once per process. Only the server entry imports this module; the browser's routes have no
 * loaders and its bundle none of this.
 */
export const serverLoaders: RouteLoaders = {
  page: (p) => load(page(p)),
  frame: load(frame),
  notFound: load(anyPage),
  recordId: load(recordId),
  existing: (query) => load(existing(query)),
  versions: load(versions),
};
