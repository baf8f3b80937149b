import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { API, API_ERRORS, documentTypeByResource } from '@dz/contracts';
import { createApp } from '../src/app.js';
import { parseEnv } from '../src/config.js';
import type { UploadSlots } from '../src/files/slots.js';
import { JWT_SECRET, LOGIN_LIMIT, bearer, eventually, pdf, useTestApp, useTestAppBehindProxy } from './harness.js';

const zakon = documentTypeByResource('Zakon')!;

describe('when PostgreSQL goes away', () => {
  const { h, handle } = useTestAppBehindProxy();

  // How fast the 503 comes is a figure for `pnpm bench` (bench/timings.ts), not an assertion
  // here; a request that hung instead would fail this test by the runner's bound.
  it('answers 503 (not 500, no hang) and recovers by itself', async () => {
    expect((await h.request.get(API.ready)).status).toBe(200);
    expect((await h.request.get(API.documents(zakon))).status).toBe(200);
    await handle.proxy.cut();
    expect((await h.request.get(API.ready)).status).toBe(503);
    const list = await h.request.get(API.documents(zakon));
    expect(list.status).toBe(503);
    expect(list.body).toEqual({ status: 503, message: API_ERRORS.unavailable });
    expect(list.headers['retry-after']).toBe('5');
    expect((await h.request.get(API.health)).status).toBe(200);
    await handle.proxy.restore();
    await eventually(async () => expect((await h.request.get(API.documents(zakon))).status).toBe(200));
    expect((await h.request.get(API.ready)).status).toBe(200);
  });
});

describe('request logs', () => {
  const lines: string[] = [];
  const sink = new Writable({ write(chunk, _enc, cb) { lines.push(String(chunk)); cb(); } });
  const h = useTestApp({ logger: pino({ level: 'trace' }, sink) });

  it('are structured JSON and never contain a token or a password', async () => {
    const { token } = (await h.request.post(API.login).send({ username: 'admin', password: 'admin-lozinka' })).body;
    await h.request.post(API.login).send({ username: 'admin', password: 'tajna-pogresna-lozinka' });
    await h.request.post(API.documents(zakon)).set(bearer(token)).field('naziv', 'Zakon').attach('pdfFile', pdf(), 'z.pdf');
    await h.request.get(`${API.documents(zakon)}?page=1`).set(bearer(token));
    const log = lines.join('');
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const l of lines) expect(() => JSON.parse(l)).not.toThrow();
    // The path and the parameters' names; never a query value (logger.ts logUrl).
    expect(log).toContain('"url":"/api/Zakon?page"');
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[2]);
    expect(log).not.toContain('admin-lozinka');
    expect(log).not.toContain('tajna-pogresna-lozinka');
  });

  it('log a cancelled upload as the client going away, not as a server error', async () => {
    const { token } = (await h.request.post(API.login).send({ username: 'admin', password: 'admin-lozinka' })).body;
    const before = await h.db.document.count();
    const server = h.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as { port: number }).port;
    lines.length = 0;
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/Zakon', headers: {
      Authorization: `Bearer ${token}`, 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': 100_000,
    } });
    req.on('error', () => {});
    req.write('--x\r\nContent-Disposition: form-data; name="pdfFile"; filename="a.pdf"\r\n\r\n%PDF-1.4 ');
    // Cancelled while the server is parsing it (it holds an upload slot).
    const slots = h.app.locals.uploadSlots as UploadSlots;
    await eventually(() => expect(slots.active).toBe(1));
    req.destroy();
    // Both lines the request ends with: the error handler's (where a server error would be logged) and the request log's.
    const entries = () => lines.map((l) => JSON.parse(l));
    await eventually(() => {
      expect(entries().some((e) => e.msg === 'client aborted the request' && e.level === 30)).toBe(true);
      expect(entries().some((e) => e.req?.url === '/api/Zakon' && e.res)).toBe(true);
    });
    await new Promise((r) => server.close(r));
    expect(entries().filter((e) => e.level >= 50)).toEqual([]);
    expect(await h.db.document.count()).toBe(before);
    expect(slots.active).toBe(0);
  });
});

