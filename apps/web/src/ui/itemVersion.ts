import { tagFor } from '../api/itemTags';
import type { ItemVersion } from './useSaveForm';

/**
 * An edit form's version (issue 21): the ETag its item was read with (by the item's API path and
 * `updatedAt`), and how to read the item again as the form's values when a save meets a newer one.
 */
export function itemVersion<T extends { updatedAt: string }, V>(path: string, item: T, load: () => Promise<T>, valuesOf: (item: T) => V): ItemVersion<V> {
  return {
    tag: tagFor(path, item.updatedAt),
    reload: async () => {
      const now = await load();
      return { values: valuesOf(now), tag: tagFor(path, now.updatedAt) };
    },
  };
}
