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
    /** A kind's items; with one field in `query` (a page's `path`, as stored), the item whose text field has that value, or none. */
    async find(kind: string, query: FindQuery = {}): Promise<DescribedItem[]> {
      const s = serviceOf(kind);
      const by = Object.entries(query);
      if (by.length !== 1) return (await s.list()) as DescribedItem[];
      try {
        return [(await s.getBy(by[0]![0], String(by[0]![1]))) as DescribedItem];
      } catch (e) {
        if (e instanceof NotFoundError) return [];
        throw e;
      }
    },
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
