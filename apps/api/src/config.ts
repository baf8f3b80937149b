import path from 'node:path';
import proxyaddr from 'proxy-addr';
import { ALL_DIGITS, LIMITS, passwordUserInputs } from '@dz/contracts';
import { z } from 'zod';
import { passwordRule } from './auth/password-rule.js';
import { DB_WAIT_DEFAULTS } from './db/wait.js';
import { BODY_DEFAULTS } from './http/body-timeout.js';
import { PAGES_DEFAULTS } from './http/kept-pages.js';
import { BACKUP_DEFAULTS } from './ops/schedule.js';
import { SEARCH_DEFAULTS } from './services/search.js';

/** true/false/1/0/yes/no; unset (or empty) stays undefined so a default can apply. */
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v ? v === 'true' || v === '1' || v === 'yes' : undefined));
const optional = z.string().trim().optional().transform((v) => (v ? v : undefined));

/**
 * Uploads parsed at once (each holds its file in memory, up to LIMITS.pdfBytes) and how long another
 * waits for a free slot before a 503. The one place these defaults live (app.ts uses them
 * when a caller passes none).
 */
export const UPLOAD_DEFAULTS = { concurrency: 4, waitMs: 30_000, memoryMb: 48 } as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(7121),
    /** Absent: start.ts runs an embedded PostgreSQL under DATA_DIR. */
    DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /**
     * Longest wait on PostgreSQL, in ms: for a connection, and for each statement's answer
     * (prisma/src/bounded.ts). During a network partition every request answers 503 within about this.
     */
    DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(8000),
    /**
     * How long the start waits for a PostgreSQL that does not answer yet (a database still starting, a network not up),
     * trying again with a growing pause and one log line a try (db/wait.ts); then it stops with one line. 0: one try.
     */
    DB_WAIT_SECONDS: z.coerce.number().int().min(0).max(24 * 3600).default(DB_WAIT_DEFAULTS.seconds),
    DATA_DIR: z.string().default('./data'),
    JWT_SECRET: optional,
    JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(30 * 24 * 3600).default(8 * 3600),
    /**
     * The longest a sign-in lasts, in hours, however often its token is renewed (POST /api/Account/refresh):
     * then the password (and the second factor) is asked again. At least one token's lifetime.
     */
    SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(366 * 24).default(7 * 24),
    ADMIN_USERNAME: optional,
    ADMIN_PASSWORD: optional,
    ADMIN_EMAIL: optional,
    /** Directory of the built web app; served with an SPA fallback when it exists. */
    WEB_DIST: optional,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * The reverse proxy's own address(es): IPs, CIDR ranges or loopback / linklocal /
     * uniquelocal, comma-separated. Only requests from these may set X-Forwarded-For/-Proto.
     * Unset: trust none. A hop count is refused: it trusts whoever reaches the port directly.
     */
    TRUST_PROXY: optional.transform((v, ctx) => {
      if (v === undefined) return undefined;
      const list = trustList(v);
      if (!list) {
        ctx.addIssue({
          code: 'custom',
          message: 'TRUST_PROXY must name the proxy\'s address(es), e.g. loopback, uniquelocal, 172.18.0.1 or 10.0.0.0/8 (not a hop count '
            + 'or true: with those, a client that reaches the port directly could choose its own address)',
        });
        return z.NEVER;
      }
      return list;
    }),
    /**
     * The site's public address (scheme, host, port), for the absolute links of robots.txt,
     * sitemap.xml and the RSS feeds. Unset: each request's own (http/origin.ts), whose Host
     * header the client chooses: production should set it.
     */
    PUBLIC_URL: optional.transform((v, ctx) => {
      if (v === undefined) return undefined;
      const origin = originOf(v);
      if (!origin) {
        ctx.addIssue({ code: 'custom', message: 'PUBLIC_URL must be the site\'s address, http(s)://host[:port] without a path, query or user name (e.g. https://dz-primjer.ba)' });
        return z.NEVER;
      }
      return origin;
    }),
    /** Comma-separated origins allowed to call the API cross-origin. Unset: same origin only. */
    CORS_ORIGINS: optional,
    /** Load the demo content into an empty database at start. Unset: only on the embedded database's first start. */
    SEED_DEMO: bool,
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    LOGIN_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(15 * 60),
    /** Upper bound for a whole request (a 20 MB upload over a slow line takes minutes). */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(10).default(30 * 60),
    /** How long a small body (JSON: a login, a form) may take to arrive; then 408. PDF uploads keep REQUEST_TIMEOUT_SECONDS. */
    BODY_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(BODY_DEFAULTS.timeoutSeconds),
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).default(30),
    /** Uploads parsed at the same time; more wait for a slot (up to UPLOAD_DEFAULTS.waitMs, then 503). */
    UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(UPLOAD_DEFAULTS.concurrency),
    /** Megabytes the uploads being parsed may declare together (Content-Length); more wait too (files/slots.ts). */
    UPLOAD_MEMORY_MB: z.coerce.number().int().min(1).max(4096).default(UPLOAD_DEFAULTS.memoryMb),
    /** Folder of the PDF disk cache. Unset: <os temp dir>/dz-file-cache (files/disk-cache.ts defaultFileCacheDir). */
    FILE_CACHE_DIR: optional,
    /** Size bound of the PDF disk cache in MB; 0 turns the cache off. */
    FILE_CACHE_MAX_MB: z.coerce.number().int().min(0).default(1024),
    /** Pages of search results kept in memory, each until the index changes (services/search.ts); 0 turns keeping off. */
    SEARCH_RESULTS_KEPT: z.coerce.number().int().min(0).max(100_000).default(SEARCH_DEFAULTS.resultsKept),
    /** MB of rendered public pages kept in memory, each until the data changes or the minute turns (http/kept-pages.ts); 0 turns keeping off. */
    PAGES_KEPT_MB: z.coerce.number().int().min(0).max(4096).default(PAGES_DEFAULTS.keptMb),
    /**
     * Folder of the scheduled backups (ops/schedule.ts): one every BACKUP_EVERY_HOURS, the newest BACKUP_KEEP kept, one
     * instance writing when several share the database. Unset: none are written (`cli.js backup` still works).
     */
    BACKUP_DIR: optional,
    BACKUP_EVERY_HOURS: z.coerce.number().int().min(1).max(24 * 366).default(BACKUP_DEFAULTS.everyHours),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(BACKUP_DEFAULTS.keep),
    /**
     * Bearer token of GET /metrics (Prometheus text format, http/metrics.ts). Unset: /metrics is a 404.
     */
    METRICS_TOKEN: optional.pipe(z.string().min(16, { error: 'METRICS_TOKEN must have at least 16 characters (e.g. `openssl rand -hex 32`)' }).optional()),
    /**
     * Tests only: the server's clock (AppDeps.now) starts at this instant, an ISO 8601 time with its offset
     * (e.g. 2026-03-11T09:30:00Z), and runs on at real speed, so "today" (open now, notices, the phonebook,
     * the bin) is the same on every run (the e2e servers pin it). Login tokens keep the real time.
     * Refused in production. Unset: the real clock.
     */
    CLOCK_AT: optional.pipe(z.iso.datetime({ offset: true }).optional()),
    /**
     * Admins must sign in with a second factor (TOTP): an admin without one may only enrol it (and change the own
     * password, sign out) until done, the first admin from ADMIN_USERNAME included. Unset: on in production, off otherwise.
     */
    REQUIRE_ADMIN_2FA: bool,
    /**
     * Every write of a versioned item (PUT, DELETE: news, documents, clinics, services, notices, the institution, the
     * generic collections, the synonyms, the share picture) must carry If-Match, else 428 (http/item-tag.ts). Unset: off,
     * so legacy clients that write without it keep working (their writes replace whatever was saved in between).
     */
    REQUIRE_IF_MATCH: bool,
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_USERNAME && ALL_DIGITS.test(env.ADMIN_USERNAME)) {
      // An all-digit name in DELETE /api/Account/delete-account/{id} means an id.
      ctx.addIssue({ code: 'custom', path: ['ADMIN_USERNAME'], message: 'ADMIN_USERNAME must not be all digits (it would read as an account id)' });
    }
    if (env.SESSION_MAX_HOURS * 3600 < env.JWT_TTL_SECONDS) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_MAX_HOURS'], message: 'SESSION_MAX_HOURS must be at least one token\'s lifetime (JWT_TTL_SECONDS)' });
    }
    if (env.NODE_ENV !== 'production') return;
    if (env.CLOCK_AT) {
      ctx.addIssue({ code: 'custom', path: ['CLOCK_AT'], message: 'CLOCK_AT pins the server\'s clock for tests; production runs on the real clock: unset it' });
    }
    if (!env.JWT_SECRET || env.JWT_SECRET.length < 32 || /change|secret|example/i.test(env.JWT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'in production JWT_SECRET must be a random string of at least 32 characters (e.g. `openssl rand -hex 32`)' });
    }
    if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < 12) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'in production ADMIN_PASSWORD must have at least 12 characters' });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** REQUIRE_ADMIN_2FA with its default: on in production unless set off. */
