import { Router, type Request, type RequestHandler } from 'express';
import { API_ERRORS, IMAGE_SIZES, fileRuleOf, inputSchemaOf, pageQuerySchema, publicationInputSchema, type ImageSize } from '@dz/contracts';
import { NotFoundError } from '../errors.js';
import { processImage } from '../files/images.js';
import { sendBytes } from '../files/send.js';
import type { UploadSlots } from '../files/slots.js';
import { actorOf } from '../http/actor.js';
import { expectedVersion, sendItem } from '../http/item-tag.js';
import { jsonBody } from '../http/json-body.js';
import { singleFileUpload } from '../http/multipart.js';
import { idOf, parseOr400 } from '../http/validate.js';
import type { CollectionService, Save, Stored } from '../services/collection.js';
import { viewerOf, type Guards } from './guards.js';

/**
 * /api/{Resource} of a collection served from its description (issues 22, 37): the list and one item for whom its
 * `access` lets read them (a read rule: the public's list is what it selects, staff list every item at `paths.apiAll`;
 * `readOne: 'staff'`: one item for staff alone), create, edit and delete for whom its `access` names (staff, or
 * admins), as JSON, each as its input schema (inputSchemaOf) allows; edits and deletes carry If-Match as every edit
 * form does (http/item-tag.ts). Lists: `?page&pageSize` one page newest first ({ items, totalItems }), `?lean=true` without
 * a picture's bytes. A kind with a picture field (news) is written as multipart: its text parts (the input schema's,
 * and with drafts the publication's) and its one picture (fileRuleOf), re-encoded (files/images.ts); its legacy answers
 * carry the picture as base64 (the list its card, the item its full size), and each encoding is at
 * `/:id/{wire}/{puna|kartica}` (cached for good when asked by its version).
 */
/** The id of a kind's one record (`single`), in its table and its audit rows. */
const SINGLE_ID = 1;

export function collectionRouter(items: CollectionService, c: Stored, { signedIn, admin, viewer }: Guards, slots?: UploadSlots) {
  const r = Router();
  const writer = c.access.write === 'admin' ? admin : [signedIn];
  const picture = c.fields.find((f) => f.type === 'image');
  const drafts = c.capabilities.drafts;
  const schema = inputSchemaOf(c, { multipart: picture !== undefined });
  // A page's body of blocks may be large (BLOCK_LIMITS: 200 blocks, rich text up to 20 000 characters a run, a bibliography
  // of 500 entries): 512 kB holds the longest static page (the laws' list) many times over and still bounds parsing.
  // With a picture: multipart, as many text parts as the input schema has fields, and the publication's.
  const body: RequestHandler[] = picture
    ? [singleFileUpload(fileRuleOf(picture), Object.keys(schema.shape).length + (drafts ? Object.keys(publicationInputSchema.shape).length : 0), slotsOf(c, slots))]
    : jsonBody(c.fields.some((f) => f.type === 'blocks') ? '512kb' : '64kb');
  /** What a save carries beside its fields: its publication and its picture, re-encoded (`required`: a create's). */
  const save = async (req: Request, required: boolean): Promise<Save> => ({
    ...(drafts && { publication: parseOr400(publicationInputSchema, req.body) }),
    ...(picture && { files: { [picture.wire]: await processImage(req.file, required && picture.required) }, sent: new Set(Object.keys(req.body ?? {})) }),
  });
  if (c.single) {
    // One record (id 1): read by anyone, written as a whole (If-Match honoured); neither created nor deleted.
    r.get('/', async (_req, res) => { sendItem(res, await items.get(SINGLE_ID)); });
    r.put('/', ...writer, ...body, async (req, res) => { sendItem(res, await items.update(SINGLE_ID, parseOr400(schema, req.body), actorOf(req), expectedVersion(req))); });
    return r;
  }
  r.get('/', async (req, res) => {
    // Without paging parameters the legacy plain array, as other programs read it (docs/product.md "Entities").
    if (req.query.page !== undefined || req.query.pageSize !== undefined) res.json(await items.page(parseOr400(pageQuerySchema, req.query)));
    else res.json(await items.list('public', { inline: req.query.lean === 'true' || req.query.lean === '1' ? undefined : 'card' }));
  });
  if (c.paths.apiAll) {
    if (!c.paths.apiAll.startsWith(`${c.paths.api}/`)) throw new Error(`Collection ${c.slug}: paths.apiAll is not under paths.api`);
    r.get(c.paths.apiAll.slice(c.paths.api.length), signedIn, async (_req, res) => { res.json(await items.list('staff')); });
  }
  if (c.access.create) {
    r.post('/', ...writer, ...body, async (req, res) => {
      const input = parseOr400(schema, req.body);
      const created = await items.create(input, actorOf(req), await save(req, true));
      // A multipart create is answered as the legacy multipart kinds' always was: without its item tag.
      if (picture) res.status(201).json(created);
      else sendItem(res, created, 201);
    });
  }
  r.get('/:id', c.access.readOne === 'staff' ? signedIn : viewer, async (req, res) => { sendItem(res, await items.get(idOf(req), viewerOf(req), { inline: 'full' })); });
  if (picture) {
    r.get(`/:id/${picture.wire}/:size`, async (req, res) => {
      const size = (Object.keys(IMAGE_SIZES) as ImageSize[]).find((k) => IMAGE_SIZES[k] === req.params.size);
      if (!size) throw new NotFoundError(API_ERRORS.routeNotFound);
      const img = await items.picture(picture.wire, idOf(req), size, typeof req.query.v === 'string' ? req.query.v : undefined);
      // Small enough to send from one buffer; a versioned URL (?v=hash) is cached for good.
      await sendBytes(req, res, { type: 'image/jpeg', shown: img.shown, hash: img.hash, body: img.data });
    });
  }
  r.put('/:id', ...writer, ...body, async (req, res) => {
    const id = idOf(req);
    const input = parseOr400(schema, req.body);
    sendItem(res, await items.update(id, input, actorOf(req), expectedVersion(req), await save(req, false)));
  });
  if (c.access.delete) {
    r.delete('/:id', ...writer, async (req, res) => {
      await items.remove(idOf(req), actorOf(req), expectedVersion(req));
      res.status(204).end();
    });
  }
  return r;
}

/** The upload slots a kind with a picture is parsed in (app.ts: one set for every upload route). */
function slotsOf(c: Stored, slots: UploadSlots | undefined): UploadSlots {
  if (!slots) throw new Error(`Collection ${c.slug}: its picture needs the upload slots`);
  return slots;
}
