// Issue 20, item 8, as the attacks were sent: NUL in query parameters, malformed addresses,
// the server-render bundle, ids that are not plain decimals, control and bidi characters in
// stored names, a local link that leaves the site, query strings in the logs, and bodies that
// never arrive. No 5xx for anything a client sends.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { API, API_ERRORS, WEB_UI, documentTypeByResource } from '@dz/contracts';
import { createApp } from '../src/app.js';
import type { UploadSlots } from '../src/files/slots.js';
import { logUrl } from '../src/logger.js';
import { listen } from '../src/server.js';
import { JWT_SECRET, LOGIN_LIMIT, bearer, eventually, pdf, useTestApp } from './harness.js';

// A built web app as the API serves it: index.html with the browser's scripts, a bundle, and the
// server render's output (dist/server/) whose entry answers 404 for every path but the home page.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-hostile-web-'));
fs.mkdirSync(path.join(web, 'static'));
fs.mkdirSync(path.join(web, 'server'));
fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html lang="bs"><head><meta charset="UTF-8" /><meta name="description" content="Opis." />'
  + '<title>JU Dom zdravlja</title><script type="module" crossorigin src="/static/app.js"></script><link rel="modulepreload" crossorigin href="/static/dio.js">'
  + '<link rel="stylesheet" crossorigin href="/static/app.css"></head><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(web, 'static', 'app.js'), 'console.log("preglednik");');
fs.writeFileSync(path.join(web, 'server', 'entry-server.js'), `
  export const SSR_DATA_ID = 'ssr-data';
  export async function render(request) {
    const found = new URL(request.url).pathname === '/';
    return { status: found ? 200 : 404, html: found ? '<h1>Naslovna</h1>' : '<h1>${WEB_UI.notFoundHeading}</h1>', data: '{}', head: { title: 'T', description: 'D', elements: [] } };
  }`);
fs.writeFileSync(path.join(web, 'server', 'tajna.json'), '{"tajno":true}');
afterAll(() => fs.rmSync(web, { recursive: true, force: true }));

const lines: string[] = [];
const sink = new Writable({ write(chunk, _enc, cb) { lines.push(String(chunk)); cb(); } });
const h = useTestApp({ webDist: web, logger: pino({ level: 'info' }, sink) });
const logs = () => lines.map((l) => JSON.parse(l) as { level: number; msg: string; req?: { url: string }; url?: string });
const errorLogs = () => logs().filter((e) => e.level >= 50).map((e) => e.msg);
beforeEach(() => { lines.length = 0; });

const zakon = documentTypeByResource('Zakon')!;

/** The API's answer: the status with the Bosnian JSON body, and no error logged. */
async function json(r: PromiseLike<{ status: number; body: unknown; headers: Record<string, string> }>, status: number, message: string, field?: string) {
  const res = await r;
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).toEqual({ status, message, ...(field ? { field } : {}) });
  expect(res.status).toBe(status);
  expect(errorLogs()).toEqual([]);
}

/** A page's answer: the site's Bosnian error page with the status, no script that would start the app. */
async function errorPage(r: PromiseLike<{ status: number; text: string; headers: Record<string, string> }>, status: number, heading: string) {
  const res = await r;
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.status).toBe(status);
  expect(res.text).toContain('<html lang="bs">');
  expect(res.text).toContain(`<h1>${heading}</h1>`);
  expect(res.text).toContain('href="/static/app.css"');
  expect(res.text).not.toMatch(/<script|modulepreload/);
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(errorLogs()).toEqual([]);
}

describe('NUL in a query parameter', () => {
  it('is a 400 naming the parameter on every API route, the audit filters included (a 500 before)', async () => {
    const admin = bearer(h.tokens.admin);
    await json(h.request.get(`${API.audit}?actor=%00`).set(admin), 400, API_ERRORS.invalidCharacters, 'actor');
    await json(h.request.get(`${API.audit}?resource=%00`).set(admin), 400, API_ERRORS.invalidCharacters, 'resource');
    await json(h.request.get(`${API.audit}?actor=a%00b&page=1`).set(admin), 400, API_ERRORS.invalidCharacters, 'actor');
    await json(h.request.get(`${API.search}?q=vakcina%00`), 400, API_ERRORS.invalidCharacters, 'q');
    await json(h.request.get(`${API.documents(zakon)}?page=1%00`), 400, API_ERRORS.invalidCharacters, 'page');
    await json(h.request.get(`${API.newsList}?lean=%00`), 400, API_ERRORS.invalidCharacters, 'lean');
    await json(h.request.get(`${API.bin}?x%00y=1`).set(admin), 400, API_ERRORS.invalidCharacters, 'xy');
    await json(h.request.get(`${API.clinics}?nepoznat=%00`), 400, API_ERRORS.invalidCharacters, 'nepoznat');
    await json(h.request.post(`${API.login}?next=%00`).send({ username: 'admin', password: 'x' }), 400, API_ERRORS.invalidCharacters, 'next');
    // Anonymous, on a route that needs an admin: refused for what it is before anything else.
    await json(h.request.get(`${API.audit}?actor=%00`), 400, API_ERRORS.invalidCharacters, 'actor');
  });

  it('is the Bosnian error page with 400 on pages', async () => {
    await errorPage(h.request.get('/pretraga?q=%00'), 400, WEB_UI.badAddressHeading);
    await errorPage(h.request.get('/zakoni?page=%00'), 400, WEB_UI.badAddressHeading);
  });
});

