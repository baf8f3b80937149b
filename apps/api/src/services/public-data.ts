import { CODE_NAV, PAGE_SIZE, SEARCH_LIMITS, searchQuerySchema, type Institution, type Notice, type PublicData, type StaffData } from '@dz/contracts';
import type { CollectionService } from './collection.js';
import type { MenuService } from './menus.js';
import type { RedirectService } from './redirects.js';
import type { documentService } from './documents.js';
import type { newsService } from './news.js';
import { collectionQueries, type CollectionQueries } from './queries.js';
import type { searchService } from './search.js';
import type { sharePictureService } from './share-picture.js';
import type { unitService } from './units.js';

/** The menus as the code had them, for a caller without the menus' service (tests of other parts). */
const codeMenus: Pick<MenuService, 'forVisitors'> = { forVisitors: async (name) => CODE_NAV[name] };

/** The services' answers exactly as the API sends them: JSON (dates become ISO strings). */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The services the public pages read, by name. */
export interface PublicServices {
  documents: ReturnType<typeof documentService>;
  news: ReturnType<typeof newsService>;
  units: ReturnType<typeof unitService>;
  institution: CollectionService<Institution>;
  notices: CollectionService<Notice>;
  search: ReturnType<typeof searchService>;
  sharePicture: ReturnType<typeof sharePictureService>;
  /** The query API of the kinds served from their description (none given: no such kind). */
  queries?: CollectionQueries;
  /** The site's menus as visitors see them (issue 39); none given: the code's. */
  menus?: Pick<MenuService, 'forVisitors'>;
  /** Pages' old addresses (issue 39). */
  redirects?: Pick<RedirectService, 'target'>;
}

/**
 * The data of server-rendered pages (contracts PublicData), read in-process from the same
 * services the API's routes answer with, so a page and its API calls agree. Nothing is kept
 * between requests: an edit through another instance shows on the next page. The web's one page loader
 * (apps/web app/loaders.ts) reads a page module's query through it: `find`/`findById` for a kind served from its
 * description; its own calls for the kinds whose services are still their own (news, the document types, the
 * units, the search), which go when those kinds are read through the query API too.
 */
export function publicData({
  documents, news, units, institution, notices, search, sharePicture, queries = collectionQueries(new Map()), menus = codeMenus, redirects,
}: PublicServices): PublicData {
  return {
    newsSummaries: async () => asJson(await news.list({ lean: true })) as Awaited<ReturnType<PublicData['newsSummaries']>>,
    newsPage: async (page) => asJson(await news.page({ page, pageSize: PAGE_SIZE })),
    news: async (id) => asJson(await news.summary(id)),
    documentPage: async (type, page) => asJson(await documents.list(type, { page, pageSize: PAGE_SIZE })),
    frame: async () => {
      const [i, n, glavni, podnozje] = await Promise.all([institution.get(1), notices.list('public'), menus.forVisitors('glavni'), menus.forVisitors('podnozje')]);
      return { institution: i, notices: n, menus: { glavni, podnozje } };
    },
    clinics: () => units.clinics(),
    clinic: (id) => units.clinic(id),
    services: () => units.services(),
    service: (id) => units.service(id),
    search: async (q, page) => {
      // The API's rule (contracts searchQuerySchema): too short, or a page that is not one, gives null.
      const query = searchQuerySchema.safeParse({ q, page, pageSize: SEARCH_LIMITS.pageSize });
      return query.success ? asJson(await search.search(query.data)) : null;
    },
    sharePicture: () => sharePicture.get(),
    find: queries.find,
    findById: queries.findById,
    ...(redirects && { pageRedirect: (path: string) => redirects.target(path) }),
  };
}

/** What a staff member's page load may ask beyond that (contracts StaffData): whether an item exists, never its content. */
export const staffData = (news: ReturnType<typeof newsService>): StaffData => ({
  newsExists: (id) => news.existsForStaff(id),
});
