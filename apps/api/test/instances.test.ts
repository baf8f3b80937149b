// Two instances of the built server (dist/start.js) behind one database, as when the site is
// scaled out: nothing that must be shared lives in one process's memory. Needs `build`.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, API_ERRORS } from '@dz/contracts';
import { createPrisma } from '@dz/db';
import { MAX_DELAY_SECONDS, userKey } from '../src/auth/login-limit.js';
import { serverReady, spawnServer, type BuiltServer } from './built-server.js';
import { eventually, testDatabase } from './harness.js';

const ADMIN = { username: 'upravnik', password: 'upravnikova-lozinka' };
const LIMIT = 3;

let database: Awaited<ReturnType<typeof testDatabase>>;
const instances: BuiltServer[] = [];

beforeAll(async () => { database = await testDatabase(); });
afterAll(async () => {
  for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGTERM');
  await Promise.all(instances.map((i) => i.exited));
  await database?.drop();
});

function launch(secret: string): BuiltServer {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production', DATABASE_URL: database.url, HOST: '127.0.0.1', LOG_LEVEL: 'warn',
    JWT_SECRET: secret, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password,
    LOGIN_RATE_LIMIT: String(LIMIT), LOGIN_RATE_WINDOW_SECONDS: '600',
    // The admin signs in to write here; enrolling a second factor first (production's default) is two-factor*.test.ts's.
    REQUIRE_ADMIN_2FA: 'false',
  };
  delete env.TEST_DATABASE_URL;
  const instance = spawnServer(env);
  instances.push(instance);
  return instance;
}

/**
 * `seconds` pass for the login throttle: every row's times move back by that much. The
 * instances run on the real clock (production settings: no CLOCK_AT), so the test moves the
 * shared state instead of waiting; the throttle compares only times relative to now.
 */
async function passes(seconds: number) {
  await sql(`UPDATE "LoginThrottle" SET "windowStart" = "windowStart" - $1 * interval '1 second', "nextAt" = "nextAt" - $1 * interval '1 second'`, [seconds]);
}

/** The name's failures counted in the shared table. */
const failures = async () => (await sql<{ failures: number }>(`SELECT failures FROM "LoginThrottle" WHERE key = $1`, [userKey(ADMIN.username)]))[0]?.failures;

