import { GENERIC_COLLECTIONS, type DescribedItem, type FindQuery } from '@dz/contracts';
import { checkedBy, request } from './client';

/**
 * What a page module reads (issue 37): a kind's items (`find`) or one of them (`findById`), `kind` the slug of a kind
 * served from its description. The server's loader asks the API's query API in-process (contracts PublicData `find`,
 * `findById`); the browser asks the kind's API, which answers from the same calls. Both put the answer under
 * `findKey`, so the key and the shape cannot differ between them.
 */
export type PageQuery = { kind: string; query?: FindQuery } | { kind: string; id: number | undefined };

export const findKey = (q: PageQuery) => ('id' in q ? ['find', q.kind, q.id] as const : ['find', q.kind, q.query ?? {}] as const);

/** Checked without zod (a page module is in the first load): an object with an integer id. */
const isItem = (v: unknown): v is DescribedItem => typeof v === 'object' && v !== null && Number.isInteger((v as DescribedItem).id);
const list = checkedBy((v: unknown): v is DescribedItem[] => Array.isArray(v) && v.every(isItem), 'list');
const one = checkedBy(isItem, 'item');

export function fetchFound(q: PageQuery, signal?: AbortSignal): Promise<DescribedItem[] | DescribedItem> {
  const c = GENERIC_COLLECTIONS.find((x) => x.slug === q.kind);
  if (!c) throw new Error(`No kind ${q.kind} is served from its description`);
  if ('id' in q) return request(`${c.paths.api}/${q.id}`, { schema: one, signal });
  return request(c.paths.api, { schema: list, signal });
}
