import { z } from 'zod';
import { SEARCH_LIMITS } from './constants.js';
import { searchQueryFrom } from './guards.js';
import { API_ERRORS } from './messages.js';
import { pageQuerySchema } from './paging.js';
import type { DocumentKind } from './registry.js';

/**
 * One search over everything the site publishes (docs/product.md "Search"): news, the nine
 * document types (title and the text inside the PDF), clinics, services, audio guides and the
 * static pages. Bosnian as people type it: without diacritics, dj for đ, inflected forms,
 * ijekavian or ekavian, small typos.
 */

/** What a result is; a document's kind is its registry kind (ZAKON, OGLAS…). */
export type SearchKind = 'news' | 'clinic' | 'service' | 'audio' | 'page' | DocumentKind;

export interface SearchHit {
  kind: SearchKind;
  /** The item's id within its kind (a page: its position in the site's page list). */
  id: number;
  title: string;
  /** Where a visitor goes: a news or clinic page, a document's PDF download, the services page… */
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
}

/** GET /api/search?q=&page=&pageSize=: q trimmed (repeated: the first); under minChars a 400 naming q; over maxChars cut. */
export const searchQuerySchema = pageQuerySchema.extend({
  // ?q=a&q=b: the first counts, as on the results page (URLSearchParams.get).
  q: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z
    .string({ error: API_ERRORS.searchTooShort })
    .transform(searchQueryFrom)
    .refine((q) => q.length >= SEARCH_LIMITS.minChars, { error: API_ERRORS.searchTooShort })),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
