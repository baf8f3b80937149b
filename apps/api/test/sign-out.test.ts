// Issue 20, written as the attacks: a token copied before "Logout" is refused after it, "sign out
// everywhere" ends the other devices' tokens, the Authorization header is read strictly, and a
// password typed into the user-name field never reaches the audit log.
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { API, API_ERRORS, SIGN_OUT_API, UNKNOWN_USER_NAME, type AuditEntry } from '@dz/contracts';
import { JWT_SECRET, bearer, eventually, testClock, useTestApp } from './harness.js';

const clock = testClock('2026-03-02T09:00:00Z');
const h = useTestApp({ now: clock.now });
const login = (username: string, password: string) => h.request.post(API.login).send({ username, password });
/** A call only a signed-in account may make: the bin (staff). */
const signedInCall = (token: string) => h.request.get(API.bin).set(bearer(token));
const invalid = { status: 401, message: API_ERRORS.invalidToken };

/** Every audit row, newest first (the test database holds a few). */
async function auditLog(): Promise<{ text: string; items: AuditEntry[] }> {
  const r = await h.request.get(API.audit).query({ pageSize: 100 }).set(bearer(h.tokens.admin));
  expect(r.status).toBe(200);
  expect(r.body.totalItems).toBeLessThanOrEqual(100);
  return { text: r.text, items: r.body.items };
}

describe('Logout', () => {
  it('ends the token it is called with, also for a copy taken before; the account\'s other sessions go on', async () => {
    const token = (await login('osoblje', 'osoblje-lozinka')).body.token as string;
    const copied = `${token}`;
    const other = (await login('osoblje', 'osoblje-lozinka')).body.token as string;
    expect((await signedInCall(copied)).status).toBe(200);

    const r = await h.request.post(SIGN_OUT_API.logout).set(bearer(token));
    expect(r.status).toBe(204);
    expect((await signedInCall(copied)).body).toEqual(invalid);
    expect((await h.request.post(SIGN_OUT_API.logout).set(bearer(copied))).body).toEqual(invalid);
    expect((await signedInCall(other)).status).toBe(200);
    // Stored until the token would have expired anyway.
    const exp = (jwt.decode(token) as { exp: number; jti: string });
    const row = await h.db.revoked.findUnique({ where: { id: `jti:${exp.jti}` } });
    expect(row?.expiresAt.getTime()).toBe(exp.exp * 1000);

    const [entry] = (await auditLog()).items.filter((e) => e.action === 'logout');
    expect(entry).toMatchObject({ actorId: h.ids.staff, actorName: 'osoblje', resource: 'Account', itemId: String(h.ids.staff) });
  });

  it('needs a sign-in', async () => {
    expect((await h.request.post(SIGN_OUT_API.logout)).body).toEqual({ status: 401, message: API_ERRORS.unauthorized });
    expect((await h.request.post(SIGN_OUT_API.logoutEverywhere).set(bearer('a.b.c'))).body).toEqual(invalid);
  });

  it('"sign out everywhere" ends every token of the account, on every device, this one too; a new sign-in works', async () => {
    const phone = (await login('osoblje', 'osoblje-lozinka')).body.token as string;
    const office = (await login('osoblje', 'osoblje-lozinka')).body.token as string;
    const admins = (await login('admin', 'admin-lozinka')).body.token as string;
    expect((await h.request.post(SIGN_OUT_API.logoutEverywhere).set(bearer(office))).status).toBe(204);
    expect((await signedInCall(phone)).body).toEqual(invalid);
    expect((await signedInCall(office)).body).toEqual(invalid);
    expect((await signedInCall(h.tokens.staff)).body).toEqual(invalid);
    // Another account's sessions are not touched.
    expect((await signedInCall(admins)).status).toBe(200);
    const fresh = (await login('osoblje', 'osoblje-lozinka')).body.token as string;
    expect((await signedInCall(fresh)).status).toBe(200);
    const [entry] = (await auditLog()).items.filter((e) => e.action === 'logout-everywhere');
    expect(entry).toMatchObject({ actorId: h.ids.staff, actorName: 'osoblje', itemId: String(h.ids.staff) });
  });

  it('refuses a token without an id (jti): every token this server issues has one, so each can be signed out', async () => {
    const noId = jwt.sign({ name: 'admin', role: 'Admin', ver: 0 }, JWT_SECRET, { subject: String(h.ids.admin), expiresIn: 600 });
    expect((await signedInCall(noId)).body).toEqual(invalid);
  });

  it('removes revocations once they have expired, on the app\'s clock', async () => {
    // The sweep runs at most once a minute per instance: the earlier logouts in this file may have just run one.
    clock.advance(61_000);
    await h.db.pool.query(`INSERT INTO "Revoked" VALUES ('jti:stari', $1::timestamptz - interval '1 s'), ('device:star', $1::timestamptz), ('jti:svjez', $1::timestamptz + interval '1 hour')`, [clock.now()]);
    const token = (await login('admin', 'admin-lozinka')).body.token as string;
    expect((await h.request.post(SIGN_OUT_API.logout).set(bearer(token))).status).toBe(204);
    await eventually(async () => {
      const ids = (await h.db.revoked.findMany({ where: { id: { in: ['jti:stari', 'device:star', 'jti:svjez'] } } })).map((r) => r.id);
      expect(ids).toEqual(['jti:svjez']);
    });
    // The token just signed out (its row runs to its exp) stays refused.
    expect((await signedInCall(token)).body).toEqual(invalid);
  });
});