describe('malformed addresses (percent-escapes that are not UTF-8)', () => {
  it('are the Bosnian error page with 400 on pages, not a bare 400', async () => {
    for (const url of ['/ambulante-details/%ff', '/%ED%A0%80', '/novosti%', '/zakoni/%zz', '/%C0%AF', '/sitemap%ff.xml', '/static/%ff.js', '/server/%ff']) {
      await errorPage(h.request.get(url), 400, WEB_UI.badAddressHeading);
    }
  });

  it('keep the JSON body on the API', async () => {
    for (const url of ['/api/Zakon/%ff', '/api/%ED%A0%80', '/api/Novost/1/versions/%ff/file', '/API/Zakon/%E0%A4%A', '/api/Account/delete-account/%ff']) {
      await json(h.request.get(url).set(bearer(h.tokens.admin)), 400, API_ERRORS.badRequest);
    }
  });
});

describe('the web build', () => {
  it('serves the browser\'s files, and nothing of the server render\'s output (404, the site\'s page)', async () => {
    expect((await h.request.get('/static/app.js')).text).toContain('preglednik');
    for (const url of ['/server/entry-server.js', '/server/tajna.json', '/server/', '/server', '/server%2Fentry-server.js', '/static/..%2Fserver/entry-server.js',
      '/static/%2E%2E/server/entry-server.js', '/./server/entry-server.js']) {
      const r = await h.request.get(url);
      expect([r.status, r.text.includes('export async function render'), r.text.includes('tajno')], url).toEqual([404, false, false]);
      expect(r.headers['content-type'], url).toMatch(/^text\/html/);
    }
  });
});

describe('ids in addresses are plain decimal integers', () => {
  const spellings = ['0x1', '%2B1', '1e1', '%201', '01', '1.0', '1%20', '0', '-1'];

  it('anything else is a 400 (invalid id) on every API route with an id', async () => {
    const staff = bearer(h.tokens.staff);
    for (const id of spellings) {
      await json(h.request.get(`${API.documents(zakon)}/${id}`), 400, API_ERRORS.invalidId);
      await json(h.request.get(API.download(zakon, id)), 400, API_ERRORS.invalidId);
      await json(h.request.get(`${API.newsList}/${id}`), 400, API_ERRORS.invalidId);
      await json(h.request.get(API.clinic(id)), 400, API_ERRORS.invalidId);
      await json(h.request.get(`${API.clinic(id)}/audio`), 400, API_ERRORS.invalidId);
      // An account is named by its id or its user name; no user name is all digits, none is '01' or '0x1' either.
      await json(h.request.delete(`${API.accounts}/delete-account/${id}`).set(bearer(h.tokens.admin)), 404, API_ERRORS.notFound);
      await json(h.request.put(API.accountPassword(id)).set(bearer(h.tokens.admin)).send({ newPassword: 'x' }), 400, API_ERRORS.invalidId);
      await json(h.request.put(API.notice(id)).set(staff).send({}), 400, API_ERRORS.invalidId);
      await json(h.request.get(`${API.newsList}/${id}/versions`).set(staff), 400, API_ERRORS.invalidId);
      await json(h.request.post(`${API.documents(zakon)}/${id}/restore`).set(staff), 400, API_ERRORS.invalidId);
    }
    // A version number the same way: not one is no version (404).
    await json(h.request.get(`${API.news(1)}/versions/1e0/file`).set(staff), 404, API_ERRORS.notFound);
  });

  it('a server page of such an id is the 404 page, never the record of its Number() reading', async () => {
    for (const id of spellings) {
      const r = await h.request.get(`/ambulante-details/${id}`);
      expect(r.status, id).toBe(404);
    }
  });
});

