import { withoutItem } from '@dz/contracts/rules';
import type { NewsSummary, Paged } from '@dz/contracts/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { findKey } from '../../api/find';
import { deleteNews, listNews, listNewsPage } from '../../api/news';
import { newsQueries } from '../../api/pageQueries';

/** The keys of what the news pages read (api/pageQueries.ts, the server's loader fills the same), and their prefixes. */
export const newsKeys = {
  all: findKey({ kind: 'novosti' }),
  list: findKey(newsQueries.lean),
  pages: findKey({ kind: 'novosti', query: { list: 'page' } }),
  page: (page: number) => findKey(newsQueries.page(page)),
  item: (id: number) => findKey(newsQueries.item(id)),
};

/** docs/product.md "Screens": newest first, i.e. the server's order reversed. */
export const useNewsList = () =>
  useQuery({
    queryKey: newsKeys.list,
    queryFn: ({ signal }) => listNews(signal),
    select: (list: NewsSummary[]) => [...list].reverse(),
  });

/** A page of the archive (/novosti), newest first; the page shown stays while the next one loads. */
export const useNewsPage = (page: number) =>
  useQuery({
    queryKey: newsKeys.page(page),
    queryFn: ({ signal }) => listNewsPage(page, signal),
    placeholderData: keepPreviousData,
  });

/** A confirmed delete removes the card or the archive's item at once (docs/product.md "Screens"); the pages then refill from the server. */
export function useDeleteNews() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: (_, { id }) => {
      qc.setQueryData<NewsSummary[]>(newsKeys.list, (old) => old?.filter((n) => n.id !== id));
      qc.setQueriesData<Paged<NewsSummary>>({ queryKey: newsKeys.pages }, (old) => old && withoutItem(old, id));
      void qc.invalidateQueries({ queryKey: newsKeys.pages });
      qc.removeQueries({ queryKey: newsKeys.item(id) });
    },
    // Refused (saved or deleted by someone since the list was read, 412 or 404): the lists show what is there now.
    onError: () => Promise.all([qc.invalidateQueries({ queryKey: newsKeys.list }), qc.invalidateQueries({ queryKey: newsKeys.pages })]),
  });
}
