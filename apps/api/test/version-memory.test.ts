// An older version's file streams like a current one (issue 20, item 6: 20 parallel downloads of a
// 20 MB document's older version took the process to 670–852 MB). The server runs as its own
// process (the built dist/start.js, with the production image's memory settings: bench/lib.ts),
// so its peak resident memory (VmHWM, /proc/<pid>/status) is its own: a bound, not a timing.
// The one heavy test of downloads' memory: 400 MB go through it.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, LIMITS, documentTypeByResource } from '@dz/contracts';
import { peakRssMb, productionEnv } from '../bench/lib.js';
import { signToken } from '../src/auth/tokens.js';
import type { PdfTextQueue } from '../src/services/pdf-text.js';
import { serverReady, spawnServer, type BuiltServer } from './built-server.js';
import { bearer, pdf, useTestApp } from './harness.js';

const type = documentTypeByResource('Zakon')!;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const DOWNLOADS = 20;
/** Issue 20's bound for the whole server process while 20 such downloads run (current files' figure: 277 MB). */
const PEAK_RSS_MB = 300;

const h = useTestApp();
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-version-memory-'));
let server: BuiltServer | undefined;
afterAll(() => {
  server?.child.kill('SIGKILL');
  fs.rmSync(cacheDir, { recursive: true, force: true });
});

describe("an older version's file", () => {
  const old = Buffer.concat([pdf(), randomBytes(LIMITS.pdfBytes)]).subarray(0, LIMITS.pdfBytes);
  let url: string;
  let token: string;

  beforeAll(async () => {
    const created = await h.request.post(API.documents(type)).set(bearer(h.tokens.staff)).field(type.textField, 'Veliki zakon').attach('pdfFile', old, 'stari.pdf');
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const replaced = await h.request.put(API.document(type, id)).set(bearer(h.tokens.staff)).field(type.textField, 'Veliki zakon, izmjena').attach('pdfFile', pdf(), 'novi.pdf');
    expect(replaced.status).toBe(200);
    await (h.app.locals.pdfText as PdfTextQueue).idle();

    // A server of its own on the same database, as production runs it.
    const secret = randomBytes(32).toString('hex');
    token = signToken(secret, 3600, { id: h.ids.staff, userName: 'osoblje', role: 'User' });
    server = spawnServer({
      ...process.env, ...productionEnv(), NODE_ENV: 'production', DATABASE_URL: h.url, HOST: '127.0.0.1',
      JWT_SECRET: secret, LOG_LEVEL: 'warn', FILE_CACHE_DIR: cacheDir, ADMIN_USERNAME: '', ADMIN_PASSWORD: '',
    });
    const base = await serverReady(server);
    url = `${base}${API.versionFile(API.documentVersions(type, id), 1)}`;
  });

  it('has the headers and ranges of a current file: strong ETag, 304, one range as 206, HEAD without bytes', async () => {
    const at = new URL(url).pathname;
    const full = await h.request.head(at).set(bearer(h.tokens.staff));
    expect([full.status, full.headers.etag, full.headers['content-length'], full.headers['accept-ranges']]).toEqual([200, `"${sha256(old)}"`, String(old.length), 'bytes']);
    expect((await h.request.get(at).set(bearer(h.tokens.staff)).set('If-None-Match', `"${sha256(old)}"`)).status).toBe(304);
    const part = await h.request.get(at).set(bearer(h.tokens.staff)).set('Range', 'bytes=1000000-1999999').buffer(true)
      .parse((res, done) => { const parts: Buffer[] = []; res.on('data', (c: Buffer) => parts.push(c)); res.on('end', () => done(null, Buffer.concat(parts))); });
    expect([part.status, part.headers['content-range']]).toEqual([206, `bytes 1000000-1999999/${old.length}`]);
    expect(Buffer.compare(part.body as Buffer, old.subarray(1000000, 2000000))).toBe(0);
  });

  it('streams: 20 parallel downloads, each byte for byte, and the server stays under 300 MB', async () => {
    const agent = new http.Agent({ keepAlive: false, maxSockets: DOWNLOADS });
    const one = () => new Promise<{ status?: number; bytes: number; hash: string }>((resolve, reject) => {
      http.get(url, { agent, headers: bearer(token) }, (res) => {
        const hash = createHash('sha256');
        let bytes = 0;
        res.on('data', (c: Buffer) => { bytes += c.length; hash.update(c); });
        res.on('end', () => resolve({ status: res.statusCode, bytes, hash: hash.digest('hex') }));
        res.on('error', reject);
      }).on('error', reject);
    });
    const results = await Promise.all(Array.from({ length: DOWNLOADS }, one));
    agent.destroy();
    expect(results).toEqual(Array.from({ length: DOWNLOADS }, () => ({ status: 200, bytes: old.length, hash: sha256(old) })));
    const peak = peakRssMb(server!.child.pid!);
    console.log(`server peak RSS: ${peak} MB`);
    expect(peak).toBeLessThan(PEAK_RSS_MB);
  });
});
