import { Router, type Request, type Response } from 'express';
import { API_ERRORS, clinicInputSchema, institutionInputSchema, noticeInputSchema, serviceInputSchema } from '@dz/contracts';
import { NotFoundError } from '../errors.js';
import { sendBytes } from '../files/send.js';
import { actorOf } from '../http/actor.js';
import { expectedVersion, sendItem } from '../http/item-tag.js';
import { jsonBody } from '../http/json-body.js';
import { idOf, parseOr400 } from '../http/validate.js';
import { PHONEBOOK_FILE, type phonebookService } from '../services/phonebook.js';
import type { institutionService, noticeService, unitService, UnitKind } from '../services/units.js';
import type { Guards } from './guards.js';

/**
 * /api/Ambulanta, /api/Sluzba, /api/Ustanova and /api/Obavijest (docs/product.md "Clinics,
 * services and hours"): JSON bodies, public reads, staff writes (the institution's contacts:
 * admins). Clinics and services are edited, never created or deleted.
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
  await sendBytes(req, res, { type: 'audio/mpeg', hash: a.hash, lastModified: a.updatedAt, body: a.mp3 });
}

/** What the router of clinics or of services calls: the same four operations on either. */
const unitOps = (units: Units, kind: UnitKind) => (kind === 'clinic'
  ? { list: units.clinics, get: units.clinic, update: (id: number, req: Request) => units.updateClinic(id, parseOr400(clinicInputSchema, req.body), actorOf(req), expectedVersion(req)) }
  : { list: units.services, get: units.service, update: (id: number, req: Request) => units.updateService(id, parseOr400(serviceInputSchema, req.body), actorOf(req), expectedVersion(req)) });

/** /api/Ambulanta or /api/Sluzba: the list, one by id, its re-spoken MP3, and staff edits. */
export function unitRouter(units: Units, kind: UnitKind, { signedIn }: Guards) {
  const r = Router();
  const ops = unitOps(units, kind);
  r.get('/', async (_req, res) => { res.json(await ops.list()); });
  r.get('/:id', async (req, res) => { sendItem(res, found(await ops.get(idOf(req)))); });
  r.get('/:id/audio', (req, res) => sendAudio(units, kind, req, res));
  r.put('/:id', signedIn, ...body, async (req, res) => {
    const id = idOf(req);
    sendItem(res, await ops.update(id, req));
  });
  return r;
}

export function institutionRouter(institution: ReturnType<typeof institutionService>, { admin }: Guards) {
  const r = Router();
  r.get('/', async (_req, res) => { sendItem(res, await institution.get()); });
  r.put('/', ...admin, ...body, async (req, res) => {
    sendItem(res, await institution.update(parseOr400(institutionInputSchema, req.body), actorOf(req), expectedVersion(req)));
  });
  return r;
}

export function noticesRouter(notices: ReturnType<typeof noticeService>, { signedIn }: Guards) {
  const r = Router();
  r.get('/', async (_req, res) => { res.json(await notices.active()); });
  r.get('/sve', signedIn, async (_req, res) => { res.json(await notices.all()); });
  r.post('/', signedIn, ...body, async (req, res) => { sendItem(res, await notices.create(parseOr400(noticeInputSchema, req.body), actorOf(req)), 201); });
  r.get('/:id', signedIn, async (req, res) => { sendItem(res, await notices.get(idOf(req))); });
  r.put('/:id', signedIn, ...body, async (req, res) => {
    const id = idOf(req);
    sendItem(res, await notices.update(id, parseOr400(noticeInputSchema, req.body), actorOf(req), expectedVersion(req)));
  });
  r.post('/:id/zavrsi', signedIn, async (req, res) => { res.json(await notices.end(idOf(req), actorOf(req))); });
  r.delete('/:id', signedIn, async (req, res) => {
    await notices.remove(idOf(req), actorOf(req), expectedVersion(req));
    res.status(204).end();
  });
  return r;
}

/** GET /assets/imenik.pdf: the phonebook as the data is now (ETag, ranges, 304), saved as imenik.pdf. */
export const phonebookHandler = (phonebook: ReturnType<typeof phonebookService>) => async (req: Request, res: Response) => {
  const p = await phonebook.get();
  await sendBytes(req, res, { type: 'application/pdf', hash: p.hash, lastModified: p.lastModified, attachmentName: PHONEBOOK_FILE, body: p.pdf });
};
