import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE, API, API_ERRORS } from '@dz/contracts';
import { createPrisma } from '@dz/db';
import { createApp } from '../src/app.js';
import { DEV_ADMIN } from '../src/config.js';
import { signToken, verifyToken } from '../src/auth/tokens.js';
import { accountService } from '../src/services/accounts.js';
import { pino } from 'pino';
import supertest from 'supertest';
import { JWT_SECRET, LOGIN_LIMIT, bearer, testDatabase, useTestApp } from './harness.js';

// docs/product.md "Passwords and roles".
const h = useTestApp();
const login = (username: string, password: string) => h.request.post(API.login).send({ username, password });
const change = (token: string | undefined, body: object) => {
  const req = h.request.put(API.ownPassword);
  return (token ? req.set(bearer(token)) : req).send(body);
};
const reset = (token: string | undefined, id: number | string, body: object) => {
  const req = h.request.put(API.accountPassword(id));
  return (token ? req.set(bearer(token)) : req).send(body);
};
/** A call every signed-in account may make. */
const staffCall = (token: string) => h.request.get(API.noticesAll).set(bearer(token));
const adminCall = (token: string) => h.request.get(API.accounts).set(bearer(token));
/** A fresh account of its own for each test, and its first session. */
let n = 0;
async function account(role = 'User', password = 'pocetna-lozinka') {
  const userName = `korisnik${++n}`;
  const a = await accountService(h.db).create({ username: userName, email: `${userName}@dz.ba`, password, role });
  return { ...a, password, token: (await login(userName, password)).body.token as string };
}

describe('PUT /api/Account/password (the own password)', () => {
  it('checks the current password (400 on currentPassword) and the new one as register does', async () => {
    const a = await account();
    expect((await change(a.token, { currentPassword: 'pogresna-lozinka', newPassword: 'nova-lozinka-1' })).body)
      .toEqual({ status: 400, message: API_ERRORS.currentPasswordWrong, field: 'currentPassword' });
    expect((await change(a.token, { currentPassword: a.password, newPassword: 'kratka' })).body)
      .toEqual({ status: 400, message: API_ERRORS.passwordTooShort, field: 'newPassword' });
    expect((await change(a.token, { currentPassword: a.password, newPassword: 'č'.repeat(37) })).body.field).toBe('newPassword');
    expect((await change(a.token, { currentPassword: a.password, newPassword: a.password })).body)
      .toEqual({ status: 400, message: API_ERRORS.newPasswordSame, field: 'newPassword' });
    expect((await change(a.token, { newPassword: 'nova-lozinka-1' })).body).toEqual({ status: 400, message: API_ERRORS.required, field: 'currentPassword' });
    // Nothing changed: the session and the password still hold.
    expect((await staffCall(a.token)).status).toBe(200);
    expect((await login(a.userName, a.password)).status).toBe(200);
  });

  it('refuses anonymous (401) and a token that is not valid', async () => {
    const body = { currentPassword: 'bilo-sta-1', newPassword: 'nova-lozinka-1' };
    expect((await change(undefined, body)).body).toEqual({ status: 401, message: API_ERRORS.unauthorized });
    expect((await change('nije-token', body)).body).toEqual({ status: 401, message: API_ERRORS.invalidToken });
  });

  it('changes it: every earlier token stops at once, the answer is a fresh session, the new password logs in', async () => {
    const a = await account();
    const second = (await login(a.userName, a.password)).body.token as string;
    const r = await change(a.token, { currentPassword: a.password, newPassword: 'nova-lozinka-1' });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['token']);
    for (const old of [a.token, second]) expect((await staffCall(old)).body).toEqual({ status: 401, message: API_ERRORS.invalidToken });
    expect((await staffCall(r.body.token)).status).toBe(200);
    expect((await login(a.userName, a.password)).status).toBe(401);
    expect((await login(a.userName, 'nova-lozinka-1')).status).toBe(200);
    // The fresh token may change it again.
    expect((await change(r.body.token, { currentPassword: 'nova-lozinka-1', newPassword: 'treca-lozinka-1' })).status).toBe(200);
    expect((await staffCall(r.body.token)).status).toBe(401);
  });

  it('a token without a version (issued before versions) is version 0: valid until the first change', async () => {
    const a = await account();
    const legacy = signToken(JWT_SECRET, 3600, { id: a.id, userName: a.userName, role: a.role });
    expect(verifyToken(JWT_SECRET, legacy, 3600)?.ver).toBe(0);
    expect((await staffCall(legacy)).status).toBe(200);
    await change(a.token, { currentPassword: a.password, newPassword: 'nova-lozinka-1' });
    expect((await staffCall(legacy)).status).toBe(401);
  });
});

