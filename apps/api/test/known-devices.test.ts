// Known devices get in (issue 20, OWASP's "slow brute force with device cookies"), written as the
// attack: one address guessing the admin's password every 200 ms must keep neither the owner of a
// known device nor a new browser that waits as told out. Each browser is a supertest agent (its own
// cookie jar, as a browser keeps cookies) behind the loopback proxy with its own address. The app's
// clock moves only when the test moves it: 200 ms of fake time between guesses, no sleeps.
import supertest from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, API_ERRORS } from '@dz/contracts';
import { DEVICE_COOKIE_MAX_AGE_SECONDS } from '../src/auth/device-cookie.js';
import { addressKey, deviceKey, userKey } from '../src/auth/login-limit.js';
import { hashPassword } from '../src/auth/passwords.js';
import { LOGIN_LIMIT, testClock, useTestApp, type Harness } from './harness.js';

const PASSWORD = 'Zeleni-Brijeg-Ambulanta-7';
const LIMIT = LOGIN_LIMIT.limit;

/** The device cookie a login answer set: its name and value, and the nonce inside it. */
function deviceCookie(r: { headers: Record<string, unknown> }) {
  const set = ([] as string[]).concat((r.headers['set-cookie'] as string[] | undefined) ?? []);
  expect(set).toHaveLength(1);
  const [pair] = set[0]!.split(';');
  const [name, value] = pair!.split('=') as [string, string];
  const nonce = JSON.parse(Buffer.from(value.split('.')[0]!, 'base64url').toString()).n as string;
  return { name, value, header: set[0]!, nonce };
}

function helpers(h: Harness) {
  let hash: string;
  let n = 0;
  beforeAll(async () => { hash = await hashPassword(PASSWORD); });
  return {
    /** A fresh admin account (its own throttle rows) with PASSWORD. */
    account: async (prefix = 'upravnik') => {
      const userName = `${prefix}${++n}`;
      await h.db.account.create({ data: { userName, email: `${userName}@dz.ba`, role: 'Admin', passwordHash: hash } });
      return userName;
    },
    /** A browser at an address of its own: it keeps the cookies the server sets, as a browser does. */
    browser: (ip = `203.0.113.${++n % 250}`) => {
      const agent = supertest.agent(h.app);
      return {
        ip,
        login: (username: string, password: string, cookie?: string) => {
          const r = agent.post(API.login).set('X-Forwarded-For', ip);
          if (cookie !== undefined) r.set('Cookie', cookie);
          return r.send({ username, password });
        },
      };
    },
    row: async (key: string) =>
      (await h.db.pool.query<{ failures: number }>('SELECT "failures" FROM "LoginThrottle" WHERE "key" = $1', [key])).rows[0],
    revokedUntil: async (nonce: string) =>
      (await h.db.pool.query<{ expiresAt: Date }>('SELECT "expiresAt" FROM "Revoked" WHERE "id" = $1', [`device:${nonce}`])).rows[0]?.expiresAt,
  };
}

