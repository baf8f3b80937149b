// Issue 20, "Passwords": "12345678" was accepted (length was the only rule). The same rule (contracts
// password-strength.ts) on all four paths that set a password: registration, the own change, an admin's reset and
// ADMIN_PASSWORD at start; logins never apply it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { API, API_ERRORS, loadPasswordRule, passwordUserInputs } from '@dz/contracts';
import { PASSWORD_RULE_KEPT_MS, passwordRule } from '../src/auth/password-rule.js';
import { ConfigError, DEV_ADMIN, checkAdminPassword, parseEnv } from '../src/config.js';
import { accountService } from '../src/services/accounts.js';
import { LOGIN_LIMIT, bearer, useTestApp } from './harness.js';

const h = useTestApp();

/** A user name in no dictionary: its own words are what make "the name plus digits" guessable. */
let n = 0;
const freshName = () => `zlatokosa${String.fromCharCode(97 + n++)}`;

/** What an attacker (or a hurried admin) tries first, each with the reason it is refused. */
const weak = (userName: string) => [
  ['12345678', API_ERRORS.passwordTooShort],
  ['lozinka123', API_ERRORS.passwordTooGuessable],
  ['Sarajevo2024', API_ERRORS.passwordTooGuessable],
  [`${userName}2024`, API_ERRORS.passwordTooGuessable],
  ['Xk7#pQ2!z', API_ERRORS.passwordTooShort], // 9 characters, however random
] as const;
const STRONG = 'zeleni-kamion-pjeva-7';

const login = (username: string, password: string) => h.request.post(API.login).send({ username, password });
const register = (body: object) => h.request.post(API.register).set(bearer(h.tokens.admin)).send(body);

async function account(password = 'pocetna-lozinka') {
  const userName = freshName();
  const a = await accountService(h.db).create({ username: userName, email: `${userName}@dz.ba`, password, role: 'User' });
  return { ...a, password, token: (await login(userName, password)).body.token as string };
}

describe('POST /api/Account/register', () => {
  it('refuses a short, common or guessable password (400 on password, the Bosnian reason) and creates nothing; a strong one is created and signs in', async () => {
    const userName = freshName();
    for (const [password, message] of weak(userName)) {
      const r = await register({ username: userName, email: `${userName}@dz.ba`, password });
      expect(r.body, password).toEqual({ status: 400, message, field: 'password' });
    }
    expect((await h.request.get(API.accounts).set(bearer(h.tokens.admin))).body.map((a: { userName: string }) => a.userName)).not.toContain(userName);
    const created = await register({ username: userName, email: `${userName}@dz.ba`, password: STRONG });
    expect(created.status).toBe(201);
    expect((await login(userName, STRONG)).status).toBe(200);
  });

  it('refuses the e-mail\'s words too', async () => {
    const userName = freshName();
    const r = await register({ username: userName, email: 'vjetrenjaca.k@dz.ba', password: 'Vjetrenjaca.k1' });
    expect(r.body).toEqual({ status: 400, message: API_ERRORS.passwordTooGuessable, field: 'password' });
  });
});

describe('PUT /api/Account/password (the own change)', () => {
  it('refuses a weak new password on newPassword without spending a login attempt; the old password still holds; a strong one changes it', async () => {
    const a = await account();
    // More refusals than the login throttle's free attempts: none of them counts against the name.
    const rounds = Math.ceil((LOGIN_LIMIT.limit + 1) / weak(a.userName).length);
    for (let i = 0; i < rounds; i++) {
      for (const [newPassword, message] of weak(a.userName)) {
        const r = await h.request.put(API.ownPassword).set(bearer(a.token)).send({ currentPassword: a.password, newPassword });
        expect(r.body, newPassword).toEqual({ status: 400, message, field: 'newPassword' });
      }
    }
    expect((await login(a.userName, a.password)).status).toBe(200);
    const changed = await h.request.put(API.ownPassword).set(bearer(a.token)).send({ currentPassword: a.password, newPassword: STRONG });
    expect(changed.status).toBe(200);
    expect((await login(a.userName, STRONG)).status).toBe(200);
  });
});

