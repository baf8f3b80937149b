// Whatever a client sends, the answer is a 4xx with the JSON error body in Bosnian, nothing
// is stored and nothing is logged as a server error (issue 8: "no 5xx from client input").
import net from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, API_ERRORS, DOCUMENT_TYPES, documentTypeByResource } from '@dz/contracts';
import type { UploadSlots } from '../src/files/slots.js';
import { listen, type RunningServer } from '../src/server.js';
import { bearer, pdf, useTestApp } from './harness.js';
import { BOUNDARY, multipart, until } from './raw-upload.js';

const lines: string[] = [];
const sink = new Writable({ write(chunk, _enc, cb) { lines.push(String(chunk)); cb(); } });
const h = useTestApp({ logger: pino({ level: 'info' }, sink) });

const zakon = documentTypeByResource('Zakon')!;
const NUL = '\u0000';
let image: Buffer;
let existing: { document: number; news: number };

/** Everything a write could change. */
const snapshot = async () => ({
  documents: await h.db.document.findMany({ select: { id: true, text: true, fileName: true, fileHash: true, updatedAt: true }, orderBy: { id: 'asc' } }),
  novosti: await h.db.news.findMany({ select: { id: true, naslov: true, opis: true, updatedAt: true }, orderBy: { id: 'asc' } }),
  accounts: await h.db.account.findMany({ select: { id: true, userName: true, email: true, role: true, passwordHash: true }, orderBy: { id: 'asc' } }),
  clinics: await h.db.clinic.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: 'asc' } }),
  services: await h.db.service.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: 'asc' } }),
  institution: await h.db.institution.findMany({ select: { updatedAt: true } }),
  notices: await h.db.notice.findMany({ orderBy: { id: 'asc' } }),
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
  const news = await h.request.post(API.newsList).set(bearer(h.tokens.staff)).field('naslov', 'Postojeća').field('opis', 'Opis').attach('slika', image, 's.png');
  existing = { document: doc.body.id, news: news.body.id };
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
      await refused(() => h.request.post(API.newsList).set(bearer(h.tokens.staff)).field('naslov', text('naslov')).field('opis', text('opis')).attach('slika', image, 's.png'), 400, API_ERRORS.invalidCharacters, field);
      await refused(() => h.request.put(API.news(existing.news)).set(bearer(h.tokens.staff)).field('naslov', text('naslov')).field('opis', text('opis')), 400, API_ERRORS.invalidCharacters, field);
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
    await refused(() => h.request.put(API.news(existing.news)).set(bearer(h.tokens.staff)).field('naslov', 'Samo naslov'), 400, API_ERRORS.required, 'opis');
  });
});

