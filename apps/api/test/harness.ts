import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject, vi } from 'vitest';
import { pino } from 'pino';
import supertest from 'supertest';
import { ADMIN_ROLE } from '@dz/contracts';
import { createPrisma, type Db } from '@dz/db';
import { createApp, type AppDeps } from '../src/app.js';
import { parseEnv } from '../src/config.js';
import { signToken } from '../src/auth/tokens.js';
import { accountService } from '../src/services/accounts.js';
import { adminQuery, withDatabase } from './pg-server.js';
import { tcpProxy } from './tcp-proxy.js';

export const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';
/** The server's own defaults (config.ts), so tests never restate them. */
export const SETTINGS = parseEnv({ NODE_ENV: 'test' });
export const LOGIN_LIMIT = { limit: SETTINGS.LOGIN_RATE_LIMIT, windowSeconds: SETTINGS.LOGIN_RATE_WINDOW_SECONDS };

/**
 * How long a test waits for a condition before it fails: generous, for a loaded 2-core
 * machine. The one bound of every wait (vitest.config.ts bounds a whole test, above it).
 */
export const WAIT_MS = 60_000;

/**
 * Waits until `check` passes (returns without throwing), checking it again every 20 ms; after `timeout`
 * (WAIT_MS unless the wait is for something known to be long) fails with its last error.
 */
export const eventually = <T>(check: () => T | Promise<T>, timeout = WAIT_MS): Promise<T> => vi.waitFor(check, { timeout, interval: 20 });

/**
 * A clock for AppDeps.now that moves only when the test moves it: what depends on the date or
 * the time (a login delay, "today" in Sarajevo, the bin's 30 days) is decided by the test,
 * never by the machine's clock or its load.
 */
export function testClock(start: string | Date) {
  let ms = new Date(start).getTime();
  return {
    now: () => new Date(ms),
    set: (at: string | Date) => { ms = new Date(at).getTime(); },
    advance: (by: number) => { ms += by; },
  };
}
export type TestClock = ReturnType<typeof testClock>;

export interface Harness {
  db: Db;
  url: string;
  request: ReturnType<typeof supertest>;
  tokens: { admin: string; staff: string };
  ids: { admin: number; staff: number };
  app: ReturnType<typeof createApp>;
}

/**
 * Per test file: its own database cloned from the migrated template, the real app on it,
 * an admin and a staff account with tokens. Dropped after the file.
 */
/** A fresh, migrated database of the test server (a clone of the template); drop() removes it. */
export async function testDatabase() {
  const pgUrl = inject('pgUrl');
  const name = `${inject('templateDb').replace('_tpl_', '_')}_${randomBytes(4).toString('hex')}`;
  await adminQuery(pgUrl, `CREATE DATABASE "${name}" TEMPLATE "${inject('templateDb')}"`);
  return { url: withDatabase(pgUrl, name), drop: () => adminQuery(pgUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** `dbTimeoutMs`: the pool's bounded waits (config DB_TIMEOUT_MS); unset: createPrisma's looser defaults (5 s to connect, 60 s a statement). */
export function useTestApp(overrides: Partial<AppDeps> & { dbUrl?: (url: string) => string; dbTimeoutMs?: number } = {}): Harness {
  const h = {} as Harness;
  let drop: () => Promise<unknown>;

  beforeAll(async () => {
    const t = await testDatabase();
    drop = t.drop;
    h.url = t.url;
    h.db = createPrisma(overrides.dbUrl?.(h.url) ?? h.url, 4, overrides.dbTimeoutMs);
    const accounts = accountService(h.db);
    const admin = await accounts.create({ username: 'admin', email: 'admin@dz.ba', password: 'admin-lozinka', role: ADMIN_ROLE });
    const staff = await accounts.create({ username: 'osoblje', email: 'osoblje@dz.ba', password: 'osoblje-lozinka', role: 'User' });
    h.ids = { admin: admin.id, staff: staff.id };
    h.tokens = {
      admin: signToken(JWT_SECRET, 3600, { id: admin.id, userName: admin.userName, role: admin.role }),
      staff: signToken(JWT_SECRET, 3600, { id: staff.id, userName: staff.userName, role: staff.role }),
    };
    h.app = createApp({ db: h.db, logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }), jwtSecret: JWT_SECRET, jwtTtlSeconds: 3600, loginLimit: LOGIN_LIMIT, ...overrides });
    h.request = supertest(h.app);
  });

  afterAll(async () => {
    await h.db?.$disconnect();
    await drop?.();
  });

  return h;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A small PDF whose bytes differ per call. Like real PDFs it carries binary bytes (every
 * value 0-255), so no layer may treat the file as text.
 */
export const pdf = (label = randomBytes(4).toString('hex')) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n% ${label}\nstream\n`, 'latin1'),
    Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
    randomBytes(64),
    Buffer.from('\nendstream\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  ]);

/**
 * The test app connected to PostgreSQL through a TCP proxy the test can cut and restore
 * (a database outage). `proxy` is set once the file's beforeAll hooks have run.
 */
export function useTestAppBehindProxy(overrides: Partial<AppDeps> & { dbTimeoutMs?: number } = {}) {
  const handle = {} as { proxy: Awaited<ReturnType<typeof tcpProxy>> };
  // Registered before the harness, so the app connects through the proxy.
  beforeAll(async () => {
    const pg = new URL(inject('pgUrl'));
    handle.proxy = await tcpProxy({ host: pg.hostname, port: Number(pg.port || 5432) });
  });
  const h = useTestApp({
    ...overrides,
    dbUrl: (url) => {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(handle.proxy.port);
      return u.toString();
    },
  });
  return { h, handle };
}