describe('PUT /api/Account/{id}/password (an admin sets another account\'s password)', () => {
  it('is for admins only: 401 anonymous, 403 staff, 404 an unknown id, 409 your own', async () => {
    const a = await account();
    const body = { newPassword: 'postavljena-lozinka' };
    expect((await reset(undefined, a.id, body)).status).toBe(401);
    expect((await reset(h.tokens.staff, a.id, body)).body).toEqual({ status: 403, message: API_ERRORS.forbidden });
    expect((await reset(h.tokens.admin, 999_999, body)).body).toEqual({ status: 404, message: API_ERRORS.notFound });
    expect((await reset(h.tokens.admin, 'abc', body)).body.status).toBe(400);
    expect((await reset(h.tokens.admin, h.ids.admin, body)).body).toEqual({ status: 409, message: API_ERRORS.cannotResetOwnPassword });
    expect((await reset(h.tokens.admin, a.id, { newPassword: 'kratka' })).body).toEqual({ status: 400, message: API_ERRORS.passwordTooShort, field: 'newPassword' });
    expect((await staffCall(a.token)).status).toBe(200);
  });

  it('sets it: that account\'s tokens stop at once, the new password logs in and is marked temporary until its owner changes it', async () => {
    const a = await account();
    expect((await reset(h.tokens.admin, a.id, { newPassword: 'postavljena-lozinka' })).status).toBe(204);
    expect((await staffCall(a.token)).body).toEqual({ status: 401, message: API_ERRORS.invalidToken });
    expect((await adminCall(h.tokens.admin)).status).toBe(200); // the admin's own session goes on
    expect((await login(a.userName, a.password)).status).toBe(401);
    const r = await login(a.userName, 'postavljena-lozinka');
    expect(r.body.temporaryPassword).toBe(true);
    expect(verifyToken(JWT_SECRET, r.body.token, 3600)?.temporaryPassword).toBe(true);
    const changed = await change(r.body.token, { currentPassword: 'postavljena-lozinka', newPassword: 'moja-lozinka-1' });
    expect(changed.body.temporaryPassword).toBeUndefined();
    expect(verifyToken(JWT_SECRET, changed.body.token, 3600)?.temporaryPassword).toBeUndefined();
    expect(Object.keys((await login(a.userName, 'moja-lozinka-1')).body)).toEqual(['token']);
  });
});

describe('roles (one check, any case)', () => {
  it('stores any spelling of Admin as Admin on register, and admits it to admin routes', async () => {
    for (const role of ['admin', ' ADMIN ']) {
      const userName = `admin-${++n}`;
      const r = await h.request.post(API.register).set(bearer(h.tokens.admin)).send({ username: userName, email: `${userName}@dz.ba`, password: 'admin-lozinka-1', role });
      expect(r.body.role).toBe(ADMIN_ROLE);
      expect((await adminCall((await login(userName, 'admin-lozinka-1')).body.token)).status).toBe(200);
    }
  });

  it('reads a stored role case-insensitively (accounts from before), and nothing else is an admin', async () => {
    const legacy = await account('ADMIN ');
    expect((await adminCall(legacy.token)).status).toBe(200);
    for (const role of ['Korisnik', 'Administrator', 'User', 'admin2']) {
      const a = await account(role);
      expect((await adminCall(a.token)).status, role).toBe(403);
      expect((await staffCall(a.token)).status, role).toBe(200);
    }
  });
});

describe('the first admin\'s development default password', () => {
  it('is marked temporary: its login answer says so (beside the token), an admin from the environment\'s is not', async () => {
    const t = await testDatabase();
    const db = createPrisma(t.url, 2);
    try {
      const accounts = accountService(db);
      expect(await accounts.ensureFirstAdmin({ ...DEV_ADMIN, temporary: true })).toBe('created');
      await accounts.create({ username: 'iz-okruzenja', email: 'env@dz.ba', password: 'odabrana-lozinka', role: ADMIN_ROLE });
      const app = supertest(createApp({ db, logger: pino({ level: 'silent' }), jwtSecret: JWT_SECRET, jwtTtlSeconds: 3600, loginLimit: LOGIN_LIMIT }));
      const first = await app.post(API.login).send({ username: DEV_ADMIN.userName, password: DEV_ADMIN.password });
      expect(first.body).toEqual({ token: expect.any(String), temporaryPassword: true });
      expect(Object.keys((await app.post(API.login).send({ username: 'iz-okruzenja', password: 'odabrana-lozinka' })).body)).toEqual(['token']);
      const changed = await app.put(API.ownPassword).set(bearer(first.body.token)).send({ currentPassword: DEV_ADMIN.password, newPassword: 'nova-admin-lozinka' });
      expect(changed.status).toBe(200);
      expect((await app.post(API.login).send({ username: 'admin', password: 'nova-admin-lozinka' })).body).toEqual({ token: expect.any(String) });
    } finally {
      await db.$disconnect();
      await t.drop();
    }
  });
});