describe('HTTP hygiene', () => {
  const h = useTestApp();

  it('sends security headers and a CSP, and no CORS unless configured', async () => {
    const r = await h.request.get(API.documents(zakon)).set('Origin', 'https://drugi.example');
    expect(r.headers['content-security-policy']).toContain("default-src 'self'");
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['x-powered-by']).toBeUndefined();
    expect(r.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('switches off camera, microphone, geolocation and payment on every response (Permissions-Policy), errors included', async () => {
    const policy = 'camera=(), microphone=(), geolocation=(), payment=()';
    for (const path of [API.documents(zakon), API.health, '/api/Nepostoji', API.robots]) {
      expect((await h.request.get(path)).headers['permissions-policy'], path).toBe(policy);
    }
  });

  it('allows configured origins and exposes to them the headers of downloads (name, ranges, validators)', async () => {
    const app = createApp({ db: h.db, logger: pino({ level: 'silent' }), jwtSecret: JWT_SECRET, jwtTtlSeconds: 60, loginLimit: LOGIN_LIMIT, corsOrigins: 'https://dz.example' });
    const r = await supertest(app).get(API.documents(zakon)).set('Origin', 'https://dz.example');
    expect(r.headers['access-control-allow-origin']).toBe('https://dz.example');
    for (const h of ['Content-Disposition', 'Content-Range', 'Accept-Ranges', 'ETag', 'Last-Modified', 'Retry-After']) {
      expect(r.headers['access-control-expose-headers'], h).toContain(h);
    }
  });

  it('serves the web app: SPA fallback, gzip, bundles cached for good, the rest revalidated', async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-web-'));
    fs.mkdirSync(path.join(web, 'static'));
    fs.mkdirSync(path.join(web, 'assets'));
    fs.writeFileSync(path.join(web, 'index.html'), `<!doctype html><html lang="bs"><title>DZ</title>${' '.repeat(2000)}</html>`);
    fs.writeFileSync(path.join(web, 'static', 'index-Ab12Cd34.js'), 'console.log(1);'.repeat(200));
    fs.writeFileSync(path.join(web, 'assets', 'obrazac.pdf'), pdf());
    // A phonebook left in an old build is never served: the API builds it from the data.
    fs.writeFileSync(path.join(web, 'assets', 'imenik.pdf'), pdf('staro'));
    try {
      const app = supertest(createApp({ db: h.db, logger: pino({ level: 'silent' }), jwtSecret: JWT_SECRET, jwtTtlSeconds: 60, loginLimit: LOGIN_LIMIT, webDist: web }));
      const page = await app.get('/ambulante-details/3').set('Accept-Encoding', 'gzip');
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.text).toContain('lang="bs"');
      const js = await app.get('/static/index-Ab12Cd34.js').set('Accept-Encoding', 'gzip');
      expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(js.headers['content-encoding']).toBe('gzip');
      const file = await app.get('/assets/obrazac.pdf').set('Accept-Encoding', 'gzip');
      expect(file.headers['cache-control']).toBe('public, max-age=3600');
      expect(file.headers['content-encoding']).toBeUndefined();
      const phonebook = await app.get(API.phonebook).buffer(true);
      expect(phonebook.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(Number(phonebook.headers['content-length'])).toBeGreaterThan(pdf('staro').length);
      expect((await app.get('/api/Nepostoji')).body.status).toBe(404);
      // Pages and the site's files carry the Permissions-Policy as the API's answers do.
      for (const r of [page, js, file, phonebook]) expect(r.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    } finally {
      fs.rmSync(web, { recursive: true, force: true });
    }
  });

  it('serves a bundle the build compressed (brotli or gzip, as the client accepts) and the plain one otherwise', async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-web-'));
    fs.mkdirSync(path.join(web, 'static'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html lang="bs"><title>DZ</title></html>');
    const js = 'console.log(1);'.repeat(200);
    fs.writeFileSync(path.join(web, 'static', 'index-Ab12Cd34.js'), js);
    fs.writeFileSync(path.join(web, 'static', 'index-Ab12Cd34.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(web, 'static', 'index-Ab12Cd34.js.gz'), zlib.gzipSync(js));
    try {
      const app = supertest(createApp({ db: h.db, logger: pino({ level: 'silent' }), jwtSecret: JWT_SECRET, jwtTtlSeconds: 60, loginLimit: LOGIN_LIMIT, webDist: web }));
      const br = await app.get('/static/index-Ab12Cd34.js').set('Accept-Encoding', 'gzip, deflate, br, zstd');
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/^text\/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      // Decoded by the client: the bytes sent were brotli's (content-length is the .br file's).
      expect(br.text).toBe(js);
      expect(Number(br.headers['content-length'])).toBe(fs.statSync(path.join(web, 'static', 'index-Ab12Cd34.js.br')).size);
      const gz = await app.get('/static/index-Ab12Cd34.js').set('Accept-Encoding', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.text).toBe(js);
      const plain = await app.get('/static/index-Ab12Cd34.js').set('Accept-Encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(js);
    } finally {
      fs.rmSync(web, { recursive: true, force: true });
    }
  });

  it('answers unknown API paths with 404 JSON and never leaks a stack trace', async () => {
    const r = await h.request.get('/api/Account/nepostoji');
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ status: 404, message: API_ERRORS.routeNotFound });
    const bad = await h.request.post(API.login).set('Content-Type', 'application/json').send('{"x":');
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.(ts|js):\d+|SyntaxError/);
  });
});

describe('configuration', () => {
  it('refuses to start in production without a strong JWT secret, naming the variable', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'change-me-change-me-change-me-change-me' })).toThrow(/JWT_SECRET/);
    expect(parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'f'.repeat(8) + '0123456789abcdef0123456789abcdef' }).JWT_SECRET).toHaveLength(40);
  });

  it('rejects malformed values with a clear message and applies defaults', () => {
    expect(() => parseEnv({ PORT: 'osamdeset' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x@y/z' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ ADMIN_USERNAME: '75' })).toThrow(/ADMIN_USERNAME/);
    expect(parseEnv({ ADMIN_USERNAME: 'admin75' }).ADMIN_USERNAME).toBe('admin75');
    const env = parseEnv({});
    expect([env.PORT, env.NODE_ENV, env.DATABASE_URL]).toEqual([7121, 'development', undefined]);
  });
});
