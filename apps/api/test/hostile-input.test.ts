// Whatever a client sends, the answer is a 4xx with the JSON error body in Bosnian, nothing
// is stored and nothing is logged as a server error (issue 8: "no 5xx from client input").
import { Writable } from 'node:stream';
import { pino } from 'pino';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, API_ERRORS, DOCUMENT_TYPES, documentTypeByResource } from '@dz/contracts';
import { bearer, pdf, useTestApp } from './harness.js';

const lines: string[] = [];
const sink = new Writable({ write(chunk, _enc, cb) { lines.push(String(chunk)); cb(); } });
const h = useTestApp({ logger: pino({ level: 'info' }, sink) });

const zakon = documentTypeByResource('Zakon')!;
const NUL = '\u0000';
let image: Buffer;
let existing: { document: number; novost: number };

/** Everything a write could change. */
const snapshot = async () => ({
  documents: await h.db.document.findMany({ select: { id: true, text: true, fileName: true, fileHash: true, updatedAt: true }, orderBy: { id: 'asc' } }),
  novosti: await h.db.novost.findMany({ select: { id: true, naslov: true, opis: true, updatedAt: true }, orderBy: { id: 'asc' } }),
  accounts: await h.db.account.findMany({ select: { id: true, userName: true, email: true, role: true, passwordHash: true }, orderBy: { id: 'asc' } }),
});

/** Runs a hostile request: it must answer the status with a Bosnian JSON body, store nothing and log no error. */
async function refused(send: () => PromiseLike<{ status: number; body: unknown; headers: Record<string, string> }>, status: number, message: string, field?: string) {
  const before = await snapshot();
  lines.length = 0;
  const r = await send();
  expect(r.headers['content-type']).toMatch(/^application\/json/);
  expect(r.body).toEqual({ status, message, ...(field ? { field } : {}) });
  expect(r.status).toBe(status);
  expect(await snapshot()).toEqual(before);
  expect(errorLogs()).toEqual([]);
  return r;
}
const errorLogs = () => lines.map((l) => JSON.parse(l)).filter((e) => e.level >= 50).map((e) => `${e.msg} ${e.err?.message ?? ''}`);

beforeAll(async () => {
  image = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#3366aa' } }).png().toBuffer();
  const doc = await h.request.post(API.documents(zakon)).set(bearer(h.tokens.staff)).field('naziv', 'Postojeći zakon').attach('pdfFile', pdf(), 'z.pdf');
  const news = await h.request.post(API.novosti).set(bearer(h.tokens.staff)).field('naslov', 'Postojeća').field('opis', 'Opis').attach('slika', image, 's.png');
  existing = { document: doc.body.id, novost: news.body.id };
});
beforeEach(() => { lines.length = 0; });

describe('text PostgreSQL cannot store (NUL, lone UTF-16 surrogates)', () => {
  const register = (body: Record<string, unknown>) => h.request.post(API.register).set(bearer(h.tokens.admin)).send(body);
  const valid = { username: 'novi.korisnik', email: 'novi@dz.ba', password: 'dugacka-lozinka', role: 'User' };

  it('is refused in the login user name', async () => {
    await refused(() => h.request.post(API.login).send({ username: `admin${NUL}`, password: 'admin-lozinka' }), 400, API_ERRORS.invalidCharacters, 'username');
  });

  it('is refused in every register field', async () => {
    for (const [field, value] of [['username', `a${NUL}b`], ['email', `a${NUL}b@dz.ba`], ['password', `dugacka-${NUL}-lozinka`], ['role', `Ad${NUL}min`]] as const) {
      await refused(() => register({ ...valid, [field]: value }), 400, API_ERRORS.invalidCharacters, field);
    }
    // A lone surrogate would be stored as U+FFFD: refused as well (JSON can carry it escaped).
    await refused(
      () => h.request.post(API.register).set(bearer(h.tokens.admin)).set('Content-Type', 'application/json')
        .send(JSON.stringify({ ...valid, role: 'x' }).replace('"role":"x"', '"role":"\\ud800"')),
      400, API_ERRORS.invalidCharacters, 'role',
    );
  });

  it('is refused in the account to delete', async () => {
    await refused(() => h.request.delete(API.deleteAccount(`osoblje${NUL}`)).set(bearer(h.tokens.admin)), 400, API_ERRORS.invalidId);
  });

  it.each(DOCUMENT_TYPES.map((t) => [t.resource, t] as const))('is refused in the text of %s, on create and update', async (_name, type) => {
    await refused(() => h.request.post(API.documents(type)).set(bearer(h.tokens.staff)).field(type.textField, `Naziv ${NUL} dokumenta`).attach('pdfFile', pdf(), 'a.pdf'), 400, API_ERRORS.invalidCharacters, type.textField);
    if (type === zakon) {
      await refused(() => h.request.put(API.document(type, existing.document)).set(bearer(h.tokens.staff)).field(type.textField, `${NUL}`), 400, API_ERRORS.invalidCharacters, type.textField);
    }
  });

  it('is refused in news naslov and opis, on create and update', async () => {
    for (const field of ['naslov', 'opis']) {
      const text = (f: string) => (f === field ? `Tekst ${NUL}` : 'Tekst');
      await refused(() => h.request.post(API.novosti).set(bearer(h.tokens.staff)).field('naslov', text('naslov')).field('opis', text('opis')).attach('slika', image, 's.png'), 400, API_ERRORS.invalidCharacters, field);
      await refused(() => h.request.put(API.novost(existing.novost)).set(bearer(h.tokens.staff)).field('naslov', text('naslov')).field('opis', text('opis')), 400, API_ERRORS.invalidCharacters, field);
    }
  });
});

describe('payloads of the wrong shape', () => {
  it('refuses a user name that is an object before the rate limiter reads it', async () => {
    await refused(() => h.request.post(API.login).send({ username: { toString: null }, password: 'x' }), 400, API_ERRORS.required, 'username');
  });

  it('answer in Bosnian, never with zod\'s English defaults', async () => {
    const register = (body: unknown) => h.request.post(API.register).set(bearer(h.tokens.admin)).send(body as object);
    const valid = { username: 'oblik', email: 'oblik@dz.ba', password: 'dugacka-lozinka' };
    await refused(() => h.request.post(API.login).send([]), 400, API_ERRORS.expectedObject);
    await refused(() => h.request.post(API.login).send([{ username: 'admin', password: 'admin-lozinka' }]), 400, API_ERRORS.expectedObject);
    await refused(() => register({ ...valid, role: 5 }), 400, API_ERRORS.expectedText, 'role');
    await refused(() => register({ ...valid, role: { a: 1 } }), 400, API_ERRORS.expectedText, 'role');
    await refused(() => register({ ...valid, role: ['Admin'] }), 400, API_ERRORS.expectedText, 'role');
    await refused(() => register([valid]), 400, API_ERRORS.expectedObject);
    // Fields with messages of their own keep them.
    await refused(() => register({ ...valid, email: 5 }), 400, API_ERRORS.required, 'email');
    await refused(() => h.request.get(`${API.documents(zakon)}?page=x`), 400, API_ERRORS.invalidPage, 'page');
    // A multipart write missing its text field.
    await refused(() => h.request.post(API.documents(zakon)).set(bearer(h.tokens.staff)).attach('pdfFile', pdf(), 'a.pdf'), 400, API_ERRORS.required, 'naziv');
    await refused(() => h.request.put(API.novost(existing.novost)).set(bearer(h.tokens.staff)).field('naslov', 'Samo naslov'), 400, API_ERRORS.required, 'opis');
  });
});
