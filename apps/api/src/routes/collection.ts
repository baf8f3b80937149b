import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  API_ERRORS, FILE_RULES, IMAGE_SIZES, inputSchemaOf, pageQuerySchema, publicationInputSchema, type CollectionField, type FileRule, type ImageSize,
} from '@dz/contracts';
import { NotFoundError } from '../errors.js';
import type { DiskCache } from '../files/disk-cache.js';
import { processImage, type StoredImage } from '../files/images.js';
import { acceptPdf, type StoredFile } from '../files/pdf.js';
import { sendBytes } from '../files/send.js';
import type { UploadSlots } from '../files/slots.js';
import { actorOf } from '../http/actor.js';
import { expectedVersion, sendItem } from '../http/item-tag.js';
import { jsonBody } from '../http/json-body.js';
import { singleFileUpload } from '../http/multipart.js';
import { idOf, parseOr400 } from '../http/validate.js';
import type { CollectionService, SaveExtras, Stored } from '../services/collection.js';
import { viewerOf, type Guards } from './guards.js';

/**
 * /api/{Resource} of a collection served from its description (issues 22, 37): the list and one item for whom its
 * `access` lets read them (a read rule: the public's list is what it selects, staff list every item at `paths.apiAll`;
 * `readOne: 'staff'`: one item for staff alone), create, edit and delete for whom its `access` names (staff, or
 * admins), as JSON, each as its input schema (inputSchemaOf) allows; edits and deletes carry If-Match as every edit
 * form does (http/item-tag.ts). A kind with a file field is written as multipart (bodyOf). A picture's legacy answers
 * carry its bytes as base64 (the list its card, the item its full size; not with ?lean=true), and each encoding is at
 * `/:id/{wire}/{puna|kartica}`.
 */
/** The id of a kind's one record (`single`), in its table and its audit rows. */
const SINGLE_ID = 1;

/**
 * How a file field's part is taken, by its type (its one input rule): its limits, and the check of its bytes (a PDF's
 * kept byte-exact; a picture re-encoded in two sizes, files/images.ts).
 */
const FILE_INPUTS: Partial<Record<CollectionField['type'], {
  rule: FileRule; accept: (file: Express.Multer.File | undefined, required: boolean) => StoredFile | undefined | Promise<StoredImage | undefined>;
}>> = {
  pdf: { rule: FILE_RULES.pdf, accept: acceptPdf },
  image: { rule: FILE_RULES.image, accept: processImage },
};

/**
 * A kind's body parser and what a save carries beside its fields: JSON, or, for a kind with a file field, multipart (one
 * file part; the data fields and, with drafts, the publication's status and publishAt as text parts, one more refused).
 * A multipart part's file is checked after the fields (a missing required one: 400, not the type's bytes: 415).
 */
function bodyOf(c: Stored, slots: UploadSlots | undefined) {
  const fileFields = c.fields.filter((f) => (f.type === 'pdf' || f.type === 'image') && !f.apart);
  if (!fileFields.length) {
    // A page's body of blocks may be large (BLOCK_LIMITS: 200 blocks, rich text up to 20 000 characters a run, a bibliography
    // of 500 entries): 512 kB holds the longest static page (the laws' list) many times over and still bounds parsing.
    const body = jsonBody(c.fields.some((f) => f.type === 'blocks') ? '512kb' : '64kb');
    return { multipart: false, body, extras: async (req: Request): Promise<SaveExtras> => (c.capabilities.drafts ? { publication: parseOr400(publicationInputSchema, req.body) } : {}), fileFields };
  }
  const [f, ...more] = fileFields;
  const input = FILE_INPUTS[f!.type];
  if (more.length || !input || input.rule.field !== f!.wire || !slots) throw new Error(`Collection ${c.slug}: one file field of a type with an input rule (and upload slots)`);
  const textParts = c.fields.length - 1 + (c.capabilities.drafts ? Object.keys(publicationInputSchema.shape).length : 0);
  return {
    multipart: true,
    body: [singleFileUpload(input.rule, textParts, slots)],
    // The parts sent: an update leaves a field that is not required and was not sent as it is (a legacy client's).
    extras: async (req: Request, creating: boolean): Promise<SaveExtras> => ({
      ...(c.capabilities.drafts && { publication: parseOr400(publicationInputSchema, req.body) }),
      files: { [f!.wire]: await input.accept(req.file, creating && f!.required) },
      ...(!creating && { sent: new Set(Object.keys(req.body ?? {})) }),
    }),
    fileFields,
  };
}

