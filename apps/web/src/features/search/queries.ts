import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { findKey } from '../../api/find';
import { searchQuery, searchable } from '../../api/pageQueries';
import { search } from '../../api/search';

export const searchKeys = {
  all: findKey({ kind: 'pretraga' }),
  /** The query as the URL's ?q= reads (contracts searchQueryFrom), and the page: api/pageQueries.ts `searchQuery`. */
  page: (q: string, page: number) => findKey(searchQuery(q, page)),
};

export { searchable };

/** A page of results; the page shown stays while the next one loads. Nothing is asked for a query too short. */
export const useSearch = (q: string, page: number) =>
  useQuery({
    queryKey: searchKeys.page(q, page),
    queryFn: ({ signal }) => search(q, page, signal),
    enabled: searchable(q),
    placeholderData: keepPreviousData,
  });
