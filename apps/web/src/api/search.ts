import { API, SEARCH_LIMITS, isSearchResults, type SearchResults } from '@dz/contracts';
import { checkedBy, request } from './client';

// Checked without zod (contracts guards.ts): the results page may be a visitor's first.
const results = checkedBy(isSearchResults, 'search results');

/** A page of results for a query of at least SEARCH_LIMITS.minChars (a shorter one is the API's 400). */
export const search = (q: string, page: number, signal?: AbortSignal): Promise<SearchResults> =>
  request(`${API.search}?${new URLSearchParams({ q, page: String(page), pageSize: String(SEARCH_LIMITS.pageSize) })}`, { schema: results, signal });
