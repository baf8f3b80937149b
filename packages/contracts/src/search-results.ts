import type { DocumentKind } from './registry.js';

/**
 * What a search answers (GET /api/search, search.ts). A module of its own, zod-free, unlike the
 * query's schema in search.ts: guards.ts checks these shapes, and search.ts uses guards.ts.
 */

/** What a result is; a document's kind is its registry kind (ZAKON, OGLAS…). */
export type SearchKind = 'news' | 'clinic' | 'service' | 'audio' | 'page' | DocumentKind;

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
