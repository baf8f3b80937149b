import type { RequestHandler } from 'express';
import { API, type Notice } from '@dz/contracts';
import { apiNotFound } from '../http/errors.js';
import type { CollectionService, Stored } from '../services/collection.js';
import { collectionRouter } from './collection.js';
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
 * until its special parts are slots (news, the document types: docs/architecture.md "Collections").
 */
export interface CustomEndpoint extends Mount {
  why: string;
}

export function customEndpoints(routers: {
  news: RequestHandler; clinics: RequestHandler; services: RequestHandler; documents: RequestHandler;
  notices: CollectionService<Notice>; pages: CollectionService; guards: Guards;
}): { beforeKinds: CustomEndpoint[]; registry: CustomEndpoint } {
  return {
    beforeKinds: [
      { path: API.newsList, handler: routers.news, why: 'news: its picture travels as multipart, re-encoded in two sizes with cacheable URLs; drafts and scheduling' },
      { path: API.clinics, handler: routers.clinics, why: 'clinics: a re-spoken audio guide\'s MP3 (GET /:id/audio) and a picture uploaded apart from the JSON body (PUT /:id/slika, multipart) and read by size' },
      { path: API.services, handler: routers.services, why: 'services: as clinics (their guide\'s MP3, their picture)' },
      { path: API.notices, handler: noticeEndRouter(routers.notices, routers.guards), why: 'notices: "Završi objavu" (POST /:id/zavrsi) stamps endedAt' },
      { path: API.pages, handler: pageByPathRouter(routers.pages), why: 'pages: GET ?path=/o-nama finds a page by its address (the public page loader\'s lookup); other requests pass on' },
    ],
    // The registry's document types answer at /api/{Resource} of each entry: after every fixed path.
    registry: { path: '/api/:resource', handler: routers.documents, why: 'the document types: PDFs as multipart, downloads with ranges, their text read for search' },
  };
}

/**
 * The API's route table (issue 37), in the order Express tries it: the system's routes (accounts, presence, an item's
 * versions and restore, the bin, the audit log, the content lists, share picture, the desk, the search), the kinds'
 * custom endpoints, then every kind served from its description (one line each, from COLLECTIONS), then a 404 for any
 * other path under those fixed prefixes (derived from this table, not kept by hand), then the registry's catch-all and
 * the API's 404. Patterned paths come where their place is stated: an item's history before the kinds (it passes on what
 * it does not answer), the registry after every fixed path.
 */
export function apiTable(parts: {
  system: Mount[];
  custom: ReturnType<typeof customEndpoints>;
  kinds: readonly Stored[];
  services: ReadonlyMap<string, CollectionService>;
  guards: Guards;
}): Mount[] {
  const fixed: Mount[] = [
    ...parts.system,
    ...parts.custom.beforeKinds,
    ...parts.kinds.map((c) => ({ path: c.paths.api, handler: collectionRouter(parts.services.get(c.resource)!, c, parts.guards) })),
  ];
  // Every fixed prefix (a path's part before any pattern, below /api: /api/presence of /api/presence/:resource/:id) is
  // answered by its routers alone: what they do not answer is a 404, not a document type.
  const literal = (path: string) => {
    const segments = path.split('/');
    const at = segments.findIndex((seg) => seg.startsWith(':'));
    return (at < 0 ? segments : segments.slice(0, at)).join('/');
  };
  const prefixes = [...new Set(fixed.map((m) => literal(m.path)).filter((p) => p.split('/').length > 2))];
  return [...fixed, ...prefixes.map((path) => ({ path, handler: apiNotFound })), parts.custom.registry, { path: '/api', handler: apiNotFound }];
}
