// Sessions that end politely (issue 21): POST /api/Account/refresh renews a valid token with a fresh lifetime,
// the account re-read, up to SESSION_MAX_HOURS after the password was given; refused with 401 for an expired,
// signed-out, outdated (password changed) or deleted account's token.
import jwt from 'jsonwebtoken';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, API_ERRORS, SIGN_OUT_API, type TokenClaims } from '@dz/contracts';
import { signToken } from '../src/auth/tokens.js';
import { JWT_SECRET, bearer, useTestApp } from './harness.js';

const MAX_SECONDS = 24 * 3600;
const h = useTestApp({ sessionMaxSeconds: MAX_SECONDS });
const claims = (token: string) => jwt.decode(token) as TokenClaims;
const refresh = (token: string) => h.request.post(API.refresh).set(bearer(token));
const login = async (username: string, password: string) =>
  (await h.request.post(API.login).send({ username, password }).expect(200)).body.token as string;

/** A token as this server signs them, for a sign-in `ago` seconds back and a lifetime still running. */
const tokenSignedIn = (ago: number, who = { id: h.ids.staff, userName: 'osoblje', role: 'User' }) =>
  signToken(JWT_SECRET, 3600, { ...who, authTime: Math.floor(Date.now() / 1000) - ago });

describe('POST /api/Account/refresh', () => {
  it('renews a valid token: a new token with a fresh lifetime, the same sign-in time, the role as it is now', async () => {
    const token = tokenSignedIn(3 * 3600);
    const res = await refresh(token);
    expect(res.status).toBe(200);
    const renewed = claims(res.body.token);
    const before = claims(token);
    expect(renewed.sub).toBe(before.sub);
    expect(renewed.auth_time).toBe(before.auth_time);
    expect(renewed.jti).not.toBe(before.jti);
    expect(renewed.exp - renewed.iat!).toBe(3600);
    // The renewed token works; so does the one it replaced until it expires (another tab may still hold it).
    expect((await h.request.get(API.bin).set(bearer(res.body.token))).status).toBe(200);
    expect((await h.request.get(API.bin).set(bearer(token))).status).toBe(200);
    // The role is read again: an account made admin gets the new role in its renewed token.
    await h.db.account.update({ where: { id: h.ids.staff }, data: { role: 'Admin' } });
    try {
      expect(claims((await refresh(res.body.token)).body.token).role).toBe('Admin');
    } finally {
      await h.db.account.update({ where: { id: h.ids.staff }, data: { role: 'User' } });
    }
  });

  it('a login starts the session: its token carries the sign-in time', async () => {
    const token = await login('osoblje', 'osoblje-lozinka');
    const c = claims(token);
    expect(Math.abs(c.auth_time! - c.iat!)).toBeLessThanOrEqual(1);
  });

  it('refuses past SESSION_MAX_HOURS after the sign-in, with its own message', async () => {
    const within = await refresh(tokenSignedIn(MAX_SECONDS - 60));
    expect(within.status).toBe(200);
    const past = await refresh(tokenSignedIn(MAX_SECONDS + 60));
    expect(past.status).toBe(401);
    expect(past.body).toEqual({ status: 401, message: API_ERRORS.sessionTooOld });
    // A renewal cannot reset the count: the renewed token of a session near its end ends with it.
    const near = claims((await refresh(tokenSignedIn(MAX_SECONDS - 60))).body.token);
    expect(near.auth_time).toBeLessThan(Math.floor(Date.now() / 1000) - MAX_SECONDS + 120);
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = jwt.sign({ name: 'osoblje', role: 'User', ver: 0, auth_time: now - 7200, iat: now - 7200, exp: now - 3600 },
      JWT_SECRET, { algorithm: 'HS256', subject: String(h.ids.staff), jwtid: randomBytes(16).toString('base64url') });
    const res = await refresh(expired);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(API_ERRORS.invalidToken);
  });

  it('refuses a signed-out token and one from before a password change', async () => {
    const a = await login('osoblje', 'osoblje-lozinka');
    await h.request.post(SIGN_OUT_API.logout).set(bearer(a)).expect(204);
    expect((await refresh(a)).status).toBe(401);

    const b = await login('osoblje', 'osoblje-lozinka');
    const changed = await h.request.put(API.ownPassword).set(bearer(b))
      .send({ currentPassword: 'osoblje-lozinka', newPassword: 'plava-kornjaca-trci-brzo' });
    expect(changed.status).toBe(200);
    expect((await refresh(b)).status).toBe(401);
    // The token the change answered is the one that renews.
    expect((await refresh(changed.body.token)).status).toBe(200);
  });

  it("refuses a deleted account's token", async () => {
    const made = await h.request.post(API.register).set(bearer(h.tokens.admin))
      .send({ username: 'privremeni', email: 'p@dz.ba', password: 'zuta-lisica-spava-mirno', role: 'User' });
    expect(made.status).toBe(201);
    const token = await login('privremeni', 'zuta-lisica-spava-mirno');
    expect((await refresh(token)).status).toBe(200);
    await h.request.delete(API.deleteAccount(made.body.id as number)).set(bearer(h.tokens.admin)).expect(204);
    expect((await refresh(token)).status).toBe(401);
  });

  it('needs a token: none, junk or a forged one is 401, never 5xx', async () => {
    expect((await h.request.post(API.refresh)).status).toBe(401);
    expect((await h.request.post(API.refresh).set('Authorization', 'Bearer x.y.z')).status).toBe(401);
    const forged = jwt.sign({ name: 'admin', role: 'Admin', ver: 0, auth_time: 0 }, 'not-the-secret',
      { algorithm: 'HS256', subject: String(h.ids.admin), expiresIn: 600, jwtid: 'x' });
    expect((await refresh(forged)).status).toBe(401);
  });
});