describe('one text rule for stored titles and file names', () => {
  it('refuses control and bidi-override characters in a news title (accepted before) and a clinic title', async () => {
    const staff = bearer(h.tokens.staff);
    for (const naslov of ['Naslov\u0007', 'Naslov\u001b[31m', 'Naslov\u202Etxt.exe', 'Naslov\u2067x', 'Naslov\u0085']) {
      await json(h.request.post(API.newsList).set(staff).field('naslov', naslov).field('opis', 'Opis').attach('slika', pdf(), 'a.png'), 400, API_ERRORS.invalidCharacters, 'naslov');
    }
    await json(h.request.post(API.documents(zakon)).set(staff).field('naziv', 'Zakon\u202E').attach('pdfFile', pdf(), 'a.pdf'), 400, API_ERRORS.invalidCharacters, 'naziv');
    const { id: _i, updatedAt: _u, status: _s, audio: _a, picture: _p, ...clinic } = (await h.request.get(API.clinic(1))).body;
    await json(h.request.put(API.clinic(1)).set(staff).send({ ...clinic, title: 'Blagaj\u202E' }), 400, API_ERRORS.invalidCharacters, 'title');
    expect(await h.db.news.count({ where: { naslov: { startsWith: 'Naslov' } } })).toBe(0);
  });

  it('takes them out of an uploaded file name (the right-to-left override was stored before)', async () => {
    const name = encodeURIComponent('račun\u202Efdp.exe\u0007.pdf');
    const body = Buffer.concat([
      Buffer.from(`--b\r\nContent-Disposition: form-data; name="naziv"\r\n\r\nZakon s imenom\r\n--b\r\nContent-Disposition: form-data; name="pdfFile"; filename*=utf-8''${name}\r\nContent-Type: application/pdf\r\n\r\n`),
      pdf(), Buffer.from('\r\n--b--\r\n'),
    ]);
    const r = await h.request.post(API.documents(zakon)).set(bearer(h.tokens.staff)).set('Content-Type', 'multipart/form-data; boundary=b').send(body);
    expect(r.status).toBe(201);
    expect(r.body.fileName).toBe('računfdp.exe.pdf');
    expect((await h.db.document.findUniqueOrThrow({ where: { id: r.body.id } })).fileName).toBe('računfdp.exe.pdf');
  });
});

describe('a notice\'s local link', () => {
  it('must be one / and a path character: what browsers read as another site is refused', async () => {
    const staff = bearer(h.tokens.staff);
    const notice = { text: 'Obavijest', from: '2026-01-01', to: '2026-01-02', urgent: false };
    for (const link of ['/\\evil.example', '//evil.example', '\\\\evil.example', '/\\/evil.example']) {
      await json(h.request.post(API.notices).set(staff).send({ ...notice, link }), 400, API_ERRORS.linkInvalid, 'link');
    }
    // A tab (browsers drop it: '/\t/x' is '//x') is a control character: refused by the text rule first.
    await json(h.request.post(API.notices).set(staff).send({ ...notice, link: '/\t/evil.example' }), 400, API_ERRORS.invalidCharacters, 'link');
    const ok = await h.request.post(API.notices).set(staff).send({ ...notice, link: '/%5Cevil.example' });
    expect(ok.status).toBe(201);
    expect(new URL(ok.body.link, 'https://dz-primjer.ba/').host).toBe('dz-primjer.ba');
  });
});

describe('request logs', () => {
  it('keep no query values: a resident\'s search terms never reach the log', async () => {
    await h.request.get(`${API.search}?q=${encodeURIComponent('dijabetes Hodžić')}&page=1`);
    await h.request.get(`/pretraga?q=${encodeURIComponent('trudnoća Amra')}`);
    await h.request.get(`${API.audit}?actor=amra.hodzic`).set(bearer(h.tokens.admin));
    await eventually(() => expect(logs().filter((e) => e.req).length).toBeGreaterThanOrEqual(3));
    const text = lines.join('\n');
    for (const secret of ['dijabetes', 'Hod', 'trudno', 'Amra', 'amra.hodzic']) expect(text).not.toContain(secret);
    expect(logs().map((e) => e.req?.url)).toEqual(expect.arrayContaining([`${API.search}?q&page`, '/pretraga?q', `${API.audit}?actor`]));
  });

  it('logUrl keeps the path and the parameters\' names only', () => {
    expect(logUrl('/pretraga?q=tajna&page=2')).toBe('/pretraga?q&page');
    expect(logUrl('/api/Zakon')).toBe('/api/Zakon');
    expect(logUrl('/x?')).toBe('/x');
    expect(logUrl('/x?a%00b=1')).toBe('/x?a%00b');
    expect(logUrl(undefined)).toBe('');
  });
});