async function sql<T>(text: string, values: unknown[]): Promise<T[]> {
  const c = new pg.Client({ connectionString: database.url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as T[];
  } finally {
    await c.end();
  }
}

const login = async (i: BuiltServer, password: string) => {
  const r = await fetch(`${i.base}${API.login}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: ADMIN.username, password }) });
  return { status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.json() };
};

describe('two instances behind one database', () => {
  // Each test starts with no failed logins: the first one's failures from this address would otherwise make the next
  // test's login wait a second (429) when its instances start in less (a fast machine).
  beforeEach(async () => { await sql('DELETE FROM "LoginThrottle"', []); });

  it('start at once with one first admin, and share the per-name login limit', async () => {
    const secret = randomBytes(32).toString('hex');
    const [a, b] = await Promise.all([launch(secret), launch(secret)]);
    await Promise.all([serverReady(a), serverReady(b)]);
    const db = createPrisma(database.url, 1);
    try {
      expect(await db.account.count()).toBe(1);
    } finally {
      await db.$disconnect();
    }

    // Failures spread over both instances add up: the limit (3), then one more on each in turn
    // as each delay (1, 2, 4 … s) passes, up to the cap (60 s): a wait no request of this test
    // comes near, however loaded the machine.
    for (const i of [a, b, a]) expect((await login(i, 'pogresna')).status).toBe(401);
    let delay = 1;
    for (const i of [b, a, b, a, b, a]) {
      await passes(delay);
      expect((await login(i, 'pogresna')).status).toBe(401);
      delay = Math.min(MAX_DELAY_SECONDS, delay * 2);
    }
    expect(delay).toBe(MAX_DELAY_SECONDS);
    expect(await failures()).toBe(9);
    // … so the too-early attempt is refused by either one, even with the right password.
    for (const i of [b, a]) {
      const early = await login(i, ADMIN.password);
      expect(early.status).toBe(429);
      const wait = Number(early.retryAfter);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
      expect(early.body).toEqual({ status: 429, message: API_ERRORS.tooManyLoginsWait(wait) });
    }
    await passes(MAX_DELAY_SECONDS);
    // After the delay the right password gets in on one and resets the count for both.
    const ok = await login(b, ADMIN.password);
    expect(ok.status).toBe(200);
    expect((await fetch(`${a.base}${API.accounts}`, { headers: { Authorization: `Bearer ${ok.body.token}` } })).status).toBe(200);
    // The name's count starts again for both: a failure on the other instance is its first.
    expect((await login(a, 'pogresna')).status).toBe(401);
    expect(await failures()).toBe(1);
  });

  it('show a scheduled news item at its time on both, with nothing run or restarted, its search included (issue 23)', async () => {
    const secret = randomBytes(32).toString('hex');
    const [a, b] = await Promise.all([launch(secret), launch(secret)]);
    await Promise.all([serverReady(a), serverReady(b)]);
    const { token } = (await login(a, ADMIN.password)).body as { token: string };
    // Seen by each instance as the public: the item by id, the archive, and a search for its title's word.
    const seen = async (i: BuiltServer, id: number) => ({
      item: (await fetch(`${i.base}${API.news(id)}`)).status,
      archive: ((await (await fetch(`${i.base}${API.newsList}?page=1&pageSize=50`)).json()) as { items: { id: number }[] }).items.some((n) => n.id === id),
      search: ((await (await fetch(`${i.base}${API.search}?q=zvjezdarnica`)).json()) as { items: { id: number }[] }).items.some((n) => n.id === id),
    });
    const form = new FormData();
    form.set('naslov', 'Dan otvorene zvjezdarnice');
    form.set('opis', 'Zakazana novost.');
    form.set('status', 'scheduled');
    // Ahead of this machine's clock, which both instances run on (no CLOCK_AT in production), by enough for the
    // checks before it on a loaded machine (they take well under a second unloaded).
    form.set('publishAt', new Date(Date.now() + 10_000).toISOString());
    form.set('slika', new Blob([new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } }).jpeg().toBuffer())], { type: 'image/jpeg' }), 's.jpg');
    const created = await fetch(`${a.base}${API.newsList}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // Before its time neither shows it (b's answer is kept in its search cache too).
    for (const i of [a, b]) expect(await seen(i, id)).toEqual({ item: 404, archive: false, search: false });
    // Its time comes: both show it, with nothing written meanwhile (the wait is for the item, bounded).
    for (const i of [b, a]) await eventually(async () => expect(await seen(i, id)).toEqual({ item: 200, archive: true, search: true }), 30_000);
  });

  it('keep a public page while the data is unchanged (304 on each) and show a write made on one at the next request to the other (issue 25)', async () => {
    const secret = randomBytes(32).toString('hex');
    const [a, b] = await Promise.all([launch(secret), launch(secret)]);
    await Promise.all([serverReady(a), serverReady(b)]);
    const { token } = (await login(a, ADMIN.password)).body as { token: string };
    // Revalidated as a browser does on a reload (fetch() adds Cache-Control: no-cache to a conditional request without
    // one, which asks for the whole page).
    const home = (i: BuiltServer, etag?: string) => fetch(`${i.base}/`, { headers: etag ? { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } : {} });
    // Each instance's page names its own address (no PUBLIC_URL here), so each has its own validator.
    const etags = new Map<BuiltServer, string>();
    for (const i of [a, b]) {
      const first = await home(i);
      expect(first.status).toBe(200);
      etags.set(i, first.headers.get('etag')!);
      expect((await home(i)).headers.get('etag')).toBe(etags.get(i));
      expect((await home(i, etags.get(i))).status).toBe(304);
    }
    const form = new FormData();
    form.set('naslov', 'Vakcinacija protiv gripe počinje u ponedjeljak');
    form.set('opis', 'Hitna obavijest.');
    form.set('imageAlt', 'Vakcina');
    form.set('slika', new Blob([new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#654321' } }).jpeg().toBuffer())], { type: 'image/jpeg' }), 's.jpg');
    const created = await fetch(`${a.base}${API.newsList}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    expect(created.status, await created.clone().text()).toBe(201);
    // The next request, on the other instance first: the new page, not a 304.
    for (const i of [b, a]) {
      const next = await home(i, etags.get(i));
      expect(next.status).toBe(200);
      expect(await next.text()).toContain('Vakcinacija protiv gripe počinje u ponedjeljak');
    }
  });
});
