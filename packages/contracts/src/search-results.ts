import { SEARCH_LIMITS } from './constants.js';
import { arrayOf, hasFieldTypes, isPage, type FieldTypes } from './guards.js';
import { GENERIC_COLLECTIONS, type Collection } from './generic-collections.js';
import { DOCUMENT_KINDS, type DocumentKind } from './registry.js';

/**
 * What a search answers (GET /api/search, search.ts), and its zod-free check (the search page's). A module of its
 * own, zod-free, unlike the query's schema in search.ts; apart from guards.ts, which the home page's script loads
 * whole (a module is bundled whole).
 */

/** What a result is beside a document type and a kind served from its description (SEARCH_TEXT.kinds names each). */
export type SearchPlaceKind = 'news' | 'clinic' | 'service' | 'audio' | 'page';

/**
 * What a result is; a document's kind is its registry kind (ZAKON, OGLAS…), a kind served from its description its slug
 * (searchedCollection).
 */
export type SearchKind = SearchPlaceKind | DocumentKind | (string & {});

/**
 * The kind served from its description (GENERIC_COLLECTIONS) whose hits carry `kind`, when it is found by the search
 * (capabilities.search): its entries are its slug's (prisma/src/search-sql.ts), its hits lead to its item's page or its
 * public list and are named by its singular label.
 */
export const searchedCollection = (kind: string, collections: readonly Collection[] = GENERIC_COLLECTIONS): Collection | undefined =>
  collections.find((c) => c.slug === kind && c.capabilities.search);

export interface SearchHit {
  kind: SearchKind;
  /** The item's id within its kind (a page: its position in the site's page list). */
  id: number;
  title: string;
  /** Where a visitor goes: a news item's, clinic's or service's page, a document's PDF download, a static page… */
  url: string;
  /** Plain text around the matched words (at most SEARCH_LIMITS.snippetChars). */
  snippet: string;
  /** [start, end) offsets of matched words in `snippet`, for highlighting. */
  marks: [number, number][];
  /** ISO date of a news item or document; null for clinics, services and pages. */
  date: string | null;
}

export interface SearchResults {
  items: SearchHit[];
  /** How many hits, counted up to SEARCH_LIMITS.maxCount. */
  totalItems: number;
  /** True when there are more hits than totalItems (the count stopped at SEARCH_LIMITS.maxCount); absent otherwise. */
  capped?: true;
  /** The query as searched (trimmed, cut to maxChars). */
  query: string;
  /** Words the search read another way (a typo's nearest word), for "Rezultati za …". */
  corrected?: string;
  /** No item has every word: these are the items with the most of them (issue 24); absent otherwise. */
  partial?: true;
}

/** What a search hit is beside a document type (WEB_UI.searchKinds names each). */
export const SEARCH_PLACE_KINDS = ['news', 'clinic', 'service', 'audio', 'page'] as const satisfies readonly SearchPlaceKind[];

export const SEARCH_HIT_TYPES: FieldTypes<Omit<SearchHit, 'kind' | 'marks' | 'date'>> = {
  id: 'number', title: 'string', url: 'string', snippet: 'string',
};

const isSearchKind = (v: unknown): v is SearchKind =>
  (SEARCH_PLACE_KINDS as readonly unknown[]).includes(v) || (DOCUMENT_KINDS as readonly unknown[]).includes(v)
  || (typeof v === 'string' && searchedCollection(v) !== undefined);
const isMark = (v: unknown): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every(Number.isInteger);
const isSearchHit = (v: unknown): v is SearchHit =>
  hasFieldTypes(v, SEARCH_HIT_TYPES) && isSearchKind((v as SearchHit).kind) && arrayOf((v as SearchHit).marks, isMark)
  && ((v as SearchHit).date === null || typeof (v as SearchHit).date === 'string');

/** A page of search results (GET /api/search): its hits, their count, the query as searched and a correction if any. */
export const isSearchResults = (v: unknown): v is SearchResults =>
  isPage(v, isSearchHit) && hasFieldTypes(v, { query: 'string' }) && ['string', 'undefined'].includes(typeof (v as SearchResults).corrected);

/**
 * The query as searched (searchQuerySchema's transform, and the web's reading of /pretraga?q=):
 * control characters and runs of white space as one space, trimmed, cut at SEARCH_LIMITS.maxChars.
 * A missing q reads as ''; shorter than minChars, the API answers 400 and the page shows its hint.
 */
export function searchQueryFrom(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, SEARCH_LIMITS.maxChars).trim();
}