describe('repeated, huge and odd query parameters', () => {
  it('never answer 5xx', async () => {
    const admin = bearer(h.tokens.admin);
    const huge = 'x'.repeat(12_000);
    for (const url of [
      `${API.documents(zakon)}?page=1&page=2`, `${API.documents(zakon)}?pageSize=5&pageSize=6`, `${API.newsList}?page=1&page=2&lean=true&lean=false`,
      `${API.audit}?actor=a&actor=b`, `${API.audit}?resource=Zakon&resource=Novost&page=1&page=1`, `${API.audit}?actor[]=a`, `${API.audit}?actor[x]=a`,
      `${API.search}?q=vakcina&q=djeca`, `${API.search}?q=${huge}`, `${API.search}?q[]=ab`, `${API.bin}?page=1&page=2`, `${API.audit}?actor=${huge}`,
      '/pretraga?q=vakcina&q=djeca&page=1&page=x', `/zakoni?page=1&page=2`, `/pretraga?q=${huge}`, `${API.search}?q=%ff%fe`, '/pretraga?q=%ED%A0%80',
    ]) {
      const r = await h.request.get(url).set(admin);
      expect(r.status, url.slice(0, 80)).toBeLessThan(500);
    }
    expect(errorLogs()).toEqual([]);
  });
});

describe('small bodies that never arrive', () => {
  const TIMEOUT_MS = 300;

  /** A raw connection: the headers of a request with a 10 KB body, then `first` of it, then silence. Resolves with what came back once closed. */
  const partial = (port: number, request: string, first: Buffer | string) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    const closed = new Promise<string>((resolve) => {
      socket.on('data', (d) => { text += d; });
      socket.on('close', () => resolve(text));
      socket.on('error', () => {});
    });
    socket.write(request);
    socket.write(first);
    return { closed, socket };
  };
  const login = `POST ${API.login} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10240\r\n\r\n`;
  const status = (raw: string) => raw.split('\r\n')[0];
  const body = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));

  it('a login that sends 1 byte of its 10 KB body gets 408 and is closed once the body timeout passes; 40 at once all are', async () => {
    const app = createApp({ db: h.db, logger: pino({ level: 'info' }, sink), jwtSecret: JWT_SECRET, jwtTtlSeconds: 3600, loginLimit: LOGIN_LIMIT, bodyTimeoutMs: TIMEOUT_MS });
    // The server's own request timeout stays the long one meant for uploads: it is not what closes them.
    const s = await listen(app, { port: 0, host: '127.0.0.1', requestTimeoutMs: 600_000, logger: pino({ level: 'silent' }) });
    try {
      const one = await partial(s.port, login, '{').closed;
      expect(status(one)).toBe('HTTP/1.1 408 Request Timeout');
      expect(one.toLowerCase()).toContain('connection: close');
      expect(body(one)).toEqual({ status: 408, message: API_ERRORS.requestTimeout });

      const forty = await Promise.all(Array.from({ length: 40 }, () => partial(s.port, login, '{').closed));
      expect(forty.map(status)).toEqual(Array(40).fill('HTTP/1.1 408 Request Timeout'));
      // A chunked body the same way.
      const chunked = await partial(s.port, `POST ${API.login} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`, '1\r\n{\r\n').closed;
      expect(status(chunked)).toBe('HTTP/1.1 408 Request Timeout');
      expect(errorLogs()).toEqual([]);
    } finally {
      await s.close(100);
    }
  });

  it('a PDF upload keeps the long request timeout: still open after a login started later was cut, then stored', async () => {
    const app = createApp({ db: h.db, logger: pino({ level: 'info' }, sink), jwtSecret: JWT_SECRET, jwtTtlSeconds: 3600, loginLimit: LOGIN_LIMIT, bodyTimeoutMs: TIMEOUT_MS });
    const s = await listen(app, { port: 0, host: '127.0.0.1', requestTimeoutMs: 600_000, logger: pino({ level: 'silent' }) });
    try {
      const file = Buffer.concat([
        Buffer.from('--b\r\nContent-Disposition: form-data; name="naziv"\r\n\r\nSpori zakon\r\n--b\r\nContent-Disposition: form-data; name="pdfFile"; filename="s.pdf"\r\nContent-Type: application/pdf\r\n\r\n'),
        pdf(), Buffer.from('\r\n--b--\r\n'),
      ]);
      const half = Math.floor(file.length / 2);
      const upload = partial(s.port, `POST ${API.documents(zakon)} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${h.tokens.staff}\r\n`
        + `Content-Type: multipart/form-data; boundary=b\r\nContent-Length: ${file.length}\r\nConnection: close\r\n\r\n`, file.subarray(0, half));
      await eventually(() => expect((app.locals.uploadSlots as UploadSlots).active).toBe(1));
      // Started after the upload: its bound runs out after the upload's would have, had it one.
      const cut = await partial(s.port, login, '{').closed;
      expect(status(cut)).toBe('HTTP/1.1 408 Request Timeout');
      expect(upload.socket.destroyed).toBe(false);
      upload.socket.write(file.subarray(half));
      const done = await upload.closed;
      expect(status(done)).toBe('HTTP/1.1 201 Created');
      expect(body(done)).toMatchObject({ naziv: 'Spori zakon' });
    } finally {
      await s.close(100);
    }
  });
});
