import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { API, API_ERRORS, TWO_FACTOR_API, TWO_FACTOR_ERRORS } from '@dz/contracts';
import { userKey } from '../src/auth/login-limit.js';
import { verifyToken } from '../src/auth/tokens.js';
import { accountService } from '../src/services/accounts.js';
import { JWT_SECRET, LOGIN_LIMIT, bearer, testClock, useTestApp, type Harness } from './harness.js';

// Issue 20, two-factor sign-in: TOTP (RFC 6238) on the app's clock, so each code here is computed for the test's time.

const PASSWORD = 'Kestenova-Kora-Na-Bistrik-77';
const RECOVERY = /^[abcdefghjkmnpqrstuvwxyz23456789]{4}-[abcdefghjkmnpqrstuvwxyz23456789]{4}$/;

/** The code an authenticator app shows for this secret at this instant. */
const codeAt = (secret: string, at: Date) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });

function helpers(h: Harness, clock: ReturnType<typeof testClock>) {
  let n = 0;
  let address = 0;
  const ip = () => `10.2.${Math.floor(++address / 250)}.${address % 250}`;
  const login = (body: object, from = '10.9.9.9') => h.request.post(API.login).set('X-Forwarded-For', from).send(body);
  const post = (path: string, token: string, body: object) => h.request.post(path).set(bearer(token)).send(body);
  /** A fresh account of the test's own and its first session. */
  async function account(role = 'User') {
    const userName = `dvafaktora${++n}`;
    const a = await accountService(h.db).create({ username: userName, email: `${userName}@dz.ba`, password: PASSWORD, role });
    const token = (await login({ username: userName, password: PASSWORD }, ip())).body.token as string;
    return { ...a, token };
  }
  /** Enrols the account: setup with its password, then the current code. Returns the secret and the recovery codes. */
  async function enrol(a: { token: string }) {
    const setup = await post(TWO_FACTOR_API.setup, a.token, { password: PASSWORD });
    expect(setup.status).toBe(200);
    const enabled = await post(TWO_FACTOR_API.enable, a.token, { code: codeAt(setup.body.secret, clock.now()) });
    expect(enabled.status).toBe(200);
    // The enrolment code's step is used up; the sign-ins below come a step later.
    clock.advance(30_000);
    return { secret: setup.body.secret as string, recoveryCodes: enabled.body.recoveryCodes as string[], token: enabled.body.token as string };
  }
  const failures = async (name: string) =>
    (await h.db.pool.query<{ failures: number }>('SELECT "failures" FROM "LoginThrottle" WHERE "key" = $1', [userKey(name)])).rows[0]?.failures ?? 0;
  const auditOf = async (id: number) => h.db.auditLog.findMany({ where: { OR: [{ actorId: id }, { itemId: String(id) }] }, orderBy: { id: 'asc' } });
  return { ip, login, post, account, enrol, failures, auditOf };
}

