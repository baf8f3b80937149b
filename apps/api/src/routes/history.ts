import { Router, type Request } from 'express';
import { API_ERRORS, auditQuerySchema, documentTypeByResource, idParam, type DocumentKind } from '@dz/contracts';
import { NotFoundError } from '../errors.js';
import type { DiskCache } from '../files/disk-cache.js';
import { sendBytes } from '../files/send.js';
import { actorOf } from '../http/actor.js';
import { idOf, parseOr400 } from '../http/validate.js';
import type { auditService } from '../services/audit.js';
import type { historyService, ItemKind } from '../services/history.js';
import { NEWS_RESOURCE } from '../services/news.js';
import type { Guards } from './guards.js';

type History = ReturnType<typeof historyService>;

/** Which item a history path names: /api/Novost/{id}/… or /api/{Resource}/{id}/… of the registry. */
function itemOf(req: Request): { k: ItemKind; resource: string; kind?: DocumentKind } | undefined {
  const name = String(req.params.resource);
  if (name.toLowerCase() === NEWS_RESOURCE.toLowerCase()) return { k: 'news', resource: NEWS_RESOURCE };
  const type = documentTypeByResource(name);
  return type && { k: 'document', resource: type.resource, kind: type.kind };
}

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
    const it = itemOf(req);
    if (!it) throw new NotFoundError(API_ERRORS.unknownResource);
    return it;
  };
  // An unknown resource is left to the routers after this one (their 404s).
  r.use((req, _res, next) => (itemOf(req) ? next() : next('router')));

  r.get('/versions', signedIn, async (req, res) => {
    const it = item(req);
    res.json(await history.versions(it.k, idOf(req), it.kind));
  });
  r.get('/versions/:version/file', signedIn, async (req, res) => {
    const it = item(req);
    const f = await history.versionFile(it.k, idOf(req), versionOf(req), it.kind);
    // Streamed like a current file (routes/documents.ts), a PDF through the same disk cache (keyed by its hash).
    await sendBytes(req, res, {
      type: it.k === 'document' ? 'application/pdf' : 'image/jpeg', hash: f.hash, lastModified: f.savedAt,
      ...(f.fileName ? { attachmentName: f.fileName } : {}),
      body: { size: f.size, read: f.read, ...(it.k === 'document' && fileCache ? { cache: fileCache } : {}) },
    });
  });
  r.post('/versions/:version/restore', signedIn, async (req, res) => {
    const it = item(req);
    const id = idOf(req);
    await history.restoreVersion(it.k, id, versionOf(req), actorOf(req), it.resource, it.kind);
    // The restored version's PDF may differ from the one just replaced: search must read it again.
    if (it.k === 'document') onPdfChanged(id);
    res.status(204).end();
  });
  r.post('/restore', signedIn, async (req, res) => {
    const it = item(req);
    await history.restore(it.k, idOf(req), actorOf(req), it.resource, it.kind);
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
