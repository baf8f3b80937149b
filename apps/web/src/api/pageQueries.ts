import { SEARCH_LIMITS, pageFromQuery } from '@dz/contracts/rules';
import type { DocumentType } from '@dz/contracts/collections';
import type { PageQuery } from './find';

/**
 * What the public pages of the kinds not yet served from their description read (issue 37), as PageQuery: the page
 * modules' `query` (src/page-modules) and the screens' hooks build theirs here, so the server's loader (app/loaders.ts
 * `page`, through app/reads.ts) and the browser keep each under one key (`findKey`). Staff edits refresh a kind by its
 * key's prefix (`findKey({ kind })`). No code of its own beyond the shapes: a page module is in the first load.
 */
export const newsQueries = {
  /** Every news item, lean (the home page's carousel). */
  lean: { kind: 'novosti', query: { list: 'lean' } },
  /** A page of the archive (/novosti), newest first. */
  page: (page: number) => ({ kind: 'novosti', query: { list: 'page', page } }),
  item: (id: number | undefined) => ({ kind: 'novosti', id }),
} as const satisfies Record<string, PageQuery | ((arg: never) => PageQuery)>;

/** A page of a document type's list. */
export const documentQuery = (type: Pick<DocumentType, 'resource'>, page: number) => ({ kind: 'documents', query: { type: type.resource, page } }) satisfies PageQuery;

export const unitQueries = {
  clinics: { kind: 'ambulante' },
  clinic: (id: number | undefined) => ({ kind: 'ambulante', id }),
  services: { kind: 'sluzbe' },
  service: (id: number | undefined) => ({ kind: 'sluzbe', id }),
} as const satisfies Record<string, PageQuery | ((arg: never) => PageQuery)>;

/** Whether a query read from the URL is long enough to ask for (shorter: the page shows its hint). */
export const searchable = (q: string) => q.length >= SEARCH_LIMITS.minChars;

/** A page of search results for the query as the URL's ?q= reads (contracts searchQueryFrom). */
export const searchQuery = (q: string, page: number) => ({ kind: 'pretraga', query: { q, page } }) satisfies PageQuery;

/** The list page an address asks for (`?page=N`), read as the screens read it (ui/usePageParam.ts). */
export const pageOf = (url: URL) => pageFromQuery(url.searchParams.get('page'));