describe('two-factor sign-in', () => {
  const clock = testClock('2026-03-11T09:30:10Z');
  const h = useTestApp({ now: clock.now, trustProxy: ['loopback'] });
  const { ip, login, post, account, enrol, failures, auditOf } = helpers(h, clock);

  it('enrols: the password first, a secret with its otpauth URI and QR (SVG), confirmed by a code; ten readable recovery codes once, stored hashed', async () => {
    const a = await account();
    expect((await h.request.get(TWO_FACTOR_API.status).set(bearer(a.token))).body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect((await post(TWO_FACTOR_API.setup, a.token, { password: 'pogresna-lozinka' })).body)
      .toEqual({ status: 400, message: TWO_FACTOR_ERRORS.passwordWrong, field: 'password' });
    expect((await post(TWO_FACTOR_API.enable, a.token, { code: '123456' })).body).toEqual({ status: 409, message: TWO_FACTOR_ERRORS.noPendingSetup });

    const setup = await post(TWO_FACTOR_API.setup, a.token, { password: PASSWORD });
    expect(setup.status).toBe(200);
    const { secret, otpauthUri, qrSvg } = setup.body as { secret: string; otpauthUri: string; qrSvg: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = OTPAuth.URI.parse(otpauthUri) as OTPAuth.TOTP;
    expect(parsed).toBeInstanceOf(OTPAuth.TOTP);
    expect({ issuer: parsed.issuer, label: parsed.label, digits: parsed.digits, period: parsed.period, algorithm: parsed.algorithm, secret: parsed.secret.base32 })
      .toEqual({ issuer: 'Dom zdravlja', label: a.userName, digits: 6, period: 30, algorithm: 'SHA1', secret });
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
    // Not on until confirmed: the password alone still signs in.
    expect((await login({ username: a.userName, password: PASSWORD }, ip())).status).toBe(200);

    expect((await post(TWO_FACTOR_API.enable, a.token, { code: '000000' === codeAt(secret, clock.now()) ? '111111' : '000000' })).body)
      .toEqual({ status: 400, message: TWO_FACTOR_ERRORS.codeWrong, field: 'code' });
    const enabled = await post(TWO_FACTOR_API.enable, a.token, { code: codeAt(secret, clock.now()) });
    expect(enabled.status).toBe(200);
    const codes = enabled.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(RECOVERY);
    expect(new Set(codes).size).toBe(10);
    expect(verifyToken(JWT_SECRET, enabled.body.token, 3600)).toMatchObject({ sub: String(a.id) });

    const status = (await h.request.get(TWO_FACTOR_API.status).set(bearer(a.token))).body;
    expect(status).toEqual({ enabled: true, enabledAt: clock.now().toISOString(), recoveryCodesLeft: 10 });
    const stored = await h.db.account.findUniqueOrThrow({ where: { id: a.id }, select: { totpSecret: true, totpPendingSecret: true } });
    expect(stored).toEqual({ totpSecret: secret, totpPendingSecret: null });
    const hashes = (await h.db.recoveryCode.findMany({ where: { accountId: a.id } })).map((r) => r.codeHash);
    expect(hashes).toHaveLength(10);
    for (const hash of hashes) expect(hash).toMatch(/^\$2[aby]\$/);
    for (const c of codes) expect(hashes.join()).not.toContain(c.replace('-', ''));
    // A second enrolment needs the first one off.
    expect((await post(TWO_FACTOR_API.setup, a.token, { password: PASSWORD })).body).toEqual({ status: 409, message: TWO_FACTOR_ERRORS.alreadyEnabled });
    // The account list says who has one.
    const list = (await h.request.get(API.accounts).set(bearer(h.tokens.admin))).body as { id: number; twoFactor: boolean }[];
    expect(list.find((x) => x.id === a.id)?.twoFactor).toBe(true);
    expect(list.find((x) => x.id === h.ids.staff)?.twoFactor).toBe(false);
  });

  it('signs in with password and code; the right password without a code asks for it (uncounted); a wrong password never reveals the second factor', async () => {
    const a = await account();
    const { secret } = await enrol(a);
    const from = ip();
    const asked = await login({ username: a.userName, password: PASSWORD }, from);
    expect(asked.body).toEqual({ status: 401, message: TWO_FACTOR_ERRORS.codeRequired, field: 'code', secondFactor: true });
    expect(await failures(a.userName)).toBe(0);
    // An empty code is no code.
    expect((await login({ username: a.userName, password: PASSWORD, code: ' ' }, from)).body.secondFactor).toBe(true);
    for (const code of [undefined, codeAt(secret, clock.now())]) {
      expect((await login({ username: a.userName, password: 'pogresna-lozinka', code }, from)).body).toEqual({ status: 401, message: API_ERRORS.loginFailed });
    }
    const ok = await login({ username: a.userName, password: PASSWORD, code: codeAt(secret, clock.now()) }, from);
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body)).toEqual(['token']);
    // The right sign-in starts the name's count again.
    expect(await failures(a.userName)).toBe(0);
    // Accounts without a second factor sign in as the legacy API says, a code or not.
    expect(Object.keys((await login({ username: 'osoblje', password: 'osoblje-lozinka' }, ip())).body)).toEqual(['token']);
    expect((await login({ username: 'osoblje', password: 'osoblje-lozinka', code: '123456' }, ip())).status).toBe(200);
  });

  it('a wrong code is a failed login: 401 on the code, counted, and after the limit even the right code waits (429)', async () => {
    const a = await account();
    const { secret } = await enrol(a);
    const right = codeAt(secret, clock.now());
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const from = ip();
    for (let i = 0; i < LOGIN_LIMIT.limit; i++) {
      expect((await login({ username: a.userName, password: PASSWORD, code: wrong }, from)).body)
        .toEqual({ status: 401, message: TWO_FACTOR_ERRORS.codeWrong, field: 'code' });
      expect(await failures(a.userName)).toBe(i + 1);
    }
    const blocked = await login({ username: a.userName, password: PASSWORD, code: right }, ip());
    expect(blocked.status).toBe(429);
    expect((await auditOf(a.id)).filter((e) => e.action === 'login-failed')).toHaveLength(LOGIN_LIMIT.limit);
    clock.advance(LOGIN_LIMIT.windowSeconds * 1000);
    expect((await login({ username: a.userName, password: PASSWORD, code: codeAt(secret, clock.now()) }, ip())).status).toBe(200);
  });

  describe('every code check counts against the login throttle (issue 41, written as the attack)', () => {
    /** The password throttle's refusal: 429, its Retry-After, its message. */
    const expectWait = (r: { status: number; headers: Record<string, string>; body: unknown }) => {
      expect(r.status, JSON.stringify(r.body)).toBe(429);
      const seconds = Number(r.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(r.body).toEqual({ status: 429, message: API_ERRORS.tooManyLoginsWait(seconds) });
      return seconds;
    };
    const wrongFor = (right: string) => String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');

    it('a stolen session trying codes against a pending secret: after the limit every attempt waits, the right code too', async () => {
      const a = await account();
      const setup = await post(TWO_FACTOR_API.setup, a.token, { password: PASSWORD });
      const secret = setup.body.secret as string;
      const answers: number[] = [];
      for (let i = 0; i < 40; i++) answers.push((await post(TWO_FACTOR_API.enable, a.token, { code: wrongFor(codeAt(secret, clock.now())) })).status);
      expect(answers).toEqual([...Array(LOGIN_LIMIT.limit).fill(400), ...Array(40 - LOGIN_LIMIT.limit).fill(429)]);
      expect(await failures(a.userName)).toBe(LOGIN_LIMIT.limit);
      // The right code is held as a right password would be, with the password throttle's answer.
      const wait = expectWait(await post(TWO_FACTOR_API.enable, a.token, { code: codeAt(secret, clock.now()) }));
      // The same throttle: the name's password is held as well.
      expectWait(await login({ username: a.userName, password: PASSWORD }, ip()));
      expect((await h.request.get(TWO_FACTOR_API.status).set(bearer(a.token))).body.enabled).toBe(false);
      // Once the wait is over, the right code enables it.
      clock.advance(wait * 1000);
      expect((await post(TWO_FACTOR_API.enable, a.token, { code: codeAt(secret, clock.now()) })).status).toBe(200);
      // And a right code started the name's count again, as a right password does.
      expect(await failures(a.userName)).toBe(0);
    });

    it('wrong codes when turning it off count too: after the limit every attempt waits, the right code too', async () => {
      const a = await account();
      const { secret } = await enrol(a);
      const answers: number[] = [];
      for (let i = 0; i < 40; i++) {
        answers.push((await post(TWO_FACTOR_API.disable, a.token, { password: PASSWORD, code: wrongFor(codeAt(secret, clock.now())) })).status);
      }
      expect(answers).toEqual([...Array(LOGIN_LIMIT.limit).fill(400), ...Array(40 - LOGIN_LIMIT.limit).fill(429)]);
      const wait = expectWait(await post(TWO_FACTOR_API.disable, a.token, { password: PASSWORD, code: codeAt(secret, clock.now()) }));
      expect((await h.request.get(TWO_FACTOR_API.status).set(bearer(a.token))).body.enabled).toBe(true);
      clock.advance(wait * 1000);
      expect((await post(TWO_FACTOR_API.disable, a.token, { password: PASSWORD, code: codeAt(secret, clock.now()) })).status).toBe(204);
    });

    it('the enrolment\'s code checks count against the name whatever the address: 40 addresses get no more than the limit', async () => {
      const a = await account();
      const setup = await post(TWO_FACTOR_API.setup, a.token, { password: PASSWORD });
      const secret = setup.body.secret as string;
      const answers: number[] = [];
      for (let i = 0; i < 40; i++) {
        answers.push((await h.request.post(TWO_FACTOR_API.enable).set(bearer(a.token)).set('X-Forwarded-For', ip())
          .send({ code: wrongFor(codeAt(secret, clock.now())) })).status);
      }
      expect(answers.filter((s) => s === 400)).toHaveLength(LOGIN_LIMIT.limit);
      expect(answers.filter((s) => s === 429)).toHaveLength(40 - LOGIN_LIMIT.limit);
    });
  });

  it('a code signs in once: the same code again (also two requests at once) is refused, as is the enrolment code', async () => {
    const a = await account();
    const setup = await post(TWO_FACTOR_API.setup, a.token, { password: PASSWORD });
    const enrolCode = codeAt(setup.body.secret, clock.now());
    expect((await post(TWO_FACTOR_API.enable, a.token, { code: enrolCode })).status).toBe(200);
    expect((await login({ username: a.userName, password: PASSWORD, code: enrolCode }, ip())).body.message).toBe(TWO_FACTOR_ERRORS.codeWrong);

    clock.advance(30_000);
    const code = codeAt(setup.body.secret, clock.now());
    const both = await Promise.all([1, 2].map(() => login({ username: a.userName, password: PASSWORD, code }, ip())));
    expect(both.map((r) => r.status).sort()).toEqual([200, 401]);
    expect((await login({ username: a.userName, password: PASSWORD, code }, ip())).status).toBe(401);
    // The previous step's code (still within the window) is older than the one used: refused too.
    expect((await login({ username: a.userName, password: PASSWORD, code: codeAt(setup.body.secret, new Date(clock.now().getTime() - 30_000)) }, ip())).status).toBe(401);
  });

  it('a recovery code signs in once (typed in capitals or without its dash too), and is audited', async () => {
    const a = await account();
    const { recoveryCodes: [first, second] } = await enrol(a);
    const use = (code: string) => login({ username: a.userName, password: PASSWORD, code }, ip());
    expect((await use(first!)).status).toBe(200);
    expect((await use(first!)).body).toEqual({ status: 401, message: TWO_FACTOR_ERRORS.codeWrong, field: 'code' });
    expect((await use(` ${second!.replace('-', '').toUpperCase()} `)).status).toBe(200);
    expect((await h.request.get(TWO_FACTOR_API.status).set(bearer(a.token))).body.recoveryCodesLeft).toBe(8);
    expect((await auditOf(a.id)).filter((e) => e.action === 'recovery-code-used')).toHaveLength(2);
  });

  it('turns off with password and code (wrong ones refused on their fields); then the password alone signs in', async () => {
    const a = await account();
    const { secret } = await enrol(a);
    const code = codeAt(secret, clock.now());
    expect((await post(TWO_FACTOR_API.disable, a.token, { password: 'pogresna-lozinka', code })).body)
      .toEqual({ status: 400, message: TWO_FACTOR_ERRORS.passwordWrong, field: 'password' });
    expect((await post(TWO_FACTOR_API.disable, a.token, { password: PASSWORD, code: '12345' })).body)
      .toEqual({ status: 400, message: TWO_FACTOR_ERRORS.codeWrong, field: 'code' });
    expect((await post(TWO_FACTOR_API.disable, a.token, { password: PASSWORD, code })).status).toBe(204);
    expect((await h.request.get(TWO_FACTOR_API.status).set(bearer(a.token))).body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(await h.db.recoveryCode.count({ where: { accountId: a.id } })).toBe(0);
    expect(Object.keys((await login({ username: a.userName, password: PASSWORD }, ip())).body)).toEqual(['token']);
    expect((await post(TWO_FACTOR_API.disable, a.token, { password: PASSWORD, code })).body).toEqual({ status: 409, message: TWO_FACTOR_ERRORS.notEnabled });
  });

  it('an admin resets another account\'s second factor (staff may not, nor the own); that account then signs in with the password only', async () => {
    const a = await account();
    await enrol(a);
    const reset = (id: number | string, token = h.tokens.admin) => h.request.delete(TWO_FACTOR_API.reset(id)).set(bearer(token));
    expect((await reset(a.id, h.tokens.staff)).status).toBe(403);
    expect((await h.request.delete(TWO_FACTOR_API.reset(a.id))).status).toBe(401);
    expect((await reset(h.ids.admin)).body).toEqual({ status: 409, message: TWO_FACTOR_ERRORS.resetOwn });
    expect((await reset(999_999)).status).toBe(404);
    expect((await reset('1e1')).status).toBe(400);
    expect((await reset(a.id)).status).toBe(204);
    expect((await reset(a.id)).body).toEqual({ status: 409, message: TWO_FACTOR_ERRORS.notEnabled });
    expect(Object.keys((await login({ username: a.userName, password: PASSWORD }, ip())).body)).toEqual(['token']);
    const entry = (await auditOf(a.id)).find((e) => e.action === '2fa-reset');
    expect(entry).toMatchObject({ actorId: h.ids.admin, actorName: 'admin', resource: 'Account', itemId: String(a.id) });
  });

  it('audits enable, disable, reset and recovery-code use, never a secret or a code', async () => {
    const a = await account();
    const { secret, recoveryCodes } = await enrol(a);
    expect((await login({ username: a.userName, password: PASSWORD, code: recoveryCodes[3] }, ip())).status).toBe(200);
    expect((await post(TWO_FACTOR_API.disable, a.token, { password: PASSWORD, code: codeAt(secret, clock.now()) })).status).toBe(204);
    const again = await enrol(a);
    expect((await h.request.delete(TWO_FACTOR_API.reset(a.id)).set(bearer(h.tokens.admin))).status).toBe(204);
    const entries = await auditOf(a.id);
    expect(entries.map((e) => e.action).filter((x) => x !== 'login')).toEqual(['2fa-enable', 'recovery-code-used', '2fa-disable', '2fa-enable', '2fa-reset']);
    const all = JSON.stringify(await h.db.auditLog.findMany());
    for (const s of [secret, again.secret, ...recoveryCodes, ...again.recoveryCodes]) {
      expect(all).not.toContain(s);
      expect(all.toLowerCase()).not.toContain(s.replace('-', '').toLowerCase());
    }
  });

  it('bad input is a 400 (or the 401 asking for the code) in the one JSON shape, never a 500', async () => {
    const a = await account();
    await enrol(a);
    const from = ip();
    const cases: [unknown, number][] = [
      [123456, 400], ['12\u00003456', 400], ['1'.repeat(5000), 400], [{ toString: 1 }, 400], [['123456'], 400], [null, 400],
      ['', 401], ['١٢٣٤٥٦', 401], ['zzzz-zzzz', 401], ['0'.repeat(64), 401],
    ];
    for (const [code, status] of cases) {
      const r = await login({ username: a.userName, password: PASSWORD, code }, from);
      expect({ code, status: r.status }).toEqual({ code, status });
      expect(r.body).toMatchObject({ status, message: expect.any(String) });
      if (status === 400) expect(r.body.field).toBe('code');
    }
    for (const [path, body] of [
      [TWO_FACTOR_API.enable, { code: '\u0000' }], [TWO_FACTOR_API.enable, {}], [TWO_FACTOR_API.enable, { code: 'x'.repeat(100_000) }],
      [TWO_FACTOR_API.setup, { password: 5 }], [TWO_FACTOR_API.disable, { password: PASSWORD }], [TWO_FACTOR_API.disable, { password: PASSWORD, code: 7 }],
    ] as const) {
      const r = await post(path, a.token, body);
      expect([400, 409, 413]).toContain(r.status);
      expect(r.body).toMatchObject({ status: r.status, message: expect.any(String) });
    }
    const text = await h.request.post(TWO_FACTOR_API.enable).set(bearer(a.token)).set('Content-Type', 'text/plain').send('123456');
    expect(text.status).toBe(415);
  });
});
