import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import compression from 'compression';
import cors from 'cors';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { API, MB, type BackgroundQueue, type Clinic, type Institution, type Notice, type Service } from '@dz/contracts';
import { searchablePages } from '@dz/content';
import type { Db } from '@dz/db';
import { deviceCookies } from './auth/device-cookie.js';
import { knownDevices } from './auth/known-devices.js';
import { loginThrottle, type LoginLimit } from './auth/login-limit.js';
import { SESSION_MAX_SECONDS_DEFAULT } from './auth/tokens.js';
import { revocations } from './auth/revoked.js';
import { systemClock, type Clock } from './clock.js';
import { UPLOAD_DEFAULTS } from './config.js';
import { diskCache } from './files/disk-cache.js';
import { uploadSlots } from './files/slots.js';
import { requireAdmin, requireAuth, tokenAccounts } from './auth/middleware.js';
import { viewerGuard } from './routes/guards.js';
import { deskRouter } from './routes/desk.js';
import { deskService } from './services/desk.js';
import { searchMisses } from './services/search-misses.js';
import { visitorAddress, withVisitor } from './http/visitor.js';
import { synonymService } from './services/synonyms.js';
import { privateToStaff } from './files/caching.js';
import { dbBudget } from './http/db-budget.js';
import { SHUTTING_DOWN, apiNotFound, errorHandler } from './http/errors.js';
import { publicOrigin } from './http/origin.js';
import { logUrl } from './logger.js';
import { METRICS_PATH, metrics } from './http/metrics.js';
import type { BackupSchedule } from './ops/schedule.js';
import { accountRouter } from './routes/account.js';
import { feedsRouter } from './routes/feeds.js';
import { healthRouter } from './routes/health.js';
import { apiTable, customEndpoints } from './routes/table.js';
import { menusRouter } from './routes/menus.js';
import { menuService } from './services/menus.js';
import { redirectsRouter } from './routes/redirects.js';
import { redirectService } from './services/redirects.js';
import { contentRouter } from './routes/content.js';
import { auditCsvRouter, auditRouter, binRouter, itemHistoryRouter } from './routes/history.js';
import { presenceRouter } from './routes/presence.js';
import { searchRouter } from './routes/search.js';
import { sharePictureRouter } from './routes/share-picture.js';
import { phonebookHandler, unitFilesRouter } from './routes/units.js';
import { accountService } from './services/accounts.js';
import { auditService } from './services/audit.js';
import { collectionService, genericCollections, type CollectionService, type Stored } from './services/collection.js';
import { collectionQueries } from './services/queries.js';
import { contentService } from './services/content.js';
import { documentService } from './services/documents.js';
import { historyService } from './services/history.js';
import { newsService } from './services/news.js';
import { pdfTextQueue, type PdfTextTools } from './services/pdf-text.js';
import { phonebookService } from './services/phonebook.js';
import { publicData, staffData } from './services/public-data.js';
import { presenceService } from './services/presence.js';
import { searchService } from './services/search.js';
import { secondFactor } from './services/second-factor.js';
import { sessionService } from './services/sessions.js';
import { sharePictureService } from './services/share-picture.js';
import { speechQueue, type SpeechTools, type UnitKind } from './services/speech.js';
import { unitService } from './services/units.js';
import { precompressed } from './http/precompressed.js';
import { PAGES_DEFAULTS } from './http/kept-pages.js';
import { serveWeb } from './http/web.js';
import { staffPages } from './http/staff-pages.js';
import { dataVersions } from './services/data-version.js';
import { BODY_DEFAULTS, bodyTimeout } from './http/body-timeout.js';
import { checkRequestUrl } from './http/request-url.js';

