import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { API, API_ERRORS, documentTypeByResource } from '@dz/contracts';
import { signToken, verifyToken } from '../src/auth/tokens.js';
import { retryOnConflict } from '../src/db/conflicts.js';
import { toErrorBody } from '../src/http/errors.js';
import { accountService } from '../src/services/accounts.js';
import { JWT_SECRET, bearer, pdf, useTestApp } from './harness.js';

const h = useTestApp();
const login = (username: string, password: string) => h.request.post(API.login).send({ username, password });
const register = (body: object, token = h.tokens.admin) => h.request.post(API.register).set(bearer(token)).send(body);

describe('login', () => {
  it('returns a HS256 token carrying role, name and exp', async () => {
    const r = await login('admin', 'admin-lozinka');
    expect(r.status).toBe(200);
    const header = JSON.parse(Buffer.from(r.body.token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const claims = verifyToken(JWT_SECRET, r.body.token, 3600)!;
    expect(claims).toMatchObject({ role: 'Admin', name: 'admin', sub: String(h.ids.admin) });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('answers 401 with one message for a wrong password or an unknown user, 400 for missing fields', async () => {
    expect((await login('admin', 'pogresna')).body).toEqual({ status: 401, message: API_ERRORS.loginFailed });
    expect((await login('niko', 'nista-nista')).body).toEqual({ status: 401, message: API_ERRORS.loginFailed });
    const missing = await h.request.post(API.login).send({ username: 'admin' });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('password');
    const malformed = await h.request.post(API.login).set('Content-Type', 'application/json').send('{"username":');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ status: 400, message: API_ERRORS.badRequest });
  });
});

describe('tokens', () => {
  const zakon = documentTypeByResource('Zakon')!;
  const write = (token: string) => h.request.post(API.documents(zakon)).set(bearer(token)).field('naziv', 'x').attach('pdfFile', pdf(), 'a.pdf');

  it('refuses an expired token, an unsigned (alg none) token and a token of another secret', async () => {
    const expired = jwt.sign({ name: 'admin', role: 'Admin', exp: Math.floor(Date.now() / 1000) - 10 }, JWT_SECRET, { subject: String(h.ids.admin) });
    expect((await write(expired)).body).toEqual({ status: 401, message: API_ERRORS.invalidToken });
    const none = jwt.sign({ name: 'admin', role: 'Admin' }, '', { algorithm: 'none', subject: String(h.ids.admin), expiresIn: 60 });
    expect((await write(none)).status).toBe(401);
    const other = signToken('another-secret-another-secret-1234', 60, { id: h.ids.admin, userName: 'admin', role: 'Admin' });
    expect((await write(other)).status).toBe(401);
    const hs512 = jwt.sign({ name: 'admin', role: 'Admin' }, JWT_SECRET, { algorithm: 'HS512', subject: String(h.ids.admin), expiresIn: 60 });
    expect((await write(hs512)).status).toBe(401);
  });

  it('refuses a token that lives longer than the server issues (exp − iat over its TTL), has no iat, or an iat in the future', async () => {
    const now = Math.floor(Date.now() / 1000);
    const list = (token: string) => h.request.get(API.accounts).set(bearer(token));
    const sign = (claims: object, opts: jwt.SignOptions = {}) =>
      jwt.sign({ name: 'admin', role: 'Admin', ...claims }, JWT_SECRET, { subject: String(h.ids.admin), jwtid: 'id-of-this-token', ...opts });
    // The harness's server issues tokens for 3600 s.
    expect((await list(sign({ iat: now, exp: now + 3600 }))).status).toBe(200);
    expect((await list(sign({ iat: now - 100, exp: now + 3502 }))).status).toBe(200); // within the leeway
    const century = await list(sign({ iat: now, exp: now + 100 * 365 * 24 * 3600 }));
    expect(century.body).toEqual({ status: 401, message: API_ERRORS.invalidToken });
    expect((await list(sign({ iat: now, exp: now + 3600 + 60 }))).status).toBe(401);
    expect((await list(sign({ iat: now + 3600, exp: now + 3600 + 60 }))).status).toBe(401);
    expect((await list(sign({ exp: now + 60 }, { noTimestamp: true }))).status).toBe(401);
    expect(verifyToken(JWT_SECRET, sign({ iat: now, exp: now + 7200 }), 3600)).toBeUndefined();
    expect(verifyToken(JWT_SECRET, sign({ iat: now, exp: now + 7200 }), 7200)?.exp).toBe(now + 7200);
  });

  it('reads stay public even with a stale token', async () => {
    expect((await h.request.get(API.documents(zakon)).set(bearer('stale'))).status).toBe(200);
  });
});

describe('accounts (admin only)', () => {
  it('registers (201), lists without passwords, and the new user can log in', async () => {
    const r = await register({ username: 'amra', email: 'amra@dz.ba', password: 'amrina-lozinka', role: '' });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ userName: 'amra', email: 'amra@dz.ba', role: 'User' });
    const list = await h.request.get(API.accounts).set(bearer(h.tokens.admin));
    expect(list.status).toBe(200);
    expect(list.body.map((a: { userName: string }) => a.userName)).toContain('amra');
    expect(JSON.stringify(list.body)).not.toMatch(/password|hash|\$2[aby]\$/i);
    expect((await login('amra', 'amrina-lozinka')).status).toBe(200);
  });

  it('marks a registered password temporary, like a reset one: the first login says so until the owner changes it (issue 21)', async () => {
    const body = { username: 'novajlija', email: 'novajlija@dz.ba', password: 'adminova-lozinka', role: '', temporaryPassword: false };
    expect((await register(body)).status).toBe(201);
    const first = await login('novajlija', 'adminova-lozinka');
    expect(first.body).toEqual({ token: expect.any(String), temporaryPassword: true });
    const changed = await h.request.put(API.ownPassword).set(bearer(first.body.token)).send({ currentPassword: 'adminova-lozinka', newPassword: 'moja-nova-lozinka-1' });
    expect(changed.status).toBe(200);
    expect(changed.body.temporaryPassword).toBeUndefined();
    expect((await login('novajlija', 'moja-nova-lozinka-1')).body).toEqual({ token: expect.any(String) });
  });

  it('refuses anonymous (401) and staff (403) for register, list and delete', async () => {
    expect((await h.request.post(API.register).send({ username: 'x', email: 'x@dz.ba', password: 'xxxxxxxx' })).status).toBe(401);
    expect((await register({ username: 'x', email: 'x@dz.ba', password: 'xxxxxxxx' }, h.tokens.staff)).body).toEqual({ status: 403, message: API_ERRORS.forbidden });
    expect((await h.request.get(API.accounts)).status).toBe(401);
    expect((await h.request.get(API.accounts).set(bearer(h.tokens.staff))).status).toBe(403);
    expect((await h.request.delete(API.deleteAccount('admin')).set(bearer(h.tokens.staff))).status).toBe(403);
    expect((await h.request.delete(API.deleteAccount('admin'))).status).toBe(401);
  });

  it('validates the payload: e-mail, duplicate name, short and over-72-byte passwords', async () => {
    const base = { username: 'novi', email: 'novi@dz.ba', password: 'dovoljno-dugo' };
    expect((await register({ ...base, email: 'nije-email' })).body).toEqual({ status: 400, message: API_ERRORS.emailInvalid, field: 'email' });
    expect((await register({ ...base, password: 'kratka' })).body.field).toBe('password');
    const long = await register({ ...base, password: 'č'.repeat(37) });
    expect(long.body).toEqual({ status: 400, message: API_ERRORS.passwordTooLong, field: 'password' });
    expect((await register({ ...base, username: 'ime sa razmakom' })).body.field).toBe('username');
    expect((await register({ ...base, username: 'admin' })).body).toEqual({ status: 409, message: API_ERRORS.userNameTaken, field: 'username' });
  });

  it('deletes by id or by user name; a deleted account token stops working', async () => {
    const a = (await register({ username: 'privremeni', email: 'p@dz.ba', password: 'privremena-loz' })).body;
    const b = (await register({ username: 'drugi', email: 'd@dz.ba', password: 'privremena-loz' })).body;
    const token = (await login('privremeni', 'privremena-loz')).body.token;
    expect((await h.request.delete(API.deleteAccount(a.id)).set(bearer(h.tokens.admin))).status).toBe(204);
    expect((await h.request.delete(API.deleteAccount('drugi')).set(bearer(h.tokens.admin))).status).toBe(204);
    expect((await h.request.delete(API.deleteAccount(b.id)).set(bearer(h.tokens.admin))).status).toBe(404);
    const zakon = documentTypeByResource('Zakon')!;
    expect((await h.request.delete(API.document(zakon, 1)).set(bearer(token))).body).toEqual({ status: 401, message: API_ERRORS.invalidToken });
  });

  it('never reads one identifier both ways: all digits is an id only, anything else a user name', async () => {
    const r = await register({ username: '75', email: 'broj@dz.ba', password: 'brojevna-lozinka' });
    expect(r.body).toEqual({ status: 400, message: API_ERRORS.userNameAllDigits, field: 'username' });
    const target = (await register({ username: 'meta', email: 'meta@dz.ba', password: 'metina-duga-lozinka' })).body;
    // An account from before the rule, named like the other account's id.
    const legacy = await h.db.account.create({ data: { userName: String(target.id), email: 'stari@dz.ba', role: 'User', passwordHash: 'x' } });
    const names = async () => (await h.db.account.findMany({ select: { userName: true } })).map((a) => a.userName);

    expect((await h.request.delete(API.deleteAccount(target.id)).set(bearer(h.tokens.admin))).status).toBe(204);
    expect(await names()).not.toContain('meta');
    expect(await names()).toContain(legacy.userName);
    // Its all-digit name now reads as the (deleted) id: nothing else is touched.
    expect((await h.request.delete(API.deleteAccount(legacy.userName)).set(bearer(h.tokens.admin))).status).toBe(404);
    expect(await names()).toContain(legacy.userName);
    // Not an id any account can have: zero, not all digits, beyond int4 (the URL id rule), far beyond.
    for (const id of ['0', '007x', '2147483648', '99999999999999999999']) {
      expect((await h.request.delete(API.deleteAccount(id)).set(bearer(h.tokens.admin))).status).toBe(404);
    }
    expect((await h.request.delete(API.deleteAccount(legacy.id)).set(bearer(h.tokens.admin))).status).toBe(204);
    expect(await names()).not.toContain(legacy.userName);
  });

  it('refuses to delete yourself, and never leaves zero admins when two admins delete each other at once', async () => {
    expect((await h.request.delete(API.deleteAccount('admin')).set(bearer(h.tokens.admin))).body).toEqual({ status: 409, message: API_ERRORS.cannotDeleteSelf });
    await register({ username: 'admin2', email: 'a2@dz.ba', password: 'admin2-lozinka', role: 'Admin' });
    const t2 = (await login('admin2', 'admin2-lozinka')).body.token;
    const [a, b] = await Promise.all([
      h.request.delete(API.deleteAccount('admin2')).set(bearer(h.tokens.admin)),
      h.request.delete(API.deleteAccount('admin')).set(bearer(t2)),
    ]);
    expect([a.status, b.status]).toContain(204);
    expect([a.status, b.status].filter((s) => s !== 204).every((s) => s === 409 || s === 401)).toBe(true);
    const admins = await h.db.account.count({ where: { role: 'Admin' } });
    expect(admins).toBe(1);
  });
});

