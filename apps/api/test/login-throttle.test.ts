// The login throttle (src/auth/login-limit.ts): slows guessing per user name and per client
// address, in PostgreSQL, and never locks the owner out for longer than the cap. The app's
// clock (AppDeps.now) stands still unless a test advances it: a delay is over exactly when
// the test says so, however long a password check takes on a loaded machine.
import pg from 'pg';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, API_ERRORS } from '@dz/contracts';
import { MAX_DELAY_SECONDS, addressKey, loginThrottle, userKey } from '../src/auth/login-limit.js';
import { hashPassword } from '../src/auth/passwords.js';
import { eventually, testClock, useTestApp, useTestAppBehindProxy, type Harness } from './harness.js';

const LIMIT = 3;
const PASSWORD = 'prava-lozinka';

/** Helpers over one harness: accounts with a known password, logins from a chosen address. */
function helpers(h: Harness) {
  let hash: string;
  let n = 0;
  beforeAll(async () => { hash = await hashPassword(PASSWORD); });
  return {
    /** A fresh account (its own throttle row) with PASSWORD. */
    account: async (prefix = 'korisnik') => {
      const userName = `${prefix}${++n}`;
      await h.db.account.create({ data: { userName, email: `${userName}@dz.ba`, role: 'User', passwordHash: hash } });
      return userName;
    },
    /** A fresh client address. */
    ip: () => `10.1.${Math.floor(++n / 250)}.${n % 250}`,
    login: (username: string, password: string, ip?: string) => {
      const r = h.request.post(API.login);
      if (ip) r.set('X-Forwarded-For', ip);
      return r.send({ username, password });
    },
    row: async (key: string) =>
      (await h.db.pool.query<{ failures: number }>('SELECT "failures" FROM "LoginThrottle" WHERE "key" = $1', [key])).rows[0],
  };
}

/** A refusal that announces the wait in seconds (the clock stands still: exactly the step). */
const expectWait = (r: { status: number; headers: Record<string, string>; body: unknown }, seconds: number) => {
  expect(r.status).toBe(429);
  expect(r.headers['retry-after']).toBe(String(seconds));
  expect(r.body).toEqual({ status: 429, message: API_ERRORS.tooManyLoginsWait(seconds) });
};

