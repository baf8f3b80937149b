import { Router, type Request, type Response } from 'express';
import { API_ERRORS, FILE_RULES, type Notice, clinicInputSchema, serviceInputSchema } from '@dz/contracts';
import { NotFoundError } from '../errors.js';
import { processImage } from '../files/images.js';
import { sendBytes } from '../files/send.js';
import type { UploadSlots } from '../files/slots.js';
import { actorOf } from '../http/actor.js';
import { expectedVersion, sendItem } from '../http/item-tag.js';
import { jsonBody } from '../http/json-body.js';
import { singleFileUpload } from '../http/multipart.js';
import { idOf, parseOr400 } from '../http/validate.js';
import { PHONEBOOK_FILE, type phonebookService } from '../services/phonebook.js';
import type { unitService, UnitKind } from '../services/units.js';
import type { CollectionService } from '../services/collection.js';
import type { Guards } from './guards.js';

/**
 * /api/Ambulanta and /api/Sluzba (docs/product.md "Clinics, services and hours"): JSON bodies,
 * public reads, staff writes. Staff add clinics and services, edit them, give them a picture and move them to the bin (issue 23).
 */

/** A clinic's hours, team and 28 of them fit in far less; a larger body is refused (413) before parsing. */
const body = jsonBody('64kb');

type Units = ReturnType<typeof unitService>;

/** The answer of GET /:id for a unit that may not exist. */
const found = <T>(x: T | null): T => {
  if (x === null) throw new NotFoundError(API_ERRORS.notFound);
  return x;
};

async function sendAudio(units: Units, kind: UnitKind, req: Request, res: Response) {
  const a = await units.audio(kind, idOf(req));
  await sendBytes(req, res, { type: 'audio/mpeg', shown: 'public', hash: a.hash, lastModified: a.updatedAt, body: a.mp3 });
}

/** What the router of clinics or of services calls: the same operations on either (the input checked first: a bad body changes nothing). */
const unitOps = (units: Units, kind: UnitKind) => (kind === 'clinic'
  ? {
    list: units.clinics,
    get: units.clinic,
    create: (req: Request) => units.createClinic(parseOr400(clinicInputSchema, req.body), actorOf(req)),
    update: (id: number, req: Request) => units.updateClinic(id, parseOr400(clinicInputSchema, req.body), actorOf(req), expectedVersion(req)),
    picture: (id: number, req: Request, img: Parameters<Units['setClinicPicture']>[1]) => units.setClinicPicture(id, img, actorOf(req), expectedVersion(req)),
  }
  : {
    list: units.services,
    get: units.service,
    create: (req: Request) => units.createService(parseOr400(serviceInputSchema, req.body), actorOf(req)),
    update: (id: number, req: Request) => units.updateService(id, parseOr400(serviceInputSchema, req.body), actorOf(req), expectedVersion(req)),
    picture: (id: number, req: Request, img: Parameters<Units['setServicePicture']>[1]) => units.setServicePicture(id, img, actorOf(req), expectedVersion(req)),
  });

/**
 * /api/Ambulanta or /api/Sluzba: the list, one by id, its re-spoken MP3 and its uploaded picture (cacheable by its
 * versioned URL), and staff writes: POST (the PUT's JSON body; 201 with the new one), PUT, DELETE (to the bin, If-Match
 * honoured) and PUT /:id/slika (multipart `slika`, re-encoded and resized as a news picture).
 */
export function unitRouter(units: Units, kind: UnitKind, { signedIn }: Guards, slots: UploadSlots) {
  const r = Router();
  const ops = unitOps(units, kind);
  // The picture alone: no text parts.
  const upload = singleFileUpload(FILE_RULES.image, 0, slots);
  r.get('/', async (_req, res) => { res.json(await ops.list()); });
  r.post('/', signedIn, ...body, async (req, res) => { sendItem(res, await ops.create(req), 201); });
  r.get('/:id', async (req, res) => { sendItem(res, found(await ops.get(idOf(req)))); });
  r.get('/:id/audio', (req, res) => sendAudio(units, kind, req, res));
  r.put('/:id', signedIn, ...body, async (req, res) => {
    const id = idOf(req);
    sendItem(res, await ops.update(id, req));
  });
  r.delete('/:id', signedIn, async (req, res) => {
    await units.remove(kind, idOf(req), actorOf(req), expectedVersion(req));
    res.status(204).end();
  });
  r.get('/:id/slika/:size', async (req, res) => {
    const size = req.params.size === 'kartica' ? 'card' : req.params.size === 'puna' ? 'full' : undefined;
    if (!size) throw new NotFoundError(API_ERRORS.routeNotFound);
    const img = await units.picture(kind, idOf(req), size);
    // A versioned URL (?v=hash) is cached for good, as a news picture's.
    await sendBytes(req, res, { type: 'image/jpeg', shown: 'public', hash: img.hash, body: img.data });
  });
  r.put('/:id/slika', signedIn, upload, async (req, res) => {
    const id = idOf(req);
    sendItem(res, await ops.picture(id, req, (await processImage(req.file, true))!));
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
