import { SEARCH_LIMITS } from '@dz/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { search } from '../../api/search';

export const searchKeys = {
  all: ['pretraga'] as const,
  /** The query as the URL's ?q= reads (contracts searchQueryFrom), and the page. */
  page: (q: string, page: number) => ['pretraga', q, page] as const,
};

/** Whether a query read from the URL is long enough to ask for (shorter: the page shows its hint). */
export const searchable = (q: string) => q.length >= SEARCH_LIMITS.minChars;

/** A page of results; the page shown stays while the next one loads. Nothing is asked for a query too short. */
export const useSearch = (q: string, page: number) =>
  useQuery({
    queryKey: searchKeys.page(q, page),
    queryFn: ({ signal }) => search(q, page, signal),
    enabled: searchable(q),
    placeholderData: keepPreviousData,
  });