describe('PUT /api/Account/{id}/password (an admin\'s reset)', () => {
  it('refuses a weak password for the account (its own name with digits included) on newPassword; a strong one is set', async () => {
    const a = await account();
    for (const [newPassword, message] of weak(a.userName)) {
      const r = await h.request.put(API.accountPassword(a.id)).set(bearer(h.tokens.admin)).send({ newPassword });
      expect(r.body, newPassword).toEqual({ status: 400, message, field: 'newPassword' });
    }
    // Refused: the account's password and session are untouched.
    expect((await h.request.get(API.noticesAll).set(bearer(a.token))).status).toBe(200);
    expect((await h.request.put(API.accountPassword(a.id)).set(bearer(h.tokens.admin)).send({ newPassword: STRONG })).status).toBe(204);
    expect((await login(a.userName, STRONG)).status).toBe(200);
    expect((await login(a.userName, a.password)).status).toBe(401);
  });

  it('a strong password for an account that does not exist is still a 404', async () => {
    expect((await h.request.put(API.accountPassword(999_999)).set(bearer(h.tokens.admin)).send({ newPassword: STRONG })).status).toBe(404);
  });
});

describe('POST /api/Account/login', () => {
  it('never applies the rule: an account whose password predates it still signs in', async () => {
    const old = await account('lozinka123');
    expect(old.token).toEqual(expect.any(String));
    const short = await account('12345678');
    expect(short.token).toEqual(expect.any(String));
  });
});

describe('ADMIN_PASSWORD', () => {
  const admin = { ADMIN_USERNAME: 'upravnik', ADMIN_EMAIL: 'upravnik@dz.ba' };

  it('stops the start with a message naming the setting (never the password) in every mode', async () => {
    for (const NODE_ENV of ['development', 'test'] as const) {
      for (const [password, reason] of [...weak('upravnik'), ['Upravnik@dz.ba1', API_ERRORS.passwordTooGuessable]] as const) {
        const env = parseEnv({ NODE_ENV, ...admin, ADMIN_PASSWORD: password });
        const refused = await checkAdminPassword(env).then(() => undefined, (e: unknown) => e);
        expect(refused, `${NODE_ENV} ${password}`).toBeInstanceOf(ConfigError);
        const message = (refused as Error).message;
        expect(message).toMatch(/^Invalid configuration:\n {2}ADMIN_PASSWORD: /);
        expect(message).toContain(reason);
        expect(message).not.toContain(password);
      }
    }
    // Production parses only with a JWT secret; the rule is the same there.
    const production = parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'f'.repeat(40), ...admin, ADMIN_PASSWORD: 'Sarajevo2024' });
    await expect(checkAdminPassword(production)).rejects.toThrow(/ADMIN_PASSWORD/);
  });

  it('lets a strong one through, and an unset one (an existing database needs none)', async () => {
    await expect(checkAdminPassword(parseEnv({ ...admin, ADMIN_PASSWORD: STRONG }))).resolves.toBeUndefined();
    await expect(checkAdminPassword(parseEnv({}))).resolves.toBeUndefined();
  });

  it('the development default admin the start creates passes the rule: it needs no exception', async () => {
    const rule = await loadPasswordRule();
    expect(rule(DEV_ADMIN.password, passwordUserInputs(DEV_ADMIN.userName, DEV_ADMIN.email)).problem).toBeUndefined();
  });

  it('the built server refuses to start with a weak one, before touching any database', async () => {
    const start = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'start.js');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-weak-admin-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', ...admin, ADMIN_PASSWORD: 'lozinka123' };
      delete env.DATABASE_URL;
      const child = spawn(process.execPath, [start], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout!.on('data', (b) => { out += b; });
      child.stderr!.on('data', (b) => { out += b; });
      const code = await new Promise<number | null>((r) => child.once('exit', r));
      expect(code, out).toBe(1);
      expect(out).toContain('ADMIN_PASSWORD: refused by the password rule');
      expect(out).toContain(API_ERRORS.passwordTooGuessable);
      expect(out).not.toContain('lozinka123');
      // Stopped before the embedded PostgreSQL was set up.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the rule in the server\'s memory (issue 25)', () => {
  it('is built at its first use, shared while in use, and let go PASSWORD_RULE_KEPT_MS after its last use', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const first = await passwordRule();
      vi.advanceTimersByTime(PASSWORD_RULE_KEPT_MS - 1);
      // Used again before its time ran out: the same rule, and its time starts again.
      expect(await passwordRule()).toBe(first);
      vi.advanceTimersByTime(PASSWORD_RULE_KEPT_MS - 1);
      expect(await loadPasswordRule()).toBe(first);
      vi.advanceTimersByTime(1);
      // Let go: the next use builds it again, and it still judges as before.
      const again = await passwordRule();
      expect(again).not.toBe(first);
      expect(again('lozinka123').problem).toBe(API_ERRORS.passwordTooGuessable);
      expect(again(STRONG).problem).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