export interface AppDeps {
  db: Db;
  logger: Logger;
  jwtSecret: string;
  jwtTtlSeconds: number;
  /** SESSION_MAX_HOURS in seconds: how long a sign-in may be renewed (default 7 days). */
  sessionMaxSeconds?: number;
  /** Failed-login limit (config LOGIN_RATE_LIMIT / LOGIN_RATE_WINDOW_SECONDS: the defaults live there). */
  loginLimit: LoginLimit;
  /** The reverse proxy's addresses (config TRUST_PROXY); unset: X-Forwarded-* are ignored. */
  trustProxy?: string[];
  corsOrigins?: string;
  /** The site's public origin for absolute links (config PUBLIC_URL); unset: each request's own (http/origin.ts). */
  publicUrl?: string;
  /** Built web app to serve with an SPA fallback; omitted = API only. */
  webDist?: string;
  /** Set while shutting down: new requests get 503 and Connection: close. */
  isDraining?: () => boolean;
  /** Uploads parsed at once (UPLOAD_CONCURRENCY) and how long another waits for a slot. */
  uploadConcurrency?: number;
  /** Bytes the uploads parsed at once may declare together (UPLOAD_MEMORY_MB). */
  uploadMemoryBytes?: number;
  uploadWaitMs?: number;
  /** How long a small (non-multipart) body may take to arrive, in ms (BODY_TIMEOUT_SECONDS); default BODY_DEFAULTS. */
  bodyTimeoutMs?: number;
  /**
   * Content-addressed disk cache of PDF bytes (FILE_CACHE_DIR, FILE_CACHE_MAX_MB in bytes):
   * downloads after the first are read from local disk. Omitted or maxBytes 0: no cache.
   */
  fileCache?: { dir: string; maxBytes: number };
  /**
   * The one clock of everything that depends on the date or the time (clock.ts): open-now
   * statuses, notices' days (and when one was ended), the phonebook's date, the login
   * throttle's delays and windows, when an item went into the bin. Tests fix or advance it;
   * default: the real one.
   */
  now?: Clock;
  /**
   * Speaking edited audio guides again (services/speech.ts): the commands (default espeak-ng and
   * lame on PATH) and whether to queue every stale guide now (the server's start does).
   */
  speech?: SpeechTools & { sweepAtStart?: boolean };
  /**
   * Reading the text inside uploaded PDFs for the search (services/pdf-text.ts): the command
   * (default pdftotext on PATH), its limits and whether to queue every document without text
   * now (the server's start does).
   */
  pdfText?: PdfTextTools & { backfillAtStart?: boolean };
  /** Pages of search results kept until the index changes (SEARCH_RESULTS_KEPT); default SEARCH_DEFAULTS.resultsKept, 0: none. */
  searchResultsKept?: number;
  /** Bytes of rendered public pages kept until the data changes (PAGES_KEPT_MB, http/kept-pages.ts); default PAGES_DEFAULTS.keptMb MB, 0: none. */
  pagesKeptBytes?: number;
  /** REQUIRE_ADMIN_2FA: an admin without a second factor may only enrol one (services/second-factor.ts). Default off. */
  requireAdmin2fa?: boolean;
  /** REQUIRE_IF_MATCH: a write of a versioned item without If-Match is refused with 428 (http/item-tag.ts). Default off. */
  requireIfMatch?: boolean;
  /** METRICS_TOKEN: GET /metrics (http/metrics.ts) answers a scrape with this Bearer token; unset: /metrics is a 404. */
  metricsToken?: string;
  /** The scheduled backups (BACKUP_DIR, ops/schedule.ts; start.ts starts them): their state on admins' desk and in the metrics. */
  backups?: BackupSchedule;
}

/** Powerful browser features no page of the site uses, switched off for every response (issue 24). */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/** Logged at debug when they succeed: the healthchecks (compose's every 15 s) and the metrics' scrapes. */
const QUIET_PATHS = new Set<string>([API.health, API.ready, METRICS_PATH]);

