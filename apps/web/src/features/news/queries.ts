import type { NewsSummary } from '@dz/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteNews, listNews } from '../../api/news';

export const newsKeys = {
  all: ['novosti'] as const,
  list: ['novosti', 'lean'] as const,
  item: (id: number) => ['novosti', 'item', id] as const,
};

/** docs/product.md "Screens": newest first, i.e. the server's order reversed. */
export const useNewsList = () =>
  useQuery({
    queryKey: newsKeys.list,
    queryFn: ({ signal }) => listNews(signal),
    select: (list: NewsSummary[]) => [...list].reverse(),
  });

/** A confirmed delete removes the card at once (docs/product.md "Screens"). */
export function useDeleteNews() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: (_, id) => {
      qc.setQueryData<NewsSummary[]>(newsKeys.list, (old) => old?.filter((n) => n.id !== id));
      qc.removeQueries({ queryKey: newsKeys.item(id) });
    },
  });
}
