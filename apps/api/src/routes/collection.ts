import { Router } from 'express';
import { API_ERRORS, GENERIC_COLLECTIONS, inputSchemaOf } from '@dz/contracts';
import { NotFoundError } from '../errors.js';
import { actorOf } from '../http/actor.js';
import { expectedVersion, sendItem } from '../http/item-tag.js';
import { jsonBody } from '../http/json-body.js';
import { idOf, parseOr400 } from '../http/validate.js';
import type { collectionService, Stored } from '../services/collection.js';
import type { CollectionQueries } from '../services/queries.js';
import type { Guards } from './guards.js';

/**
 * /api/{Resource} of a collection served from its description alone (issue 22): the list and one item for anyone,
 * create, edit and delete for whom its `access` names (staff, or admins), as JSON, each as its input schema
 * (inputSchemaOf) allows; edits and deletes carry If-Match as every edit form does (http/item-tag.ts). Reads go through
 * the query API the server-rendered pages read too (services/queries.ts).
 */
export function collectionRouter(items: ReturnType<typeof collectionService>, queries: CollectionQueries, c: Stored, { signedIn, admin }: Guards) {
  const r = Router();
  const writer = c.access.write === 'admin' ? admin : [signedIn];
  const schema = inputSchemaOf(c);
  const body = jsonBody('64kb');
  r.get('/', async (_req, res) => { res.json(await queries.find(c.slug)); });
  r.get('/:id', async (req, res) => {
    const item = await queries.findById(c.slug, idOf(req));
    if (!item) throw new NotFoundError(API_ERRORS.notFound);
    sendItem(res, item);
  });
  if (c.access.create) {
    r.post('/', ...writer, ...body, async (req, res) => { sendItem(res, await items.create(parseOr400(schema, req.body), actorOf(req)), 201); });
  }
  r.put('/:id', ...writer, ...body, async (req, res) => {
    const id = idOf(req);
    sendItem(res, await items.update(id, parseOr400(schema, req.body), actorOf(req), expectedVersion(req)));
  });
  if (c.access.delete) {
    r.delete('/:id', ...writer, async (req, res) => {
      await items.remove(idOf(req), actorOf(req), expectedVersion(req));
      res.status(204).end();
    });
  }
  return r;
}

/** The collections collectionRouter serves: those without a `custom` reason for their own (contracts GENERIC_COLLECTIONS). */
export function genericCollections(): Stored[] {
  return GENERIC_COLLECTIONS.map((c) => {
    if (!c.storage || c.fields.some((f) => f.type === 'pdf' || f.type === 'image')) {
      throw new Error(`Collection ${c.slug}: the generic router needs its storage and no file fields (or a router of its own and a custom reason)`);
    }
    return c as Stored;
  });
}