/** The whole HTTP application, without listen() (supertest drives it directly). */
export function createApp(deps: AppDeps) {
  const now = deps.now ?? systemClock;
  const app = express();
  app.disable('x-powered-by');
  if (deps.trustProxy) app.set('trust proxy', deps.trustProxy);
  // With METRICS_TOKEN every request is timed from here on (http/metrics.ts; set up below, once the upload slots exist).
  let measured: ReturnType<typeof metrics> | undefined;
  if (deps.metricsToken) app.use((req, res, next) => (measured ? measured.timing(req, res, next) : next()));

  app.use(pinoHttp({
    logger: deps.logger,
    // Never log credentials or what residents typed: no headers beyond these, no bodies, no query values (logger.ts logUrl).
    serializers: {
      req: (req: { method: string; url: string; id: unknown }) => ({ id: req.id, method: req.method, url: logUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    // A client that goes away mid-request (a cancelled upload) is not a server failure; a 503
    // (busy, stopping, database away) is a warning: its cause, if any, is logged as an error.
    customLogLevel: (req, res, err) => {
      if (req.socket?.destroyed && !res.writableFinished) return 'info';
      // Health checks and scrapes come every few seconds: only their failures are worth a line at info.
      if (res.statusCode < 400 && QUIET_PATHS.has((req.url ?? '').split('?')[0]!)) return 'debug';
      if (res.statusCode === 503) return 'warn';
      return err || res.statusCode >= 500 ? 'error' : 'info';
    },
  }));
  // Who is asking, for what counts visitors without the request in hand (http/visitor.ts).
  app.use(withVisitor);
  app.use((_req, res, next) => {
    if (deps.isDraining?.()) {
      res.set('Connection', 'close');
      return res.status(SHUTTING_DOWN.status).json(SHUTTING_DOWN);
    }
    next();
  });
  app.use(helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // Served over plain HTTP on a municipal LAN as well; HSTS only when the request came over TLS (below).
    strictTransportSecurity: false,
  }));
  // Helmet sends no Permissions-Policy: set here for every response, pages, files and API answers alike.
  // req.secure is true behind a trusted TLS proxy (X-Forwarded-Proto: https) or on TLS itself.
  app.use((req, res, next) => {
    res.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (req.secure) res.set('Strict-Transport-Security', 'max-age=31536000');
    next();
  });
  // gzip for HTML, JS, CSS and JSON (PDFs, JPEGs and MP3s are left alone: already compressed).
  app.use(compression());
  // Addresses no route can read (400), small bodies that do not arrive in time (408): request-url.ts, body-timeout.ts.
  app.use(checkRequestUrl);
  app.use(bodyTimeout(deps.bodyTimeoutMs ?? BODY_DEFAULTS.timeoutSeconds * 1000));
  // Every answer to a request with credentials (a token) is private, no-store (files/caching.ts).
  app.use(privateToStaff);
  // One time budget (DB_TIMEOUT_MS) for all of a request's database work, not one per wait: http/db-budget.ts.
  if (deps.db.timeoutMs) app.use(dbBudget(deps.db.timeoutMs));
  if (deps.corsOrigins) {
    app.use('/api', cors({
      origin: deps.corsOrigins.split(',').map((o) => o.trim()),
      // What a cross-origin client needs to save a file, resume it (ranges) and revalidate it.
      exposedHeaders: ['Content-Disposition', 'Content-Length', 'Content-Range', 'Accept-Ranges', 'ETag', 'Last-Modified', 'Retry-After'],
    }));
  }

  const twoFactor = secondFactor(deps.db, { now, requireAdmin2fa: deps.requireAdmin2fa });
  const signedIn = requireAuth(deps.db, deps.jwtSecret, deps.jwtTtlSeconds, twoFactor.gate);
  const guards = { signedIn, admin: [signedIn, requireAdmin], viewer: viewerGuard(signedIn) };
  // One set of slots for every upload route (news images and documents alike).
  const slots = uploadSlots(deps.uploadConcurrency ?? UPLOAD_DEFAULTS.concurrency, deps.uploadWaitMs ?? UPLOAD_DEFAULTS.waitMs, undefined,
    deps.uploadMemoryBytes ?? UPLOAD_DEFAULTS.memoryMb * MB);
  app.locals.uploadSlots = slots;
  // Read by every versioned write's If-Match (http/item-tag.ts expectedVersion).
  app.locals.requireIfMatch = deps.requireIfMatch ?? false;
  if (deps.metricsToken) {
    const backups = deps.backups;
    measured = metrics({ token: deps.metricsToken, pool: deps.db.pool, slots, backup: backups && (() => backups.status()) });
    app.get(METRICS_PATH, measured.handler);
  }

  app.use(healthRouter(deps.db));
  const news = newsService(deps.db, { now });
  const documents = documentService(deps.db, { now });
  const pdfText = pdfTextQueue(deps.db, deps.logger, deps.pdfText);
  app.locals.pdfText = pdfText;
  if (deps.pdfText?.backfillAtStart) pdfText.backfill().catch((err: unknown) => deps.logger.warn({ err }, 'documents without PDF text could not be queued'));
  // Searches that found nothing, counted for the staff desk (a failure to count never fails the search).
  const misses = searchMisses(deps.db, { now, secret: deps.jwtSecret });
  // The data's version, which kept search results and kept pages are checked against (services/data-version.ts).
  const versions = dataVersions(deps.db, now);
  const search = searchService(deps.db, searchablePages, {
    resultsKept: deps.searchResultsKept, versions, onKept: measured?.searchKept,
    onMiss: (q) => void misses.record(q, visitorAddress()).catch((err: unknown) => deps.logger.warn({ err }, 'a search without results could not be counted')),
  });
  // The static pages into the index, once per start; searches wait for it (a failure is logged, searches go on).
  const pagesIndexed = search.syncPages().catch((err: unknown) => deps.logger.warn({ err }, 'the static pages could not be written into the search index'));
  // Signed-out tokens and device cookies that failed too often (auth/revoked.ts).
  const revoked = revocations(deps.db.pool, { now, warn: (msg, err) => deps.logger.warn({ err }, msg) });
  const accounts = accountRouter(accountService(deps.db), guards, {
    secret: deps.jwtSecret,
    ttlSeconds: deps.jwtTtlSeconds,
    sessionMaxSeconds: deps.sessionMaxSeconds ?? SESSION_MAX_SECONDS_DEFAULT,
    devices: knownDevices(
      loginThrottle(deps.db.pool, deps.loginLimit, { now, warn: (msg, err) => deps.logger.warn({ err }, msg) }),
      deviceCookies(deps.jwtSecret, now),
      revoked,
    ),
    sessions: sessionService(deps.db, revoked),
    secondFactor: twoFactor,
  });
  // PDF downloads, current and older versions alike, go through it.
  const fileCache = deps.fileCache && deps.fileCache.maxBytes > 0 ? diskCache(deps.fileCache.dir, deps.fileCache.maxBytes, deps.logger) : undefined;
  app.locals.fileCache = fileCache;
  // Versions and the bin of news and documents, then the bin's and the audit log's lists (staff; the log: admins).
  const history = historyService(deps.db);
  const audit = auditService(deps.db);
  const content = contentService(deps.db, { now });
  // Every kind served from its description (routes/collection.ts), each one service, used by its routes and the pages alike.
  const generic = genericCollections();
  // Their afterChange hooks' background queues: a PDF's text for the search, a unit's audio guide (its kind is its slug).
  const background = (c: Stored) => (queue: BackgroundQueue, id: number) => {
    if (queue === 'pdfText') pdfText.enqueue(id);
    else speech.enqueue(c.slug as UnitKind, id);
  };
  const kinds: ReadonlyMap<string, CollectionService> = new Map(generic.map((c) => [c.resource, collectionService(deps.db, c, { now, enqueue: background(c) })]));
  const notices = kinds.get('Obavijest') as CollectionService<Notice>;
  const institution = kinds.get('Ustanova') as CollectionService<Institution>;
  const speech = speechQueue(deps.db, deps.logger, deps.speech, new Map(generic.filter((c) => c.capabilities.audio).map((c) => [c.slug, kinds.get(c.resource)!])));
  app.locals.speech = speech;
  // Work the app does after its answers (http/quiet-gc.ts: the server is not quiet while it runs).
  app.locals.backgroundBusy = () => pdfText.busy || speech.busy;
  if (deps.speech?.sweepAtStart) speech.sweep().catch((err: unknown) => deps.logger.warn({ err }, 'stale audio guides could not be queued'));
  const units = unitService(deps.db, { clinics: kinds.get('Ambulanta') as CollectionService<Clinic>, services: kinds.get('Sluzba') as CollectionService<Service> });
  const sharePicture = sharePictureService(deps.db, { now });
  const menus = menuService(deps.db, { now });
  const redirects = redirectService(deps.db, { now });
  // Their reads, for the server-rendered pages, the sitemap and the feeds (services/queries.ts), by the kind's slug.
  const queries = collectionQueries(new Map(generic.map((c) => [c.slug, kinds.get(c.resource)!])));

  // The API's route table (routes/table.ts): one ordered list, mounted as it stands.
  const table = apiTable({
    system: [
      { path: API.accounts, handler: accounts },
      // Who else has an item open in an edit form (before /api/:resource/:id, whose pattern it would match).
      { path: API.presence(':resource', ':id'), handler: presenceRouter(presenceService(deps.db, { now }), guards) },
      // A page's old addresses (before /api/:resource/:id too).
      { path: API.pageRedirects(':id'), handler: redirectsRouter(redirects, guards) },
      // An item's versions and restore, for every kind with them; passes every other path on.
      { path: '/api/:resource/:id', handler: itemHistoryRouter(history, guards, (id) => pdfText.enqueue(id), fileCache) },
      { path: API.bin, handler: binRouter(history, guards) },
      { path: API.audit, handler: auditRouter(audit, guards) },
      { path: API.auditCsv, handler: auditCsvRouter(audit, guards, now) },
      { path: API.content, handler: contentRouter(content, guards) },
      { path: API.sharePicture, handler: sharePictureRouter(sharePicture, guards, slots) },
      { path: API.desk, handler: deskRouter(deskService(deps.db, { now, content, audit, notices, misses, backup: deps.backups && (() => deps.backups!.status()) }), guards) },
      { path: API.search, handler: searchRouter(search, pagesIndexed, synonymService(deps.db, { now }), guards) },
      { path: API.menus, handler: menusRouter(menus, guards) },
    ],
    custom: customEndpoints({
      clinics: unitFilesRouter(deps.db, kinds.get('Ambulanta')!, generic.find((c) => c.resource === 'Ambulanta')!, guards, slots),
      services: unitFilesRouter(deps.db, kinds.get('Sluzba')!, generic.find((c) => c.resource === 'Sluzba')!, guards, slots),
      notices, pages: kinds.get('Stranica')!, guards, kinds: generic, kindServices: kinds, fileCache,
    }),
    kinds: generic, services: kinds, guards, slots,
  });
  for (const m of table) app.use(m.path, m.handler);
  // Before the web app's files: robots.txt, the sitemap and the feeds are built here, never read from dist/.
  const origin = publicOrigin(deps.publicUrl);
  app.use(feedsRouter(news, documents, units, queries, origin));
  // Before the web app's files too: the phonebook is built from the data, never read from dist/.
  app.get(API.phonebook, phonebookHandler(phonebookService(deps.db, units, institution, { now })));

  if (deps.webDist && fs.existsSync(path.join(deps.webDist, 'index.html'))) {
    app.use('/static', precompressed(path.join(deps.webDist, 'static')));
    serveWeb(app, deps.webDist, publicData({ documents, news, units, institution, notices, search, sharePicture, queries, menus, redirects }), origin, deps.logger, {
      versions, bytes: deps.pagesKeptBytes ?? PAGES_DEFAULTS.keptMb * MB, onKept: measured?.pagesKept,
    }, staffPages(staffData(news), tokenAccounts(deps.db, deps.jwtSecret, deps.jwtTtlSeconds)));
  }
  else app.use(apiNotFound);

  app.use(errorHandler(deps.logger));
  return app;
}

