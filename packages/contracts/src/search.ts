import { z } from 'zod';
import { SEARCH_LIMITS } from './constants.js';
import { searchQueryFrom } from './guards.js';
import { API_ERRORS } from './messages.js';
import { pageQuerySchema } from './paging.js';

/**
 * One search over everything the site publishes (docs/product.md "Search"): news, the nine
 * document types (title and the text inside the PDF), clinics, services, audio guides and the
 * static pages. Bosnian as people type it: without diacritics, dj for đ, inflected forms,
 * ijekavian or ekavian, small typos.
 */

/** GET /api/search?q=&page=&pageSize=: q trimmed (repeated: the first); under minChars a 400 naming q; over maxChars cut. */
export const searchQuerySchema = pageQuerySchema.extend({
  // ?q=a&q=b: the first counts, as on the results page (URLSearchParams.get).
  q: z.preprocess((v) => (Array.isArray(v) ? v[0] : v), z
    .string({ error: API_ERRORS.searchTooShort })
    .transform(searchQueryFrom)
    .refine((q) => q.length >= SEARCH_LIMITS.minChars, { error: API_ERRORS.searchTooShort })),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
