import { Router, type Request } from 'express';
import { API_ERRORS, auditQuerySchema, idParam } from '@dz/contracts';
import { NotFoundError } from '../errors.js';
import type { DiskCache } from '../files/disk-cache.js';
import { sendBytes } from '../files/send.js';
import { actorOf } from '../http/actor.js';
import { idOf, parseOr400 } from '../http/validate.js';
import type { auditService } from '../services/audit.js';
import { versionedByPath, type historyService } from '../services/history.js';
import type { Guards } from './guards.js';

type History = ReturnType<typeof historyService>;

/** Which kind a history path names: /api/Novost/{id}/… or /api/{Resource}/{id}/… of any collection with versions. */
const kindOf = (req: Request) => versionedByPath(String(req.params.resource));

const versionOf = (req: Request) => {
  const v = idParam.safeParse(req.params.version);
  if (!v.success) throw new NotFoundError(API_ERRORS.notFound);
  return v.data;
};

/**
 * Mounted at /api/:resource/:id before the resources' own routers (docs/product.md "Versions", "Bin"), for
 * news and every registry resource, staff only: the versions, one version's file, restoring a version, and
 * bringing an item back from the bin. Any other path goes on to the resource's router.
 */
export function itemHistoryRouter(history: History, { signedIn }: Guards, onPdfChanged: (documentId: number) => void, fileCache?: DiskCache) {
  const r = Router({ mergeParams: true });
  const item = (req: Request) => {
    const c = kindOf(req);
    if (!c) throw new NotFoundError(API_ERRORS.unknownResource);
    return c;
  };
  // An unknown resource is left to the routers after this one (their 404s).
  r.use((req, _res, next) => (kindOf(req) ? next() : next('router')));
  // The kind's PDF changed: search must read it again.
  const hasPdf = (c: ReturnType<typeof item>) => c.fields.some((f) => f.type === 'pdf');

  r.get('/versions', signedIn, async (req, res) => {
    res.json(await history.versions(item(req), idOf(req)));
  });
  r.get('/versions/:version/file', signedIn, async (req, res) => {
    const f = await history.versionFile(item(req), idOf(req), versionOf(req));
    const pdf = f.type === 'pdf';
    // Streamed like a current file (routes/documents.ts), a PDF through the same disk cache (keyed by its hash).
    await sendBytes(req, res, {
      type: pdf ? 'application/pdf' : 'image/jpeg', hash: f.hash, lastModified: f.savedAt,
      ...(f.fileName ? { attachmentName: f.fileName } : {}),
      body: { size: f.size, read: f.read, ...(pdf && fileCache ? { cache: fileCache } : {}) },
    });
  });
  r.post('/versions/:version/restore', signedIn, async (req, res) => {
    const c = item(req);
    const id = idOf(req);
    await history.restoreVersion(c, id, versionOf(req), actorOf(req));
    // The restored version's PDF may differ from the one just replaced: search must read it again.
    if (hasPdf(c)) onPdfChanged(id);
    res.status(204).end();
  });
  r.post('/restore', signedIn, async (req, res) => {
    await history.restore(item(req), idOf(req), actorOf(req));
    res.status(204).end();
  });
  return r;
}

/** GET /api/kanta: the bin (staff). */
export function binRouter(history: History, { signedIn }: Guards) {
  const r = Router();
  r.get('/', signedIn, async (_req, res) => { res.json(await history.bin()); });
  return r;
}

/** GET /api/audit?page&pageSize&actor&resource: the audit log (admins). */
export function auditRouter(audit: ReturnType<typeof auditService>, { admin }: Guards) {
  const r = Router();
  r.get('/', ...admin, async (req, res) => { res.json(await audit.list(parseOr400(auditQuerySchema, req.query))); });
  return r;
}