describe('JSON bodies of clinics, services, the contacts and notices', () => {
  const clinicBody = async () => {
    const { id: _i, updatedAt: _u, status: _s, audio: _a, picture: _p, ...input } = (await h.request.get(API.clinic(1))).body;
    return input as Record<string, unknown> & { hours: { weekly: Record<string, unknown>[]; exceptions: unknown[] } };
  };
  const putClinic = (body: unknown, type = 'application/json') =>
    h.request.put(API.clinic(1)).set(bearer(h.tokens.staff)).set('Content-Type', type).send(typeof body === 'string' ? body : JSON.stringify(body));
  const notice = { text: 'Obavijest', from: '2026-01-01', to: '2026-01-02', urgent: false };

  it.each([
    ['NUL in a text', async () => ({ ...(await clinicBody()), title: `Bla${NUL}gaj` }), API_ERRORS.invalidCharacters, 'title'],
    ['a lone surrogate in an hours note', async () => {
      const b = await clinicBody();
      return { ...b, hours: { ...b.hours, weekly: [{ ...b.hours.weekly[0], note: 'a\uD800b' }] } };
    }, API_ERRORS.invalidCharacters, 'hours.weekly.0.note'],
    ['nested arrays for a text', async () => ({ ...(await clinicBody()), title: JSON.parse(`${'['.repeat(500)}1${']'.repeat(500)}`) }), API_ERRORS.required, 'title'],
    ['an object for a day', async () => {
      const b = await clinicBody();
      return { ...b, hours: { ...b.hours, weekly: [{ ...b.hours.weekly[0], days: [{ $gt: 0 }] }] } };
    }, API_ERRORS.expectedNumber, 'hours.weekly.0.days.0'],
    ['a day out of range', async () => {
      const b = await clinicBody();
      return { ...b, hours: { ...b.hours, weekly: [{ ...b.hours.weekly[0], days: [1e308] }] } };
    }, API_ERRORS.invalidDay, 'hours.weekly.0.days.0'],
    ['too many rows', async () => {
      const b = await clinicBody();
      return { ...b, hours: { ...b.hours, weekly: Array(11).fill(b.hours.weekly[0]) } };
    }, API_ERRORS.outOfRange, 'hours.weekly'],
    ['a string for the hours', async () => ({ ...(await clinicBody()), hours: 'uvijek' }), API_ERRORS.expectedObject, 'hours'],
  ] as const)('refuses %s in a clinic (400, field named, nothing stored)', async (_name, body, message, field) => {
    const b = await body();
    await refused(() => putClinic(b), 400, message, field);
  });

  it('refuses bodies that are not a JSON object: a huge array (413), cut JSON, text, a bare value', async () => {
    const b = await clinicBody();
    await refused(() => putClinic({ ...b, team: Array(20_000).fill({ role: 'x', name: 'y' }) }), 413, API_ERRORS.payloadTooLarge);
    await refused(() => putClinic('{"title": "Blagaj", "hours": {'), 400, API_ERRORS.badRequest);
    await refused(() => putClinic('title=Blagaj', 'application/x-www-form-urlencoded'), 415, API_ERRORS.unsupportedMediaType);
    await refused(() => putClinic(JSON.stringify(b), 'text/plain'), 415, API_ERRORS.unsupportedMediaType);
    await refused(() => putClinic('"Blagaj"'), 400, API_ERRORS.badRequest);
    await refused(() => putClinic('null'), 400, API_ERRORS.badRequest);
  });

  it('refuses junk in notices and the contacts', async () => {
    const post = (body: unknown) => h.request.post(API.notices).set(bearer(h.tokens.staff)).send(body as object);
    await refused(() => post({ ...notice, urgent: 'true' }), 400, API_ERRORS.invalidValue, 'urgent');
    await refused(() => post({ ...notice, from: `2026-01-01${NUL}` }), 400, API_ERRORS.invalidDate, 'from');
    await refused(() => post({ ...notice, link: 'javascript:alert(1)' }), 400, API_ERRORS.linkInvalid, 'link');
    await refused(() => post({ ...notice, text: 'x'.repeat(501) }), 400, API_ERRORS.tooLong(500), 'text');
    await refused(() => h.request.put(API.notice('99999999999')).set(bearer(h.tokens.staff)).send(notice), 400, API_ERRORS.invalidId);
    await refused(() => h.request.post(API.noticeEnd(2147483647)).set(bearer(h.tokens.staff)), 404, API_ERRORS.notFound);
    const { updatedAt: _u, ...contacts } = (await h.request.get(API.institution)).body;
    await refused(() => h.request.put(API.institution).set(bearer(h.tokens.admin)).send({ ...contacts, bank: `Banka${NUL}` }), 400, API_ERRORS.invalidCharacters, 'bank');
    await refused(() => h.request.put(API.institution).set(bearer(h.tokens.admin)).send({ ...contacts, email: ['a@b.ba'] }), 400, API_ERRORS.required, 'email');
  });
});

