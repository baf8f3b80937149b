import type { RequestHandler } from 'express';
import { API, API_ERRORS, type Notice } from '@dz/contracts';
import { NotFoundError } from '../errors.js';
import type { DiskCache } from '../files/disk-cache.js';
import type { UploadSlots } from '../files/slots.js';
import { apiNotFound } from '../http/errors.js';
import type { CollectionService, Stored } from '../services/collection.js';
import { collectionRouter, fileDownload } from './collection.js';
import { noticeEndRouter } from './units.js';
import { pageByPathRouter } from './pages.js';
import type { Guards } from './guards.js';

/** One line of the API's route table: a path (Express's, patterns allowed) and what answers under it. */
export interface Mount {
  path: string;
  handler: RequestHandler;
}

/**
 * What a kind does that its description does not say, as endpoints of its own (issue 37): each with why. The generic
 * router serves the rest of a kind (routes/collection.ts); a kind that is all custom still has its own router here
 * until its special parts are slots (docs/architecture.md "Collections"); none is left (issue 37).
 */
export interface CustomEndpoint extends Mount {
  why: string;
}

export function customEndpoints(routers: {
  clinics: RequestHandler; services: RequestHandler;
  notices: CollectionService<Notice>; pages: CollectionService; guards: Guards;
  /** Every kind served from its description and its service: each PDF field's download is an endpoint of its own. */
  kinds: readonly Stored[]; kindServices: ReadonlyMap<string, CollectionService>; fileCache?: DiskCache;
}): { beforeKinds: CustomEndpoint[] } {
  return {
    beforeKinds: [
      { path: API.clinics, handler: routers.clinics, why: 'clinics: a re-spoken audio guide\'s MP3 (GET /:id/audio) and a picture uploaded apart from the JSON body (PUT /:id/slika, multipart) and read by size' },
      { path: API.services, handler: routers.services, why: 'services: as clinics (their guide\'s MP3, their picture)' },
      { path: API.notices, handler: noticeEndRouter(routers.notices, routers.guards), why: 'notices: "Završi objavu" (POST /:id/zavrsi) stamps endedAt' },
      { path: API.pages, handler: pageByPathRouter(routers.pages), why: 'pages: GET ?path=/o-nama finds a page by its address (the public page loader\'s lookup); other requests pass on' },
      ...routers.kinds.flatMap((c) => c.fields.filter((f) => f.type === 'pdf').map((f) => ({
        path: c.paths.api, handler: fileDownload(routers.kindServices.get(c.resource)!, f, routers.guards, routers.fileCache),
        why: `${c.slug}: its PDF is streamed with ranges, ETag and 304 (files/send.ts), from the disk cache or the database in slices`,
      }))),
    ],
  };
}

/** What is under /api/{name} when no kind is named so: 404, "Nepoznat resurs", for every method (the legacy answer). */
const unknownResource: RequestHandler = (_req, _res, next) => next(new NotFoundError(API_ERRORS.unknownResource));

/**
 * The API's route table (issue 37), in the order Express tries it: the system's routes (accounts, presence, an item's
 * versions and restore, the bin, the audit log, the content lists, share picture, the desk, the search), the kinds'
 * custom endpoints, then every kind served from its description (one line each, from COLLECTIONS), then a 404 for any
 * other path under those fixed prefixes (derived from this table, not kept by hand), then "Nepoznat resurs" for any other
 * /api/{name} and the API's 404. Patterned paths come where their place is stated: an item's history before the kinds
 * (it passes on what it does not answer), the unknown resource's 404 after every fixed path.
 */
export function apiTable(parts: {
  system: Mount[];
  custom: ReturnType<typeof customEndpoints>;
  kinds: readonly Stored[];
  services: ReadonlyMap<string, CollectionService>;
  guards: Guards;
  /** For the kinds with a file field (multipart uploads). */
  slots: UploadSlots;
}): Mount[] {
  const fixed: Mount[] = [
    ...parts.system,
    ...parts.custom.beforeKinds,
    ...parts.kinds.map((c) => ({ path: c.paths.api, handler: collectionRouter(parts.services.get(c.resource)!, c, parts.guards, parts.slots) })),
  ];
  // Every fixed prefix (a path's part before any pattern, below /api: /api/presence of /api/presence/:resource/:id) is
  // answered by its routers alone: what they do not answer is a 404 (no such address), not an unknown resource.
  const literal = (path: string) => {
    const segments = path.split('/');
    const at = segments.findIndex((seg) => seg.startsWith(':'));
    return (at < 0 ? segments : segments.slice(0, at)).join('/');
  };
  const prefixes = [...new Set(fixed.map((m) => literal(m.path)).filter((p) => p.split('/').length > 2))];
  return [...fixed, ...prefixes.map((path) => ({ path, handler: apiNotFound })), { path: '/api/:resource', handler: unknownResource }, { path: '/api', handler: apiNotFound }];
}
