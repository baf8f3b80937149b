import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { API, collectionByResource, documentTypeByResource, type BackupStatus } from '@dz/contracts';
import { caching } from '../files/caching.js';
import type { UploadSlots } from '../files/slots.js';

/** Where GET /metrics answers (only with METRICS_TOKEN set: otherwise it is a 404 like any unknown path). */
export const METRICS_PATH = API.metrics;

/** The fixed segments of our API's paths ('api', 'Account', 'desk', …): a router's mount path keeps these as they are. */
const FIXED_SEGMENTS = new Set(Object.values(API).flatMap((p) => (typeof p === 'string' ? p.split('/') : [])));

/**
 * A router's mount path as the request matched it (`/api/Zakon/17`: Express keeps only the matched address, not the
 * pattern) with what varies replaced: numbers by `:id`, anything that is neither one of our fixed segments nor a
 * resource by `:param`. So a label never holds an address a client made up, and their number stays bounded.
 */
const mountOf = (baseUrl: string) => baseUrl.split('/').map((seg) => {
  if (!seg || FIXED_SEGMENTS.has(seg) || documentTypeByResource(seg) || collectionByResource(seg)) return seg;
  return /^\d+$/.test(seg) ? ':id' : ':param';
}).join('/');

/**
 * A matched route as a label: the pattern that answered (`/api/Zakon/download/:id`), never the address itself (ids,
 * search words: endless and private).
 */
function routeLabel(baseUrl: string, route: unknown): string | undefined {
  const pattern = (route as { path?: unknown } | undefined)?.path;
  return typeof pattern === 'string' ? `${mountOf(baseUrl)}${pattern === '/' && baseUrl ? '' : pattern}` : undefined;
}

/** Requests no route matched (static files, 404s, files of the web app) share one label each. */
const unmatched = (req: Request) => (req.originalUrl.startsWith('/static/') ? '/static' : '(unmatched)');

const sha256 = (s: string) => createHash('sha256').update(s).digest();

/**
 * The Prometheus metrics (issue 26) of one app: requests by route and status with their latency
 * (http_request_duration_seconds), Node's process metrics (process_resident_memory_bytes, …), the PostgreSQL pool, the
 * upload slots, kept search results and the last scheduled backup. One registry per app, so tests can run several.
 */
export function metrics(opts: {
  /** METRICS_TOKEN: the Bearer token a scrape must send. */
  token: string;
  pool: pg.Pool;
  slots: UploadSlots;
  backup?: () => Promise<BackupStatus>;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status: their count and how long they took to answer',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  new Gauge({
    name: 'dz_db_pool_connections',
    help: 'PostgreSQL connections of this instance\'s pool, in use or idle',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, opts.pool.totalCount - opts.pool.idleCount);
      this.set({ state: 'idle' }, opts.pool.idleCount);
    },
  });
  new Gauge({
    name: 'dz_db_pool_waiting',
    help: 'Queries waiting for a free PostgreSQL connection of the pool',
    registers: [registry],
    collect() { this.set(opts.pool.waitingCount); },
  });
  new Gauge({
    name: 'dz_upload_slots',
    help: 'Uploads processed now (in_use) and waiting for a slot (waiting); UPLOAD_CONCURRENCY bounds in_use',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, opts.slots.active);
      this.set({ state: 'waiting' }, opts.slots.waiting);
    },
  });
  /** A count of answers from something kept (hit) or made anew (miss), both shown from the start. */
  const hitsAndMisses = (name: string, help: string) => {
    const counter = new Counter({ name, help, labelNames: ['result'] as const, registers: [registry] });
    counter.inc({ result: 'hit' }, 0);
    counter.inc({ result: 'miss' }, 0);
    return (hit: boolean) => counter.inc({ result: hit ? 'hit' : 'miss' });
  };
  const searchKept = hitsAndMisses('dz_search_kept_results_total', 'Searches answered from the kept results (hit) or searched anew (miss); SEARCH_RESULTS_KEPT');
  const pagesKept = hitsAndMisses('dz_kept_pages_total', 'Public pages answered from the kept renders (hit) or rendered anew (miss); PAGES_KEPT_MB');
  if (opts.backup) {
    // One look at the folder per scrape, whichever of the gauges asks first.
    const look = opts.backup;
    let pending: Promise<BackupStatus> | undefined;
    const read = () => (pending ??= look().finally(() => setImmediate(() => { pending = undefined; })));
    new Gauge({
      name: 'dz_backup_last_success_timestamp_seconds',
      help: 'When the newest scheduled backup in BACKUP_DIR was made (Unix time); 0 when there is none',
      registers: [registry],
      async collect() {
        const s = await read();
        this.set(s.last ? Date.parse(s.last.at) / 1000 : 0);
      },
    });
    new Gauge({
      name: 'dz_backup_last_size_bytes',
      help: 'Size of the newest scheduled backup in BACKUP_DIR',
      registers: [registry],
      async collect() {
        this.set((await read()).last?.bytes ?? 0);
      },
    });
    new Gauge({
      name: 'dz_backup_failing',
      help: '1 when the last scheduled backup attempt failed (no success since), else 0',
      registers: [registry],
      async collect() {
        this.set((await read()).failure ? 1 : 0);
      },
    });
  }

  const expected = sha256(`Bearer ${opts.token}`);
  return {
    /** Times every request to its end and counts it under its route and status. Mounted first. */
    timing: ((req, res, next) => {
      const end = duration.startTimer();
      // Express sets req.route when a route matches, inside its router, while req.baseUrl is still that router's mount
      // path (an error answered later by the error handler sees it reset): the label is taken right then.
      let route: unknown;
      let label: string | undefined;
      Object.defineProperty(req, 'route', {
        configurable: true, enumerable: true,
        get: () => route,
        set: (value: unknown) => { route = value; label = routeLabel(req.baseUrl, value); },
      });
      let recorded = false;
      // 'close' too: a client that went away is counted, under the status it was about to get.
      const record = () => {
        if (recorded) return;
        recorded = true;
        end({ method: req.method, route: label ?? unmatched(req), status_code: res.statusCode });
      };
      res.once('finish', record);
      res.once('close', record);
      next();
    }) as RequestHandler,
    /** GET /metrics: 401 without the right Bearer token (compared in constant time), else the text format. */
    handler: (async (req, res) => {
      caching(res, 'private');
      if (!timingSafeEqual(sha256(req.get('authorization') ?? ''), expected)) {
        res.set('WWW-Authenticate', 'Bearer').status(401).type('text/plain').send('unauthorized\n');
        return;
      }
      res.type(registry.contentType).send(await registry.metrics());
    }) as RequestHandler,
    /** For the search service: a search answered from the kept results, or not. */
    searchKept,
    /** For the kept pages: a public page answered from a kept render, or rendered. */
    pagesKept,
  };
}