describe('malformed multipart bodies', () => {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const head = (filename = 'a.pdf') => multipart([['naziv', {}, 'Zakon'], ['pdfFile', { filename, type: 'application/pdf' }, '']], { close: false }).subarray(0, -2);

  it('refuses a multipart type without a boundary', async () => {
    await refused(() => postRaw(API.documents(zakon), multipart([['naziv', {}, 'Zakon']]), 'multipart/form-data'), 400, API_ERRORS.formInvalid);
  });

  it('refuses a body that is not multipart under a multipart type', async () => {
    await refused(() => postRaw(API.documents(zakon), Buffer.from('nije obrazac, samo tekst\r\n'.repeat(20)), type), 400, API_ERRORS.formInvalid);
    await refused(() => postRaw(API.newsList, Buffer.from([0, 1, 2, 255, 13, 10, 45, 45])), 400, API_ERRORS.formInvalid);
  });

  it('refuses a body cut before its closing boundary, mid-file and after the file', async () => {
    await refused(() => postRaw(API.documents(zakon), Buffer.concat([head(), pdf().subarray(0, 100)])), 400, API_ERRORS.formInvalid);
    await refused(() => postRaw(API.documents(zakon), Buffer.concat([head(), pdf(), Buffer.from('\r\n')])), 400, API_ERRORS.formInvalid);
    await refused(() => postRaw(API.documents(zakon), Buffer.concat([head(), pdf(), Buffer.from(`\r\n--${BOUNDARY}`)])), 400, API_ERRORS.formInvalid);
    await refused(() => postRaw(API.documents(zakon), multipart([['naziv', {}, 'Zakon']], { close: false })), 400, API_ERRORS.formInvalid);
  });

  it('refuses CR/LF or NUL inside a part header', async () => {
    for (const filename of ['a\r\nb.pdf', 'a\rb.pdf', 'a\nb.pdf', 'a\u0000b.pdf']) {
      await refused(() => postRaw(API.documents(zakon), multipart([['naziv', {}, 'Zakon'], ['pdfFile', { filename }, pdf()]])), 400, API_ERRORS.formInvalid);
    }
    await refused(() => postRaw(API.documents(zakon), multipart([['na\u0000ziv', {}, 'Zakon'], ['pdfFile', { filename: 'a.pdf' }, pdf()]])), 400, API_ERRORS.formInvalid);
    await refused(() => postRaw(API.newsList, multipart([['naslov', {}, 'N'], ['opis', {}, 'O'], ['slika', { filename: 'a\r\n.png' }, image]])), 400, API_ERRORS.formInvalid);
  });

  it('refuses a file name that decodes to NUL (filename*)', async () => {
    const body = multipart([
      ['naziv', {}, 'Zakon'],
      ['pdfFile', { filenameStar: "utf-8''a%00b.pdf" }, pdf()],
    ]);
    await refused(() => postRaw(API.documents(zakon), body), 400, API_ERRORS.invalidCharacters, 'pdfFile');
  });

  it('accepts what only looks hostile: a literal %00 and the WHATWG escapes in a file name', async () => {
    const r = await postRaw(API.documents(zakon), multipart([['naziv', {}, 'Zakon 50%'], ['pdfFile', { filename: 'a%00b%0D%0A.pdf' }, pdf()]]));
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ naziv: 'Zakon 50%', fileName: 'a%00b.pdf' });
    await h.request.delete(API.document(zakon, r.body.id)).set(bearer(h.tokens.staff)).expect(204);
  });
});

describe('bodies of the wrong content type on write routes', () => {
  it('refuses JSON, text and URL-encoded bodies on the upload routes (415)', async () => {
    const staff = bearer(h.tokens.staff);
    await refused(() => h.request.post(API.documents(zakon)).set(staff).send({ naziv: 'Zakon' }), 415, API_ERRORS.unsupportedMediaType);
    await refused(() => h.request.post(API.documents(zakon)).set(staff).set('Content-Type', 'text/plain').send('naziv=Zakon'), 415, API_ERRORS.unsupportedMediaType);
    await refused(() => h.request.post(API.documents(zakon)).set(staff).type('form').send('naziv=Zakon'), 415, API_ERRORS.unsupportedMediaType);
    await refused(() => h.request.put(API.document(zakon, existing.document)).set(staff).send({ naziv: 'Zakon' }), 415, API_ERRORS.unsupportedMediaType);
    await refused(() => h.request.post(API.newsList).set(staff).send({ naslov: 'N', opis: 'O' }), 415, API_ERRORS.unsupportedMediaType);
    await refused(() => h.request.put(API.news(existing.news)).set(staff).type('form').send('naslov=N&opis=O'), 415, API_ERRORS.unsupportedMediaType);
    // multipart/mixed is not a form.
    await refused(() => postRaw(API.documents(zakon), multipart([['naziv', {}, 'Zakon']]), `multipart/mixed; boundary=${BOUNDARY}`), 415, API_ERRORS.unsupportedMediaType);
  });

  it('refuses a form on the JSON routes (415)', async () => {
    await refused(() => h.request.post(API.login).field('username', 'admin').field('password', 'admin-lozinka'), 415, API_ERRORS.unsupportedMediaType);
    await refused(() => h.request.post(API.login).type('form').send('username=admin&password=admin-lozinka'), 415, API_ERRORS.unsupportedMediaType);
    await refused(() => h.request.post(API.register).set(bearer(h.tokens.admin)).field('username', 'forma').field('email', 'f@dz.ba').field('password', 'dugacka-lozinka'), 415, API_ERRORS.unsupportedMediaType);
  });

  it('still lets a write without a body name its missing fields', async () => {
    await refused(() => h.request.put(API.document(zakon, existing.document)).set(bearer(h.tokens.staff)), 400, API_ERRORS.required, 'naziv');
    await refused(() => h.request.post(API.login), 400, API_ERRORS.required, 'username');
  });
});