describe('two admins deleting each other at once', () => {
  const h2 = useTestApp();
  // As @prisma/adapter-pg reports SQLSTATE 40001 (not Prisma's P2034).
  const conflict = () => Object.assign(new Error('TransactionWriteConflict'), {
    name: 'DriverAdapterError',
    cause: { originalCode: '40001', originalMessage: 'could not serialize access', kind: 'TransactionWriteConflict' },
  });

  it('maps a serialization conflict from any layer to 409, and retries it a few times', async () => {
    for (const err of [conflict(), { code: 'P2034' }, { code: '40001' }, { message: 'x', cause: { code: '40001' } }]) {
      expect(toErrorBody(err)).toEqual({ status: 409, message: API_ERRORS.conflict });
    }
    expect(toErrorBody({ cause: { kind: 'UniqueConstraintViolation' } }).status).toBe(500);
    let calls = 0;
    expect(await retryOnConflict(async () => { if (++calls < 3) throw conflict(); return 'ok'; })).toBe('ok');
    expect(calls).toBe(3);
    calls = 0;
    await expect(retryOnConflict(async () => { calls++; throw conflict(); })).rejects.toThrow('TransactionWriteConflict');
    expect(calls).toBe(4);
    calls = 0;
    await expect(retryOnConflict(async () => { calls++; throw new Error('other'); })).rejects.toThrow('other');
    expect(calls).toBe(1);
  });

  it('never answers 500 and never leaves zero admins (25 rounds)', async () => {
    const accounts = accountService(h2.db);
    const tokenOf = (a: { id: number; userName: string; role: string }) => signToken(JWT_SECRET, 3600, a);
    let survivor = { id: h2.ids.admin, userName: 'admin', role: 'Admin' };
    const statuses: number[][] = [];
    for (let round = 0; round < 25; round++) {
      const other = await accounts.create({ username: `admin-${round}`, email: `a${round}@dz.ba`, password: 'admin-lozinka', role: 'Admin' });
      const pair = [survivor, other];
      const answers = await Promise.all(pair.map((actor, i) =>
        h2.request.delete(API.deleteAccount(pair[1 - i]!.userName)).set(bearer(tokenOf(actor)))));
      const round_ = answers.map((a) => a.status);
      statuses.push(round_);
      for (const a of answers) if (a.status !== 204) expect([409, 401], JSON.stringify(a.body)).toContain(a.status);
      const admins = await h2.db.account.findMany({ where: { role: 'Admin' }, select: { id: true, userName: true, role: true } });
      expect(admins.length, `round ${round}: ${round_}`).toBeGreaterThanOrEqual(1);
      // Both may refuse (a conflict after every retry), but at most one may succeed.
      expect(round_.filter((x) => x === 204).length).toBeLessThanOrEqual(1);
      survivor = admins[0]!;
    }
    expect(statuses.flat()).not.toContain(500);
    // The conflicts were retried, not just answered: most rounds delete one of the two.
    expect(statuses.filter((r) => r.includes(204)).length).toBeGreaterThan(12);
  });
});
