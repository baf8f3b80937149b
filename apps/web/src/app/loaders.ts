import { idFromParam, isPastLastPage, pageFromQuery, searchQueryFrom, type DocumentType, type PublicData, type StaffData } from '@dz/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { documentKeys } from '../features/documents/queries';
import { newsKeys } from '../features/news/queries';
import { unitKeys } from '../features/pages/queries';
import { searchKeys, searchable } from '../features/search/queries';
import { versionsTarget } from '../features/history/target';
import { findKey } from '../api/find';
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

const newsSummaries: Loader = async ({ data, queryClient }) => {
  queryClient.setQueryData(newsKeys.list, await data.newsSummaries());
};

/** The list page a URL asks for (`?page=N`), read as the screens read it. */
const pageOf = (request: Request) => pageFromQuery(new URL(request.url).searchParams.get('page'));

const newsPage: Loader = async ({ data, queryClient, notFound }, { request }) => {
  const page = pageOf(request);
  const shown = await data.newsPage(page);
  if (isPastLastPage(page, shown)) return notFound();
  queryClient.setQueryData(newsKeys.page(page), shown);
};

/**
 * A news item the public does not see (a draft, a scheduled item) exists for a staff member who asks: no 404, and no
 * data either; the screen loads it in the browser with the token, saying so meanwhile (issue 36).
 */
const staffSees = async (staff: StaffData | undefined, id: number) => staff !== undefined && (await staff.newsExists(id));

const newsItem: Loader = async ({ data, queryClient, notFound, staff }, { params }) => {
  const id = idFromParam(params.id);
  const news = id === undefined ? null : await data.news(id);
  // The screens show the picture by its URL; the legacy base64 copy stays out of the page.
  if (news) queryClient.setQueryData(newsKeys.item(news.id), { ...news, slika: '' });
  else if (id === undefined || !(await staffSees(staff, id))) notFound();
};

const documentPage = (type: DocumentType): Loader => async ({ data, queryClient, notFound }, { request }) => {
  const page = pageOf(request);
  const shown = await data.documentPage(type, page);
  if (isPastLastPage(page, shown)) return notFound();
  queryClient.setQueryData(documentKeys.page(type, page), shown);
  // A list with an intro: its page (issue 38, features/pages/StoredPage.tsx), read as the screen reads it.
  if (type.intro) {
    const q = storedPageQuery(type.listPath);
    queryClient.setQueryData(findKey(q), await data.find(q.kind, q.query));
  }
};

/** Every page's footer contacts and notices (the Layout route's loader). */
const frame: Loader = async ({ data, queryClient }) => {
  queryClient.setQueryData(unitKeys.frame, await data.frame());
};

const clinics: Loader = async ({ data, queryClient }) => {
  queryClient.setQueryData(unitKeys.clinics, await data.clinics());
};

/** One clinic's or service's page: the unit in its query key, or 404 when there is none (or it is in the bin). */
const unit = <T extends { id: number }>(read: (data: PublicData, id: number) => Promise<T | null>, key: (id: number) => readonly unknown[]): Loader =>
  async ({ data, queryClient, notFound }, { params }) => {
    const id = idFromParam(params.id);
    const found = id === undefined ? null : await read(data, id);
    if (found) queryClient.setQueryData(key(found.id), found);
    else notFound();
  };

const services: Loader = async ({ data, queryClient }) => {
  queryClient.setQueryData(unitKeys.services, await data.services());
};

const search: Loader = async ({ data, queryClient, notFound }, { request }) => {
  const q = searchQueryFrom(new URL(request.url).searchParams.get('q'));
  if (!searchable(q)) return;
  const page = pageOf(request);
  const results = await data.search(q, page);
  if (results && isPastLastPage(page, results)) return notFound();
  if (results) queryClient.setQueryData(searchKeys.page(q, page), results);
};

/** A staff screen of one record (ui/WithRouteId): an id that is not one shows the 404 page, so it answers 404. */
const recordId: Loader = ({ notFound }, { params }) => {
  if (idFromParam(params.id) === undefined) notFound();
};

/** An edit screen of a record the public data can look up: one that does not exist (or is in the bin) is a 404 too. */
const existing = (exists: (server: ServerRender, id: number) => Promise<boolean>): Loader => async (server, { params }) => {
  const id = idFromParam(params.id);
  if (id === undefined || !(await exists(server, id))) server.notFound();
};

const versions: Loader = ({ notFound }, { params }) => {
  if (!versionsTarget(params.resource, params.id)) notFound();
};

/**
 * A page module's data (ui/page.tsx): what its `query` names, asked of the query API (`find`, `findById`) and kept
 * under the key its screen reads (api/find.ts `findKey`); an item that is not there (or an id that is not one) is a 404.
 */
const page = (p: PageModule): Loader => async ({ data, queryClient, notFound }, { params, request }) => {
  const q = p.query?.({ params, url: new URL(request.url) });
  if (!q) return;
  if (!('id' in q)) {
    const found = await data.find(q.kind, q.query);
    // A lookup by a field's value (a page's path) that finds nothing is a 404, as an id that is not there.
    if (Object.keys(q.query ?? {}).length && found.length === 0) return notFound();
    return void queryClient.setQueryData(findKey(q), found);
  }
  const item = q.id === undefined ? null : await data.findById(q.kind, q.id);
  if (item) queryClient.setQueryData(findKey(q), item);
  else notFound();
};

const load = (loader: Loader) => async (args: LoaderFunctionArgs) => {
  await loader(args.context as ServerRender, args);
  return null;
};

/**
 * The loaders of the public routes on the server (entry-server.tsx): each puts its page's data in
 * the query cache before the render, so the first response holds the content. The request's
 * ServerRender comes as the static handler's request context, so the routes are built once per
 * process. Only the server entry imports this module; the browser's routes have no loaders and
 * its bundle none of this.
 */
export const serverLoaders: RouteLoaders = {
  home: load(newsSummaries),
  news: load(newsPage),
  newsItem: load(newsItem),
  documentList: (type) => load(documentPage(type)),
  frame: load(frame),
  clinics: load(clinics),
  clinic: load(unit((data, id) => data.clinic(id), unitKeys.clinic)),
  services: load(services),
  service: load(unit((data, id) => data.service(id), unitKeys.service)),
  search: load(search),
  notFound: load((s) => s.notFound()),
  recordId: load(recordId),
  newsEdit: load(existing(async ({ data, staff }, id) => (await data.news(id)) !== null || (await staffSees(staff, id)))),
  clinicEdit: load(existing(async ({ data }, id) => (await data.clinic(id)) !== null)),
  serviceEdit: load(existing(async ({ data }, id) => (await data.service(id)) !== null)),
  versions: load(versions),
  page: (p) => load(page(p)),
};