describe('bodies that never finish', () => {
  /** A raw connection: headers and the first part of an upload, then silence (or a half-close). */
  const partialUpload = (port: number, { halfClose = false } = {}) => {
    const body = multipart([['naziv', {}, 'Nikad dovršen'], ['pdfFile', { filename: 'a.pdf', type: 'application/pdf' }, pdf()]]);
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    const response = new Promise<string>((resolve) => {
      socket.on('data', (d) => { text += d; });
      socket.on('close', () => resolve(text));
      socket.on('error', () => {});
    });
    socket.write(`POST ${API.documents(zakon)} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${h.tokens.staff}\r\n`
      + `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.length + 100_000}\r\n\r\n`);
    socket.write(body.subarray(0, body.length - 50), () => { if (halfClose) socket.end(); });
    return response;
  };
  /** Status line and JSON body of a raw HTTP/1.1 response. */
  const parse = (raw: string) => {
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    return { status: head.split('\r\n')[0], headers: head.toLowerCase(), body: body ? JSON.parse(body) : undefined };
  };
  const withServer = async (requestTimeoutMs: number, run: (s: RunningServer) => Promise<void>) => {
    const s = await listen(h.app, { port: 0, host: '127.0.0.1', requestTimeoutMs, logger: pino({ level: 'info' }, sink) });
    try { await run(s); } finally { await s.close(100); }
  };

  it('answers 408 with the Bosnian JSON when the request timeout runs out, and stores nothing', async () => {
    await withServer(1000, async (s) => {
      const before = await snapshot();
      lines.length = 0;
      const r = parse(await partialUpload(s.port));
      expect(r.status).toBe('HTTP/1.1 408 Request Timeout');
      expect(r.headers).toContain('connection: close');
      expect(r.body).toEqual({ status: 408, message: API_ERRORS.requestTimeout });
      expect(await snapshot()).toEqual(before);
      expect(errorLogs()).toEqual([]);
    });
  });

  it('answers 400 with the Bosnian JSON when the client stops sending mid-body, logged as a client abort', async () => {
    await withServer(60_000, async (s) => {
      const before = await snapshot();
      lines.length = 0;
      const r = parse(await partialUpload(s.port, { halfClose: true }));
      expect(r.status).toBe('HTTP/1.1 400 Bad Request');
      expect(r.body).toEqual({ status: 400, message: API_ERRORS.badRequest });
      expect(await snapshot()).toEqual(before);
      // pino-http's "request aborted", or the error handler's line when the parser was running.
      await until(() => lines.map((l) => JSON.parse(l)).some((e) => e.level === 30 && /aborted/.test(e.msg)));
      expect(errorLogs()).toEqual([]);
    });
  });

  it('answers an upload still arriving when the shutdown grace period ends with 503 and Connection: close', async () => {
    const s = await listen(h.app, { port: 0, host: '127.0.0.1', requestTimeoutMs: 60_000, logger: pino({ level: 'info' }, sink) });
    const before = await snapshot();
    lines.length = 0;
    const pending = partialUpload(s.port);
    await until(() => (h.app.locals.uploadSlots as UploadSlots).active === 1);
    const closed = s.close(300);
    const r = parse(await pending);
    expect(r.status).toBe('HTTP/1.1 503 Service Unavailable');
    expect(r.headers).toContain('connection: close');
    expect(r.body).toEqual({ status: 503, message: API_ERRORS.shuttingDown });
    await closed;
    expect(await snapshot()).toEqual(before);
    expect(errorLogs()).toEqual([]);
    expect((h.app.locals.uploadSlots as UploadSlots).active).toBe(0);
  });
});

const postRaw = (path: string, body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  h.request.post(path).set(bearer(h.tokens.staff)).set('Content-Type', contentType).send(body);