export function collectionRouter(items: CollectionService, c: Stored, { signedIn, admin, viewer }: Guards, slots?: UploadSlots) {
  const r = Router();
  const writer = c.access.write === 'admin' ? admin : [signedIn];
  const { multipart, body, extras, fileFields } = bodyOf(c, slots);
  const schema = inputSchemaOf(c, { multipart });
  // A JSON body is checked strictly; with drafts, its publication's keys are read apart (`extras`), not refused.
  const publicationKeys = c.capabilities.drafts && !multipart ? Object.keys(publicationInputSchema.shape) : [];
  const fieldsOf = (v: unknown) => (publicationKeys.length && typeof v === 'object' && v !== null
    ? Object.fromEntries(Object.entries(v).filter(([k]) => !publicationKeys.includes(k))) : v);
  if (c.single) {
    // One record (id 1): read by anyone, written as a whole (If-Match honoured); neither created nor deleted.
    r.get('/', async (_req, res) => { sendItem(res, await items.get(SINGLE_ID)); });
    r.put('/', ...writer, ...body, async (req, res) => { sendItem(res, await items.update(SINGLE_ID, parseOr400(schema, fieldsOf(req.body)), actorOf(req), expectedVersion(req))); });
    return r;
  }
  // Pages ({ items, totalItems }) for a `paged` kind, or when asked (?page&pageSize); else the legacy plain array, a
  // picture's bytes inline unless ?lean=true (docs/product.md "Entities").
  r.get('/', async (req, res) => {
    if (c.paged || req.query.page !== undefined || req.query.pageSize !== undefined) res.json(await items.page(parseOr400(pageQuerySchema, req.query)));
    else res.json(await items.list('public', { inline: req.query.lean === 'true' || req.query.lean === '1' ? undefined : 'card' }));
  });
  if (c.paths.apiAll) {
    if (!c.paths.apiAll.startsWith(`${c.paths.api}/`)) throw new Error(`Collection ${c.slug}: paths.apiAll is not under paths.api`);
    r.get(c.paths.apiAll.slice(c.paths.api.length), signedIn, async (_req, res) => { res.json(await items.list('staff')); });
  }
  if (c.access.create) {
    r.post('/', ...writer, ...body, async (req, res) => {
      const input = parseOr400(schema, fieldsOf(req.body));
      const created = await items.create(input, actorOf(req), await extras(req, true));
      // A multipart create is answered without its tag, as the legacy API's were (documents, news).
      if (multipart) res.status(201).json(created);
      else sendItem(res, created, 201);
    });
  }
  r.get('/:id', c.access.readOne === 'staff' ? signedIn : viewer, async (req, res) => { sendItem(res, await items.get(idOf(req), viewerOf(req), { inline: 'full' })); });
  // Each picture's encodings (`/:id/slika/puna`, `/:id/slika/kartica`): cached for good when asked by their version.
  for (const f of fileFields.filter((x) => x.type === 'image')) {
    r.get(`/:id/${f.wire}/:size`, async (req, res) => {
      const size = (Object.keys(IMAGE_SIZES) as ImageSize[]).find((k) => IMAGE_SIZES[k] === req.params.size);
      if (!size) throw new NotFoundError(API_ERRORS.routeNotFound);
      const img = await items.picture(f.wire, idOf(req), size, typeof req.query.v === 'string' ? req.query.v : undefined);
      // Small enough to send from one buffer.
      await sendBytes(req, res, { type: 'image/jpeg', shown: img.shown, hash: img.hash, body: img.data });
    });
  }
  r.put('/:id', ...writer, ...body, async (req, res) => {
    const id = idOf(req);
    const input = parseOr400(schema, fieldsOf(req.body));
    sendItem(res, await items.update(id, input, actorOf(req), expectedVersion(req), await extras(req, false)));
  });
  if (c.access.delete) {
    r.delete('/:id', ...writer, async (req, res) => {
      await items.remove(idOf(req), actorOf(req), expectedVersion(req));
      res.status(204).end();
    });
  }
  return r;
}

/**
 * GET {paths.api}/download/:id of each stored file field (a kind's custom endpoint, routes/table.ts): the file streamed
 * with ranges, ETag and 304 (files/send.ts), from the disk cache or the database in slices; the public's when the item is
 * theirs to read (drafts: published), staff's too.
 */
export function fileDownload(items: CollectionService, f: CollectionField, { viewer }: Guards, cache?: DiskCache): RequestHandler {
  const r = Router();
  // Mounted at the kind's path (passing every other request on), so its metrics' label is /api/{Resource}/download/:id.
  r.get('/download/:id', viewer, async (req: Request, res: Response) => {
    const file = await items.file(idOf(req), f.wire, viewerOf(req));
    await sendBytes(req, res, {
      type: 'application/pdf', shown: file.shown, hash: file.hash, lastModified: file.updatedAt, attachmentName: file.fileName,
      body: { size: file.size, read: file.read, cache },
    });
  });
  return r;
}
