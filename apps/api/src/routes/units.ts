import { Router, type Request, type Response } from 'express';
import { API_ERRORS, FILE_RULES, type Notice } from '@dz/contracts';
import type { Db } from '@dz/db';
import { NotFoundError } from '../errors.js';
import { processImage } from '../files/images.js';
import { sendBytes } from '../files/send.js';
import type { UploadSlots } from '../files/slots.js';
import { actorOf } from '../http/actor.js';
import { expectedVersion, sendItem } from '../http/item-tag.js';
import { singleFileUpload } from '../http/multipart.js';
import { idOf } from '../http/validate.js';
import { PHONEBOOK_FILE, type phonebookService } from '../services/phonebook.js';
import { guideAudio } from '../services/speech.js';
import type { CollectionService, Stored } from '../services/collection.js';
import type { Guards } from './guards.js';

/**
 * What a clinic or a service has beyond its description (docs/product.md "Clinics, services and hours"; its list, items
 * and writes are the generic router's, routes/collection.ts): its re-spoken guide's MP3 (GET /:id/audio) and its picture,
 * uploaded apart from its JSON body (PUT /:id/slika: multipart `slika`, re-encoded and resized as a news picture; audited
 * as an edit, If-Match honoured) and read by size (GET /:id/slika/puna|kartica, cacheable by its versioned URL). Anything
 * else passes on to the kind's generic router.
 */
export function unitFilesRouter(db: Db, items: CollectionService, c: Stored, { signedIn }: Guards, slots: UploadSlots) {
  const r = Router();
  const picture = c.fields.find((f) => f.type === 'image');
  if (!picture) throw new Error(`Collection ${c.slug} has no picture`);
  // The picture alone: no text parts.
  const upload = singleFileUpload(FILE_RULES.image, 0, slots);
  r.get('/:id/audio', async (req: Request, res: Response) => {
    const a = await guideAudio(db, c, idOf(req));
    await sendBytes(req, res, { type: 'audio/mpeg', shown: 'public', hash: a.hash, lastModified: a.updatedAt, body: a.mp3 });
  });
  r.get('/:id/slika/:size', async (req, res) => {
    const size = req.params.size === 'kartica' ? 'card' : req.params.size === 'puna' ? 'full' : undefined;
    if (!size) throw new NotFoundError(API_ERRORS.routeNotFound);
    const img = await items.image(idOf(req), picture.name, size);
    // A versioned URL (?v=hash) is cached for good, as a news picture's.
    await sendBytes(req, res, { type: 'image/jpeg', shown: 'public', hash: img.hash, body: img.data });
  });
  r.put('/:id/slika', signedIn, upload, async (req, res) => {
    const id = idOf(req);
    sendItem(res, await items.putImage(id, picture.name, (await processImage(req.file, true))!, actorOf(req), expectedVersion(req)));
  });
  return r;
}

/**
 * POST /api/Obavijest/{id}/zavrsi, "Završi objavu" (staff): the notice is off the site from now on; one already ended
 * keeps its first end. The notices' other routes are their description's (routes/collection.ts).
 */
export function noticeEndRouter(notices: CollectionService<Notice>, { signedIn }: Guards) {
  return Router().post('/:id/zavrsi', signedIn, async (req, res) => { res.json(await notices.stamp(idOf(req), 'endedAt', 'end', actorOf(req))); });
}

/** GET /assets/imenik.pdf: the phonebook as the data is now (ETag, ranges, 304), saved as imenik.pdf. */
export const phonebookHandler = (phonebook: ReturnType<typeof phonebookService>) => async (req: Request, res: Response) => {
  const p = await phonebook.get();
  await sendBytes(req, res, { type: 'application/pdf', shown: 'public', hash: p.hash, lastModified: p.lastModified, attachmentName: PHONEBOOK_FILE, body: p.pdf });
};
