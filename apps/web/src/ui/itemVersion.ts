import { itemTag } from '@dz/contracts';
import type { ItemVersion } from './useSaveForm';

/**
 * An edit form's version (issues 21 and 36): the ETag of the item as the form was filled from it, which is
 * the tag the API sends with it (contracts `itemTag`, from `updatedAt`), so it is known however the item
 * reached the form; and how to read the item again as the form's values when a save meets a newer one.
 */
export function itemVersion<T extends { updatedAt: string }, V>(item: T, load: () => Promise<T>, valuesOf: (item: T) => V): ItemVersion<V> {
  return {
    tag: itemTag(item.updatedAt),
    reload: async () => {
      const now = await load();
      return { values: valuesOf(now), tag: itemTag(now.updatedAt) };
    },
  };
}
