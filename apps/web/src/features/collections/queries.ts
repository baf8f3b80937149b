import type { Collection } from '@dz/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteItem, getItem, listItems, type CollectionItem } from '../../api/zod/collections';

/** A kind's queries: its list, and each item for its edit screen. */
export const collectionKeys = (c: Collection) => ['collection', c.resource] as const;

export const collectionListQuery = (c: Collection) =>
  queryOptions({ queryKey: collectionKeys(c), queryFn: ({ signal }) => listItems(c, signal) });
export const collectionItemQuery = (c: Collection) => (id: number) =>
  queryOptions({ queryKey: [...collectionKeys(c), id] as const, queryFn: ({ signal }) => getItem(c, id, signal) });

export const useCollectionList = (c: Collection) => useQuery(collectionListQuery(c));

/** A delete from the list: the list refreshes, whether it went (gone) or was refused (changed since). */
export function useDeleteItem(c: Collection) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: collectionKeys(c) });
  return useMutation({ mutationFn: (item: CollectionItem) => deleteItem(c, item), onSuccess: refresh, onError: refresh });
}