const expectWait = (r: { status: number; headers: Record<string, string>; body: unknown }) => {
  expect(r.status, JSON.stringify(r.body)).toBe(429);
  const seconds = Number(r.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(r.body).toEqual({ status: 429, message: API_ERRORS.tooManyLoginsWait(seconds) });
  return seconds;
};

describe('known devices get in', () => {
  const clock = testClock('2026-03-02T09:00:00Z');
  // The default limits (config.ts), as the attack ran against them.
  const h = useTestApp({ trustProxy: ['loopback'], now: clock.now });
  const { account, browser, row, revokedUntil } = helpers(h);

  // 1,500 logins one after another (56 s here with a CPU hog beside it): longer than the file's usual bound.
  it('an attacker guessing every 200 ms for 5 minutes keeps out neither the owner (device cookie) nor a new browser that waits as told', { timeout: 300_000 }, async () => {
    const name = await account();
    // The owner signed in on this browser before the attack: it holds the device cookie.
    const owner = browser();
    expect((await owner.login(name, PASSWORD)).status).toBe(200);
    const attacker = browser('198.51.100.7');
    const newBrowser = browser();

    const attackerStatuses: number[] = [];
    const ownerStatuses: number[] = [];
    let newBrowser429: number | undefined;
    let newBrowserRetryAt: number | undefined;
    let newBrowserIn: number | undefined;
    const start = clock.now().getTime();
    for (let step = 0; step < 5 * 60 * 5; step++) {
      attackerStatuses.push((await attacker.login(name, `pogresna-${step}`)).status);
      // The owner signs in now and then, at once, whatever the attacker does.
      if ([1, 12, 100, 700, 1499].includes(step)) ownerStatuses.push((await owner.login(name, PASSWORD)).status);
      // A browser without the cookie tries while the name is slowed (after the attacker's free guesses) …
      if (step === 11) {
        const r = await newBrowser.login(name, PASSWORD);
        newBrowser429 = expectWait(r);
        newBrowserRetryAt = clock.now().getTime() + newBrowser429 * 1000;
      }
      // … and once more as soon as its Retry-After says, with the attacker still guessing every 200 ms.
      if (newBrowserRetryAt !== undefined && newBrowserIn === undefined && clock.now().getTime() >= newBrowserRetryAt) {
        const r = await newBrowser.login(name, PASSWORD);
        expect(r.status, `new browser after waiting: ${JSON.stringify(r.body)}`).toBe(200);
        newBrowserIn = clock.now().getTime() - start;
      }
      clock.advance(200);
    }

    expect(ownerStatuses).toEqual([200, 200, 200, 200, 200]);
    expect(newBrowser429).toBe(1);
    expect(newBrowserIn).toBeDefined();
    // The attacker got its free guesses and nothing more: it never waited as told, so it was never checked again.
    expect(attackerStatuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(attackerStatuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(new Set(attackerStatuses.slice(LIMIT))).toEqual(new Set([429]));
  });

  it('a client that keeps coming before its Retry-After is pushed back; one that waits as told gets the name\'s next attempt', async () => {
    const name = await account();
    const poller = browser();
    for (let i = 0; i < LIMIT; i++) expect((await poller.login(name, 'pogresna')).status).toBe(401);
    // The name's delay (1 s) runs; the poller comes every 200 ms, and the whole second after it too.
    for (let t = 0; t < 10; t++) {
      expectWait(await poller.login(name, 'pogresna'));
      clock.advance(200);
    }
    // The name's delay is long over, but the poller never waited as told.
    expectWait(await poller.login(name, PASSWORD));
    const patient = browser();
    expect((await patient.login(name, PASSWORD)).status).toBe(200);
    // Waiting as told gets the poller's address in again.
    const wait = expectWait(await poller.login(name, 'pogresna'));
    clock.advance(wait * 1000);
    expect((await poller.login(name, PASSWORD)).status).toBe(200);
  });

  it('sets the cookie httpOnly, SameSite=Strict, for /api/Account only, for 180 days, Secure over TLS; two staff on one computer each keep theirs', async () => {
    const [a, b] = [await account('dijeljeni'), await account('dijeljeni')];
    const pc = browser();
    const first = deviceCookie(await pc.login(a, PASSWORD));
    expect(first.header).toMatch(/; Max-Age=15552000(;|$)/);
    expect(first.header).toMatch(/; Path=\/api\/Account(;|$)/);
    expect(first.header).toMatch(/; HttpOnly(;|$)/);
    expect(first.header).toMatch(/; SameSite=Strict(;|$)/);
    expect(first.header).not.toMatch(/Secure/);
    expect(DEVICE_COOKIE_MAX_AGE_SECONDS).toBe(15_552_000);
    const tls = await h.request.post(API.login).set('X-Forwarded-Proto', 'https').send({ username: a, password: PASSWORD });
    expect(deviceCookie(tls).header).toMatch(/; Secure(;|$)/);
    // The second colleague signs in on the same computer: a cookie of its own name, the first one stays.
    const second = deviceCookie(await pc.login(b, PASSWORD));
    expect(second.name).not.toBe(first.name);

    // Both names under attack from elsewhere: both colleagues still get in from the shared computer.
    const attacker = browser();
    for (const name of [a, b]) for (let i = 0; i < LIMIT; i++) await attacker.login(name, 'pogresna');
    const stranger = browser();
    expectWait(await stranger.login(a, PASSWORD));
    expectWait(await stranger.login(b, PASSWORD));
    expect((await pc.login(a, PASSWORD)).status).toBe(200);
    expect((await pc.login(b, PASSWORD)).status).toBe(200);
  });

  it('gives no way past the throttle to a forged, tampered, expired or other name\'s cookie', async () => {
    const [name, other] = [await account(), await account()];
    const owner = browser();
    const own = deviceCookie(await owner.login(name, PASSWORD));
    const others = deviceCookie(await owner.login(other, PASSWORD));
    const attacker = browser();
    for (let i = 0; i < LIMIT; i++) expect((await attacker.login(name, 'pogresna')).status).toBe(401);

    const [payload, sig] = own.value.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const reSigned = (c: object) => `${Buffer.from(JSON.stringify(c)).toString('base64url')}.${sig}`;
    const flip = (s: string) => s.slice(0, -2) + (s.at(-2) === 'A' ? 'B' : 'A') + s.at(-1);
    const bad = {
      forged: 'eyJ1IjoieCJ9.AAAA',
      'no signature': payload,
      'tampered signature': `${payload}.${flip(sig)}`,
      'tampered name': reSigned({ ...claims, u: other }),
      'tampered nonce': reSigned({ ...claims, n: 'A'.repeat(22) }),
      'tampered time': reSigned({ ...claims, t: claims.t + 1 }),
      "another name's cookie": others.value,
      'junk': '%ff%00;,"',
    };
    // Each from a fresh browser: the name's delay refuses them all, as if they had no cookie.
    for (const [what, value] of Object.entries(bad)) {
      const r = await browser().login(name, PASSWORD, `${own.name}=${value}`);
      expect(r.status, what).toBe(429);
    }
    // The other name's cookie under its own name is no cookie for this name either.
    expect((await browser().login(name, PASSWORD, `${others.name}=${others.value}`)).status).toBe(429);
    // The real one gets in, from any address.
    expect((await browser().login(name, PASSWORD, `${own.name}=${own.value}`)).status).toBe(200);

    // After 180 days it has expired: it counts as absent (the name slowed again first).
    clock.advance(DEVICE_COOKIE_MAX_AGE_SECONDS * 1000);
    for (let i = 0; i < LIMIT; i++) expect((await attacker.login(name, 'pogresna')).status).toBe(401);
    expectWait(await browser().login(name, PASSWORD, `${own.name}=${own.value}`));
  });

  it('revokes the cookie of a browser whose attempts fail too often: from then on it counts as absent, its failures against the name', async () => {
    const name = await account();
    // The owner signed in once on a shared computer that an attacker now uses, and on the own one.
    const shared = browser();
    const held = deviceCookie(await shared.login(name, PASSWORD));
    const owner = browser();
    expect((await owner.login(name, PASSWORD)).status).toBe(200);

    // Guesses with the cookie are counted for that device only, not against the name …
    for (let i = 0; i < LIMIT - 1; i++) expect((await shared.login(name, `pogresna-${i}`)).status).toBe(401);
    expect((await row(deviceKey(held.nonce)))?.failures).toBe(LIMIT - 1);
    expect(await row(userKey(name))).toBeUndefined();
    expect(await revokedUntil(held.nonce)).toBeUndefined();
    // … and at the limit the device is revoked until its cookie would have expired.
    expect((await shared.login(name, 'pogresna-zadnja')).status).toBe(401);
    expect((await row(deviceKey(held.nonce)))?.failures).toBe(LIMIT);
    expect((await revokedUntil(held.nonce))?.getTime()).toBe(
      Math.floor((clock.now().getTime()) / 1000) * 1000 + DEVICE_COOKIE_MAX_AGE_SECONDS * 1000);

    // Issue 41, the attack: the revoked device keeps guessing. Its failures now count against the name and the
    // address as if made without a cookie, so it gets no fresh allowance there: its next attempt is slowed at once,
    // as the name's throttle slows anyone past the limit (429, Retry-After), the right password included.
    expect((await row(userKey(name)))?.failures).toBe(LIMIT);
    expect((await row(addressKey(shared.ip)))?.failures).toBe(LIMIT);
    let wait = expectWait(await shared.login(name, 'pogresna-nakon'));
    expectWait(await shared.login(name, PASSWORD));
    // After the wait one more guess is checked (and counted), then the next wait is longer, as for any name.
    clock.advance(wait * 1000);
    expect((await shared.login(name, 'pogresna-nakon')).status).toBe(401);
    expect((await row(userKey(name)))?.failures).toBe(LIMIT + 1);
    expect(wait = expectWait(await shared.login(name, 'pogresna-nakon'))).toBeGreaterThanOrEqual(2);
    // From another address without a cookie: the name's throttle holds too.
    expectWait(await browser().login(name, PASSWORD));
    // The owner's own device is not touched.
    expect((await owner.login(name, PASSWORD)).status).toBe(200);
  });

  it('a revoked device\'s further guesses are slowed under the name and the address, not answered at once (issue 41)', async () => {
    const name = await account();
    const shared = browser();
    deviceCookie(await shared.login(name, PASSWORD));
    for (let i = 0; i < LIMIT; i++) expect((await shared.login(name, `pogresna-${i}`)).status).toBe(401);
    // Forty more guesses at once: none is checked, each is told to wait.
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push((await shared.login(name, `jos-${i}`)).status);
    expect(answers).toEqual(Array(40).fill(429));
    // The address has counted the device's failures too.
    expect((await row(addressKey(shared.ip)))?.failures).toBeGreaterThanOrEqual(LIMIT);
  });
});
