import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { API, SIGN_OUT_API, TWO_FACTOR_API, TWO_FACTOR_ERRORS } from '@dz/contracts';
import { verifyToken } from '../src/auth/tokens.js';
import { ConfigError, parseEnv, requireAdmin2fa } from '../src/config.js';
import { JWT_SECRET, bearer, testClock, useTestApp } from './harness.js';

// Issue 20: with REQUIRE_ADMIN_2FA an admin without a second factor may only enrol one (and change the own
// password, sign out); the server refuses everything else for that session, whatever its token says.

const codeAt = (secret: string, at: Date) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

describe('REQUIRE_ADMIN_2FA', () => {
  const clock = testClock('2026-03-11T09:30:00Z');
  const h = useTestApp({ now: clock.now, requireAdmin2fa: true });
  const login = (body: object) => h.request.post(API.login).send(body);
  const refused = { status: 403, message: TWO_FACTOR_ERRORS.enrolmentRequired };

  it('an admin without a second factor gets a flagged session that may only enrol; enrolling lifts it at once', async () => {
    const signedIn = await login({ username: 'admin', password: 'admin-lozinka' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.secondFactorRequired).toBe(true);
    const token = signedIn.body.token as string;
    expect(verifyToken(JWT_SECRET, token, 3600)?.secondFactorRequired).toBe(true);

    // Everything else is refused, for the flagged token and for one issued before (the harness's, without the claim).
    for (const t of [token, h.tokens.admin]) {
      expect((await h.request.get(API.accounts).set(bearer(t))).body).toEqual(refused);
      expect((await h.request.get(API.audit).set(bearer(t))).body).toEqual(refused);
      expect((await h.request.get(API.noticesAll).set(bearer(t))).body).toEqual(refused);
      expect((await h.request.post(API.register).set(bearer(t)).send({ username: 'novi', email: 'n@dz.ba', password: 'Dugacka-Lozinka-Za-Test-9' })).body).toEqual(refused);
      expect((await h.request.delete(TWO_FACTOR_API.reset(h.ids.staff)).set(bearer(t))).body).toEqual(refused);
      expect((await h.request.post(TWO_FACTOR_API.disable).set(bearer(t)).send({ password: 'admin-lozinka', code: '123456' })).body).toEqual(refused);
      // Spelled as Express would still route it, or with a query: the same answer.
      expect((await h.request.get('/api/ACCOUNT/?x=1').set(bearer(t))).body).toEqual(refused);
    }
    expect(await h.db.account.count({ where: { userName: 'novi' } })).toBe(0);
    // Staff are not concerned.
    expect((await h.request.get(API.noticesAll).set(bearer(h.tokens.staff))).status).toBe(200);

    // The allowed calls work: status (in any spelling Express routes to it), the own password, setup, enable.
    expect((await h.request.get(TWO_FACTOR_API.status).set(bearer(token))).body).toMatchObject({ enabled: false });
    expect((await h.request.get('/api/account/2FA/').set(bearer(token))).status).toBe(200);
    const pw = await h.request.put(API.ownPassword).set(bearer(token)).send({ currentPassword: 'pogresna-lozinka', newPassword: 'Nova-Duga-Lozinka-Za-Admina-5' });
    expect(pw.status).toBe(400);
    expect(pw.body.field).toBe('currentPassword');
    const setup = await h.request.post(TWO_FACTOR_API.setup).set(bearer(token)).send({ password: 'admin-lozinka' });
    expect(setup.status).toBe(200);
    const enabled = await h.request.post(TWO_FACTOR_API.enable).set(bearer(token)).send({ code: codeAt(setup.body.secret, clock.now()) });
    expect(enabled.status).toBe(200);
    expect(verifyToken(JWT_SECRET, enabled.body.token, 3600)?.secondFactorRequired).toBeUndefined();

    // Lifted for the session that enrolled (the server reads the account, not the claim) and for the fresh one.
    expect((await h.request.get(API.accounts).set(bearer(token))).status).toBe(200);
    expect((await h.request.get(API.accounts).set(bearer(enabled.body.token))).status).toBe(200);
    clock.advance(30_000);
    const next = await login({ username: 'admin', password: 'admin-lozinka', code: codeAt(setup.body.secret, clock.now()) });
    expect(next.status).toBe(200);
    expect(next.body.secondFactorRequired).toBeUndefined();
  });

  it('a newly registered admin is held as well until it enrols', async () => {
    const other = await h.request.post(API.register).set(bearer(h.tokens.admin))
      .send({ username: 'drugi-admin', email: 'drugi@dz.ba', password: 'Drugi-Admin-Lozinka-2026', role: 'Admin' });
    expect(other.status).toBe(201);
    const token = (await login({ username: 'drugi-admin', password: 'Drugi-Admin-Lozinka-2026' })).body.token as string;
    expect((await h.request.get(API.accounts).set(bearer(token))).body).toEqual(refused);
    // Its own password may change; the fresh session is still flagged, and still held.
    const changed = await h.request.put(API.ownPassword).set(bearer(token))
      .send({ currentPassword: 'Drugi-Admin-Lozinka-2026', newPassword: 'Ljubicasti-Kamion-Pod-Trebevicem-42' });
    expect(changed.status).toBe(200);
    expect(changed.body.secondFactorRequired).toBe(true);
    expect(verifyToken(JWT_SECRET, changed.body.token, 3600)?.secondFactorRequired).toBe(true);
    expect((await h.request.get(API.accounts).set(bearer(changed.body.token))).body).toEqual(refused);
    // Signing out is allowed (it only takes access away): the token is refused afterwards.
    expect((await h.request.post(SIGN_OUT_API.logout).set(bearer(changed.body.token))).status).toBe(204);
    expect((await h.request.get(TWO_FACTOR_API.status).set(bearer(changed.body.token))).status).toBe(401);
  });

  it('is on by default in production only; a bad value stops the start', () => {
    expect(requireAdmin2fa({ NODE_ENV: 'production', REQUIRE_ADMIN_2FA: undefined })).toBe(true);
    expect(requireAdmin2fa({ NODE_ENV: 'production', REQUIRE_ADMIN_2FA: false })).toBe(false);
    expect(requireAdmin2fa({ NODE_ENV: 'development', REQUIRE_ADMIN_2FA: undefined })).toBe(false);
    expect(requireAdmin2fa(parseEnv({ NODE_ENV: 'test', REQUIRE_ADMIN_2FA: 'yes' }))).toBe(true);
    expect(() => parseEnv({ NODE_ENV: 'test', REQUIRE_ADMIN_2FA: 'maybe' })).toThrow(ConfigError);
    expect(() => parseEnv({ NODE_ENV: 'test', REQUIRE_ADMIN_2FA: 'maybe' })).toThrow(/REQUIRE_ADMIN_2FA/);
  });
});