describe('login throttle', () => {
  const clock = testClock('2026-03-02T09:00:00Z');
  // What the app logs as an error (a 500's cause), so a failing test says why.
  const errors: string[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => { errors.push(line); } });
  const h = useTestApp({ loginLimit: { limit: LIMIT, windowSeconds: 600 }, trustProxy: ['loopback'], now: clock.now, logger });
  const { account, ip, login, row } = helpers(h);

  it('validates the body first: a 5,000-deep JSON user name is 400 (no stack overflow), and bad bodies never count', async () => {
    const deep = `{"username":${'['.repeat(5000)}${']'.repeat(5000)},"password":"x"}`;
    const r = await h.request.post(API.login).set('Content-Type', 'application/json').send(deep);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ status: 400, field: 'username' });
    const name = await account();
    for (let i = 0; i < LIMIT * 4; i++) {
      expect((await h.request.post(API.login).send({ username: name })).status).toBe(400);
      expect((await h.request.post(API.login).send({ username: name, password: { toString: 1 } })).status).toBe(400);
    }
    expect(await row(userKey(name))).toBeUndefined();
    expect((await login(name, PASSWORD)).status).toBe(200);
  });

  it('after N wrong passwords an attempt that comes too early gets 429 + Retry-After; after the delay the right password gets in and the count starts again', async () => {
    const name = await account();
    const from = ip();
    for (let i = 0; i < LIMIT; i++) expect((await login(name, 'pogresna', from)).body).toEqual({ status: 401, message: API_ERRORS.loginFailed });
    expectWait(await login(name, PASSWORD, from), 1);
    // Too-early attempts are neither checked nor counted, from any address: a millisecond before the delay is over too.
    expect((await login(name, PASSWORD, ip())).status).toBe(429);
    clock.advance(999);
    expectWait(await login(name, PASSWORD, ip()), 1);
    expect((await row(userKey(name)))?.failures).toBe(LIMIT);

    clock.advance(1);
    expect((await login(name, PASSWORD, from)).status).toBe(200);
    expect(await row(userKey(name))).toBeUndefined();
    for (let i = 0; i < LIMIT; i++) expect((await login(name, 'pogresna', from)).status).toBe(401);
    expect((await login(name, 'pogresna', from)).status).toBe(429);
  });

  it('slows, never blocks: the delay doubles after each further failure and stops at the cap, after which the right password still gets in', async () => {
    const name = await account();
    for (let i = 0; i < LIMIT; i++) expect((await login(name, 'pogresna', ip())).status).toBe(401);
    clock.advance(1_000);
    expect((await login(name, 'pogresna', ip())).status).toBe(401);
    expectWait(await login(name, PASSWORD, ip()), 2);
    clock.advance(2_000);
    expect((await login(name, 'pogresna', ip())).status).toBe(401);
    expectWait(await login(name, PASSWORD, ip()), 4);

    // As after a long attack: a thousand failures in the window, then the last delay over.
    await h.db.pool.query(`UPDATE "LoginThrottle" SET "failures" = 1000 WHERE "key" = $1`, [userKey(name)]);
    clock.advance(4_000);
    expect((await login(name, 'pogresna', ip())).status).toBe(401);
    expectWait(await login(name, PASSWORD, ip()), MAX_DELAY_SECONDS);
    clock.advance(MAX_DELAY_SECONDS * 1000 - 1);
    expectWait(await login(name, PASSWORD, ip()), 1);
    // The cap's wait is over: the right password gets in.
    clock.advance(1);
    expect((await login(name, PASSWORD, ip())).status).toBe(200);
  });

  it('never counts successful logins, for the name or the address', async () => {
    const name = await account();
    const from = ip();
    for (let i = 0; i < LIMIT * 4; i++) expect((await login(name, PASSWORD, from)).status).toBe(200);
    expect(await row(userKey(name))).toBeUndefined();
    expect((await row(addressKey(from)))?.failures).toBe(0);
  });

  it('starts counting again once the window is over', async () => {
    const name = await account();
    for (let i = 0; i < LIMIT; i++) expect((await login(name, 'pogresna', ip())).status).toBe(401);
    expect((await login(name, 'pogresna', ip())).status).toBe(429);
    // Still in the window (600 s here), a checked failure adds to the count …
    clock.advance(599_999);
    expect((await login(name, 'pogresna', ip())).status).toBe(401);
    expect((await row(userKey(name)))?.failures).toBe(LIMIT + 1);
    // … and once the window of the name's first failure is over, counting starts again, though never before the
    // last failure's delay (2 s) is over …
    clock.advance(1);
    expectWait(await login(name, 'pogresna', ip()), 2);
    // … and then with the count at one.
    clock.advance(1_999);
    expect((await login(name, 'pogresna', ip())).status).toBe(401);
    expect((await row(userKey(name)))?.failures).toBe(1);
  });

  it('counts unknown names like wrong passwords, whatever their letter case', async () => {
    for (const username of ['Nepoznat', 'NEPOZNAT', 'nepoznat']) expect((await login(username, 'pogresna', ip())).status).toBe(401);
    expect((await login('nePoznat', 'pogresna', ip())).status).toBe(429);
  });

  it('bounds an address at 3× the limit across names; other addresses are not affected; a success gives the address its attempt back', async () => {
    const from = ip();
    // The account first: making it (a bcrypt hash) between the guesses and the early attempt could outlast the delay.
    const name = await account();
    for (let i = 0; i < LIMIT * 3; i++) expect((await login(`nepostojeci-${i}`, 'pogresna', from)).status).toBe(401);
    expectWait(await login(name, PASSWORD, from), 1);
    expect((await row(addressKey(from)))?.failures).toBe(LIMIT * 3);
    expect((await login(name, PASSWORD, ip())).status).toBe(200);

    clock.advance(1_000);
    expect((await login(name, PASSWORD, from)).status).toBe(200);
    expect((await row(addressKey(from)))?.failures).toBe(LIMIT * 3);
    // The success did not use up the address's turn: the next guess is checked at once …
    expect((await login('nepostojeci-x', 'pogresna', from)).status).toBe(401);
    // … and the one after it waits twice as long.
    expectWait(await login('nepostojeci-y', 'pogresna', from), 2);
  });

  it('checks no more than the allowed number of 50 parallel wrong attempts', async () => {
    const name = await account();
    const from = ip();
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(name, 'pogresna', from)));
    // Never a 500. Under faketime with a CPU hog the embedded PostgreSQL cancelled two claims by their
    // statement_timeout (57014, after 160 ms: its timers misfire under libfaketime); that is a 503 now.
    // A failure prints what the app logged as an error.
    expect(answers.map((a) => a.status).filter((s) => ![401, 429, 503].includes(s)), errors.join('\n')).toEqual([]);
    // The clock stands still, so no delay runs out meanwhile: exactly the free attempts are checked.
    expect(answers.filter((a) => a.status === 401)).toHaveLength(LIMIT);
    // Every other attempt is refused unchecked. On a loaded machine some of the 50 may wait longer
    // for one of the pool's connections than it allows (5 s), or for the database, and get 503.
    for (const a of answers.filter((x) => x.status !== 401)) {
      if (a.status === 503) expect(a.body).toEqual({ status: 503, message: API_ERRORS.unavailable });
      else expectWait(a, 1);
    }
    expect((await row(userKey(name)))?.failures).toBe(LIMIT);
  });

  it('removes rows whose window is over', async () => {
    const old = ['u:stari-1', 'u:stari-2', 'ip:10.9.9.9'];
    const at = clock.now();
    for (const key of old) {
      await h.db.pool.query(`INSERT INTO "LoginThrottle" VALUES ($1, 7, $2::timestamptz - interval '2 hours', $2::timestamptz - interval '1 hour')`, [key, at]);
    }
    // Its window (600 s) began 599 s ago: not over yet.
    await h.db.pool.query(`INSERT INTO "LoginThrottle" VALUES ('u:svjez', 2, $1::timestamptz - interval '599 s', $1::timestamptz)`, [at]);
    // A throttle of its own, so its first claim sweeps (each instance sweeps at most once a minute).
    const throttle = loginThrottle(h.db.pool, { limit: LIMIT, windowSeconds: 600 }, { now: clock.now });
    expect((await throttle.claim({ userName: 'neko', ip: '10.9.9.10' }, async () => 'read')).ok).toBe(true);
    // The sweep runs after the claim has answered.
    await eventually(async () => {
      const left = (await h.db.pool.query<{ key: string }>(`SELECT "key" FROM "LoginThrottle" WHERE "key" = ANY($1)`, [[...old, 'u:svjez']])).rows.map((r) => r.key);
      expect(left).toEqual(['u:svjez']);
    });
  });

  it('keys a client by its IPv4 address or its IPv6 /56 network', () => {
    expect(addressKey('::ffff:192.0.2.7')).toBe('ip:192.0.2.7');
    expect(addressKey('192.0.2.7')).toBe('ip:192.0.2.7');
    expect(addressKey('2001:db8:abcd:12ff::1')).toBe('ip:2001:db8:abcd:1200::/56');
    expect(addressKey('2001:db8:abcd:1234:5678:9abc:def0:1')).toBe('ip:2001:db8:abcd:1200::/56');
    expect(addressKey('2001:db8:abcd:1300::1')).not.toBe(addressKey('2001:db8:abcd:1200::1'));
    expect(addressKey('::1')).toBe('ip:0:0:0:0::/56');
    expect(addressKey(undefined)).toBe('ip:unknown');
    expect(userKey(' Admin ')).toBe('u:admin');
  });
});

