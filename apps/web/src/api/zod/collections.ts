import './jitless';
import { itemTag, outputFieldsOf, type Collection } from '@dz/contracts';
import { z } from 'zod';
import { request } from '../client';
import type { Versioned } from './units';

/**
 * The staff's calls of a kind served from its description (the API's routes/collection.ts): its items are checked
 * against the answer its description builds (each text field under its wire name, the id and times).
 */
export type CollectionItem = { id: number; createdAt: string; updatedAt: string } & Record<string, string | number | boolean>;

const schemas = new WeakMap<Collection, z.ZodType<CollectionItem>>();
const answerOf = (c: Collection) => {
  let s = schemas.get(c);
  if (!s) {
    // The row's own keys and the description's fields, each checked by its object (and the rest stripped).
    // A page's path (issue 38) is text too, shown in its list.
    const paths = Object.fromEntries(c.fields.filter((f) => f.type === 'pagePath').map((f) => [f.wire, z.string()]));
    s = z.intersection(z.object({ id: z.number().int(), createdAt: z.string(), updatedAt: z.string(), ...paths }), z.object(outputFieldsOf(c)));
    schemas.set(c, s);
  }
  return s;
};
const itemPath = (c: Collection, id: number) => `${c.paths.api}/${id}`;

export const listItems = (c: Collection, signal?: AbortSignal) => request(c.paths.api, { schema: answerOf(c).array(), signal });
export const getItem = (c: Collection, id: number, signal?: AbortSignal) =>
  request(itemPath(c, id), { schema: answerOf(c), signal });
export const createItem = (c: Collection, input: Record<string, string | boolean>) => request(c.paths.api, { method: 'POST', json: input, schema: answerOf(c) });
export const updateItem = (c: Collection, id: number, input: Record<string, string | boolean>, v: Versioned = {}) =>
  request(itemPath(c, id), { method: 'PUT', json: input, schema: answerOf(c), ...v });
/** Deletes the version the list showed (If-Match): one saved since is refused with 412. */
export const deleteItem = (c: Collection, { id, updatedAt }: Pick<CollectionItem, 'id' | 'updatedAt'>) =>
  request(itemPath(c, id), { method: 'DELETE', ifMatch: itemTag(updatedAt) });