describe('the Authorization header', () => {
  it('is exactly "Bearer <JWT>": junk after the token, two spaces, a tab, a comma or another scheme is an invalid token', async () => {
    const t = h.tokens.admin;
    for (const header of [
      `Bearer ${t} junk`, `Bearer ${t},`, `Bearer ${t}, Bearer ${t}`, `Bearer ${t};`, `Bearer  ${t}`, `Bearer\t${t}`,
      `Bearer "${t}"`, `Bearer ${t}.x`, `Bearer ${t.split('.').slice(0, 2).join('.')}`, `Bearer ${t} ${t}`, `Bearer=${t}`,
      `Basic ${t}`, `Bearer`, `Bearer x`, t, `Bearer ${t.replace('.', '..')}`, `Bearer ${t}%00`,
    ]) {
      const r = await h.request.get(API.bin).set('Authorization', header);
      expect(r.body, header.replace(t, '<token>')).toEqual(invalid);
    }
    // The scheme in any letter case; nothing at all is "not signed in".
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      expect((await h.request.get(API.bin).set('Authorization', `${scheme} ${t}`)).status).toBe(200);
    }
    expect((await h.request.get(API.bin)).body).toEqual({ status: 401, message: API_ERRORS.unauthorized });
  });
});

describe('the audit log never holds a secret', () => {
  it('a password typed into the user-name field never reaches GET /api/audit; a name that exists is recorded', async () => {
    const typed = 'Moja-Tajna-Lozinka-2026';
    expect((await login(typed, 'admin')).body).toEqual({ status: 401, message: API_ERRORS.loginFailed });
    expect((await login(`${typed}x`, typed)).status).toBe(401);
    expect((await login('admin', typed)).status).toBe(401);

    const { text, items } = await auditLog();
    expect(text).not.toContain(typed);
    expect(text.toLowerCase()).not.toContain(typed.toLowerCase().slice(0, 12));
    const failed = items.filter((e) => e.action === 'login-failed');
    expect(failed.map((e) => e.actorName)).toEqual(['admin', UNKNOWN_USER_NAME, UNKNOWN_USER_NAME]);
    expect(failed.every((e) => e.actorId === null)).toBe(true);
    // Nor by searching for it.
    const search = await h.request.get(API.audit).query({ actor: typed }).set(bearer(h.tokens.admin));
    expect(search.body.totalItems).toBe(0);
  });
});