describe('login throttle when PostgreSQL goes away', () => {
  // Standing still: an attempt counted by mistake could not be hidden by its delay running out.
  const { h, handle } = useTestAppBehindProxy({
    loginLimit: { limit: 2, windowSeconds: 600 },
    now: testClock('2026-03-02T09:00:00Z').now,
  });
  const { account, login, row } = helpers(h);

  /** Until the app reaches the database again through the restored proxy. */
  const recovered = () => eventually(async () => expect((await h.request.get(API.ready)).status).toBe(200));

  it('does not count attempts answered 503, not even one whose account lookup failed after its attempt was counted', async () => {
    const name = await account();
    // The whole database away: every attempt is 503, none is counted.
    await handle.proxy.cut();
    for (let i = 0; i < 5; i++) {
      const r = await login(name, 'pogresna');
      expect(r.body).toEqual({ status: 503, message: API_ERRORS.unavailable });
    }
    await handle.proxy.restore();
    await recovered();
    expect(await row(userKey(name))).toBeUndefined();

    // The connection lost after the attempt was counted, while the account was being read:
    // the account table is held by another session until the proxy is cut.
    const direct = new pg.Client({ connectionString: h.url });
    await direct.connect();
    try {
      for (let i = 0; i < 3; i++) {
        await direct.query('BEGIN');
        await direct.query('LOCK TABLE "Account" IN ACCESS EXCLUSIVE MODE');
        const attempt = login(name, 'pogresna').then((r) => r);
        // Other sessions' locks on the two tables: the app's lookup waiting for "Account" (after
        // its claim took "LoginThrottle"), and later any transaction still open.
        const locks = async (waitingOnly: boolean) => (await direct.query(
          `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
           WHERE l.database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND l.pid <> pg_backend_pid()
           AND ${waitingOnly ? `c.relname = 'Account' AND NOT l.granted` : `c.relname IN ('Account', 'LoginThrottle')`}`)).rows[0].n as number;
        await eventually(async () => expect(await locks(true)).toBe(1));
        await handle.proxy.cut();
        expect((await attempt).body).toEqual({ status: 503, message: API_ERRORS.unavailable });
        await direct.query('ROLLBACK');
        // The cut-off session ends when it finds its client gone; its transaction is rolled back.
        await eventually(async () => expect(await locks(false)).toBe(0));
        await handle.proxy.restore();
        await recovered();
      }
    } finally {
      await direct.end();
    }
    expect(await row(userKey(name))).toBeUndefined();
    // Eight attempts with the limit at 2, all lost to the outage: the right password gets in at once.
    expect((await login(name, PASSWORD)).status).toBe(200);
  });
});
