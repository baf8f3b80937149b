import { Router, type Request, type Response } from 'express';
import {
  API_ERRORS, FILE_RULES, documentInputSchema, documentTypeByResource, pageQuerySchema, publicationInputSchema, type DocumentType,
} from '@dz/contracts';
import { NotFoundError } from '../errors.js';
import { acceptPdf } from '../files/pdf.js';
import { sendBytes } from '../files/send.js';
import type { DiskCache } from '../files/disk-cache.js';
import type { UploadSlots } from '../files/slots.js';
import { actorOf } from '../http/actor.js';
import { expectedVersion, sendItem } from '../http/item-tag.js';
import { singleFileUpload } from '../http/multipart.js';
import { idOf, parseOr400 } from '../http/validate.js';
import type { documentService } from '../services/documents.js';
import { viewerOf, type Guards } from './guards.js';

/**
 * One router for every registry entry, mounted at /api/:resource (docs/product.md "API" "Resources").
 * Reads and downloads are public; writes need a signed-in account.
 */
export function documentsRouter(
  docs: ReturnType<typeof documentService>, { signedIn, viewer }: Guards, slots: UploadSlots, fileCache?: DiskCache,
  /** Told of a stored file: its text is read for the search in the background (services/pdf-text.ts). */
  onFileStored: (documentId: number) => void = () => {},
) {
  const r = Router({ mergeParams: true });
  // The text field, and the publication's (status, publishAt); one more is refused.
  const upload = singleFileUpload(FILE_RULES.pdf, 1 + Object.keys(publicationInputSchema.shape).length, slots);
  const text = (type: DocumentType, req: Request) => parseOr400(documentInputSchema(type), req.body)[type.textField] as string;

  // The type is resolved once, before anything else (an unknown resource is a 404 even for
  // writes, before the sign-in check), and kept on res.locals for the handlers.
  r.use((req, res, next) => {
    const type = documentTypeByResource(String(req.params.resource));
    if (!type) throw new NotFoundError(API_ERRORS.unknownResource);
    res.locals.documentType = type;
    next();
  });
  const typeOf = (res: Response): DocumentType => res.locals.documentType;

  r.get('/', async (req, res) => {
    res.json(await docs.list(typeOf(res), parseOr400(pageQuerySchema, req.query)));
  });

  r.get('/download/:id', viewer, async (req, res) => {
    const f = await docs.file(typeOf(res), idOf(req), viewerOf(req));
    await sendBytes(req, res, {
      type: 'application/pdf', shown: f.shown, hash: f.hash, lastModified: f.updatedAt, attachmentName: f.fileName, body: { size: f.size, read: f.read, cache: fileCache },
    });
  });

  r.get('/:id', viewer, async (req, res) => {
    sendItem(res, await docs.get(typeOf(res), idOf(req), viewerOf(req)));
  });

  r.post('/', signedIn, upload, async (req, res) => {
    const type = typeOf(res);
    const t = text(type, req);
    const created = await docs.create(type, t, parseOr400(publicationInputSchema, req.body), acceptPdf(req.file, true)!, actorOf(req));
    onFileStored(created.id);
    res.status(201).json(created);
  });

  r.put('/:id', signedIn, upload, async (req, res) => {
    const type = typeOf(res);
    const docId = idOf(req);
    const t = text(type, req);
    const publication = parseOr400(publicationInputSchema, req.body);
    const file = acceptPdf(req.file, false);
    const updated = await docs.update(type, docId, t, publication, file, actorOf(req), expectedVersion(req));
    if (file) onFileStored(docId);
    sendItem(res, updated);
  });

  r.delete('/:id', signedIn, async (req, res) => {
    await docs.remove(typeOf(res), idOf(req), actorOf(req), expectedVersion(req));
    res.status(204).end();
  });

  return r;
}
