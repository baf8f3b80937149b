import { Router } from 'express';
import { inputSchemaOf } from '@dz/contracts';
import { actorOf } from '../http/actor.js';
import { expectedVersion, sendItem } from '../http/item-tag.js';
import { jsonBody } from '../http/json-body.js';
import { idOf, parseOr400 } from '../http/validate.js';
import type { CollectionService, Stored } from '../services/collection.js';
import { viewerOf, type Guards } from './guards.js';

/**
 * /api/{Resource} of a collection served from its description (issues 22, 37): the list and one item for whom its
 * `access` lets read them (a read rule: the public's list is what it selects, staff list every item at `paths.apiAll`;
 * `readOne: 'staff'`: one item for staff alone), create, edit and delete for whom its `access` names (staff, or
 * admins), as JSON, each as its input schema (inputSchemaOf) allows; edits and deletes carry If-Match as every edit
 * form does (http/item-tag.ts).
 */
/** The id of a kind's one record (`single`), in its table and its audit rows. */
const SINGLE_ID = 1;

export function collectionRouter(items: CollectionService, c: Stored, { signedIn, admin, viewer }: Guards) {
  const r = Router();
  const writer = c.access.write === 'admin' ? admin : [signedIn];
  const schema = inputSchemaOf(c);
  // A page's body of blocks may be large (BLOCK_LIMITS: 200 blocks, rich text up to 20 000 characters a run, a bibliography
  // of 500 entries): 512 kB holds the longest static page (the laws' list) many times over and still bounds parsing.
  const body = jsonBody(c.fields.some((f) => f.type === 'blocks') ? '512kb' : '64kb');
  if (c.single) {
    // One record (id 1): read by anyone, written as a whole (If-Match honoured); neither created nor deleted.
    r.get('/', async (_req, res) => { sendItem(res, await items.get(SINGLE_ID)); });
    r.put('/', ...writer, ...body, async (req, res) => { sendItem(res, await items.update(SINGLE_ID, parseOr400(schema, req.body), actorOf(req), expectedVersion(req))); });
    return r;
  }
  r.get('/', async (_req, res) => { res.json(await items.list('public')); });
  if (c.paths.apiAll) {
    if (!c.paths.apiAll.startsWith(`${c.paths.api}/`)) throw new Error(`Collection ${c.slug}: paths.apiAll is not under paths.api`);
    r.get(c.paths.apiAll.slice(c.paths.api.length), signedIn, async (_req, res) => { res.json(await items.list('staff')); });
  }
  if (c.access.create) {
    r.post('/', ...writer, ...body, async (req, res) => { sendItem(res, await items.create(parseOr400(schema, req.body), actorOf(req)), 201); });
  }
  r.get('/:id', c.access.readOne === 'staff' ? signedIn : viewer, async (req, res) => { sendItem(res, await items.get(idOf(req), viewerOf(req))); });
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
