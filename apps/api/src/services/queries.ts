import { API_ERRORS, type DescribedItem, type FindQuery } from '@dz/contracts';
import { NotFoundError } from '../errors.js';
import type { collectionService } from './collection.js';

/**
 * The one in-process query API of the kinds served from their description (issue 37): `find(kind, query)` (a kind's
 * items, oldest first, as its list answers them) and `findById(kind, id)` (one item, or null when there is none or it
 * is in the bin), `kind` its slug. Their HTTP routes (routes/collection.ts), the server-rendered pages (contracts
 * PublicData, services/public-data.ts), the sitemap and the feeds (routes/feeds.ts) all read through it, so a page's data
 * and its API's answer are one call and one shape.
 */
export function collectionQueries(services: ReadonlyMap<string, ReturnType<typeof collectionService>>) {
  const serviceOf = (kind: string) => {
    const s = services.get(kind);
    if (!s) throw new NotFoundError(API_ERRORS.notFound);
    return s;
  };
  return {
    find: async (kind: string, _query: FindQuery = {}): Promise<DescribedItem[]> => (await serviceOf(kind).list()) as DescribedItem[],
    async findById(kind: string, id: number): Promise<DescribedItem | null> {
      const s = serviceOf(kind);
      try {
        return (await s.get(id)) as DescribedItem;
      } catch (e) {
        if (e instanceof NotFoundError) return null;
        throw e;
      }
    },
  };
}

export type CollectionQueries = ReturnType<typeof collectionQueries>;
