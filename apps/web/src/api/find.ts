import { API, GENERIC_COLLECTIONS, type DescribedItem, type FindQuery } from '@dz/contracts';
import { checkedBy, request } from './client';
import { ApiError } from './errors';

/**
 * What a public page reads (issue 37): a kind's items (`find`, with what its `query` names: a page, a search) or one of
 * them (`findById`), `kind` the slug of a kind served from its description or one of the sources of app/reads.ts (news,
 * a document type's pages, clinics, services, the search). The server's loader asks it in-process (app/loaders.ts
 * `page`); the browser's screen asks the API. Both keep the answer under `findKey`, so the key cannot differ between them.
 */
export type PageQuery = { kind: string; query?: FindQuery } | { kind: string; id: number | undefined };

/**
 * The query key of what a page reads: `['find', kind, id]` for one item, `['find', kind, ...the query's values in
 * order]` for a list, so a kind's key is the prefix of each of its lists' and items' (refreshing the kind refreshes them
 * all) and a list's first values name a part of it (`['find', 'novosti', 'page', 2]`). Begin a list's query with a
 * word, never a number: `['find', kind, 7]` is item 7.
 */
export const findKey = (q: PageQuery): readonly unknown[] => ('id' in q ? ['find', q.kind, q.id] : ['find', q.kind, ...Object.values(q.query ?? {})]);

/** Checked without zod (a page module is in the first load): an object with an integer id. */
const isItem = (v: unknown): v is DescribedItem => typeof v === 'object' && v !== null && Number.isInteger((v as DescribedItem).id);
const list = checkedBy((v: unknown): v is DescribedItem[] => Array.isArray(v) && v.every(isItem), 'list');
const one = checkedBy(isItem, 'item');

/** Kinds a page module reads that have no generic screens yet: the staff-written pages (issue 38). */
const READ_ONLY_KINDS: Readonly<Record<string, string>> = { page: API.pages };

export async function fetchFound(q: PageQuery, signal?: AbortSignal): Promise<DescribedItem[] | DescribedItem> {
  const api = GENERIC_COLLECTIONS.find((x) => x.slug === q.kind)?.paths.api ?? READ_ONLY_KINDS[q.kind];
  if (!api) throw new Error(`No kind ${q.kind} is served from its description`);
  if ('id' in q) return request(`${api}/${q.id}`, { schema: one, signal });
  const by = Object.entries(q.query ?? {});
  if (by.length !== 1) return request(api, { schema: list, signal });
  // One field's value (a page's ?path=): the API answers the item or 404, the query API a list of it or none.
  try {
    return [await request(`${api}?${new URLSearchParams([[by[0]![0], String(by[0]![1])]])}`, { schema: one, signal })];
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return [];
    throw e;
  }
}