export const requireAdmin2fa = (env: Pick<Env, 'NODE_ENV' | 'REQUIRE_ADMIN_2FA'>) => env.REQUIRE_ADMIN_2FA ?? env.NODE_ENV === 'production';
/** Every setting the server reads (README, .env.example and the compose test list them). */
export const ENV_KEYS = Object.keys(envSchema.shape) as (keyof Env)[];

/** TRUST_PROXY as a list proxy-addr accepts, or undefined when it is not one. */
function trustList(value: string): string[] | undefined {
  const list = value.split(',').map((s) => s.trim()).filter(Boolean);
  if (!list.length || list.some((s) => /^(\d+|true|false)$/i.test(s))) return undefined;
  try {
    proxyaddr.compile(list);
    return list;
  } catch {
    return undefined;
  }
}

/** An http(s) URL naming only a site (a trailing '/' allowed) as its origin, or undefined. */
function originOf(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !value.endsWith('?') && !value.endsWith('#');
  return /^https?:$/.test(url.protocol) && bare ? url.origin : undefined;
}

/**
 * Parses the environment once; a bad value stops the start with a message naming it.
 * An empty value (`KEY=` in .env) is the same as an unset one: the default applies.
 */
export function parseEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const r = envSchema.safeParse(set);
  if (!r.success) {
    const lines = r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${lines}`);
  }
  return r.data;
}

export class ConfigError extends Error {}

/**
 * The first admin outside production when ADMIN_USERNAME and ADMIN_PASSWORD are unset (start.ts): its password is
 * printed at the first start and must be changed after signing in. It follows the password rule like any other
 * (test/password-rule.test.ts checks): no exception is made for it.
 */
export const DEV_ADMIN = { userName: 'admin', password: 'zelena-zirafa-plese', email: 'admin@localhost' } as const;

/**
 * ADMIN_PASSWORD under the password rule every account's password follows (contracts password-strength.ts), in
 * every mode: a weak one stops the start with a message naming the setting (never the password). Apart from
 * parseEnv because the rule's dictionaries load asynchronously, and only when the setting is there.
 */
export async function checkAdminPassword(env: Pick<Env, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD' | 'ADMIN_EMAIL'>): Promise<void> {
  if (!env.ADMIN_PASSWORD) return;
  const rule = await passwordRule();
  const { problem } = rule(env.ADMIN_PASSWORD, passwordUserInputs(env.ADMIN_USERNAME, env.ADMIN_EMAIL));
  if (!problem) return;
  throw new ConfigError(
    `Invalid configuration:\n  ADMIN_PASSWORD: refused by the password rule every account follows (at least ${LIMITS.passwordMinChars} `
    + `characters, not common or guessable, not built from ADMIN_USERNAME or ADMIN_EMAIL; several unrelated words work well): ${problem}`,
  );
}

/** Where prisma/ sits relative to this file, both as source (src/) and as the bundle (dist/). */
export function repoPrismaDir(fromDir: string): string {
  return path.resolve(fromDir, '..', '..', '..', 'prisma');
}
