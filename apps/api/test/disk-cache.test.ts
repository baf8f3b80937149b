import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { API, documentTypeByResource } from '@dz/contracts';
import { createApp, type AppDeps } from '../src/app.js';
import { diskCache } from '../src/files/disk-cache.js';
import { bearer, eventually, JWT_SECRET, LOGIN_LIMIT, pdf, useTestApp } from './harness.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-cache-test-'));
const dir = path.join(root, 'cache');
const MB = 1024 * 1024;
const h = useTestApp({ fileCache: { dir, maxBytes: 64 * MB } });
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const type = documentTypeByResource('Zakon')!;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const silent = pino({ level: 'silent' });

/** A PDF of `bytes` bytes spanning several download slices, every byte value included. */
const bigPdf = (bytes: number) => {
  const body = Buffer.concat([...Array.from({ length: 64 }, () => Buffer.from(Array.from({ length: 256 }, (_, i) => i))), randomBytes(bytes)]);
  return Buffer.concat([pdf(), body]).subarray(0, bytes);
};
const upload = async (file: Buffer) => {
  const r = await h.request.post(API.documents(type)).set(bearer(h.tokens.staff)).field(type.textField, 'Zakon').attach('pdfFile', file, 'z.pdf');
  expect(r.status).toBe(201);
  return r.body.id as number;
};
const get = (request: ReturnType<typeof supertest>, id: number, headers: Record<string, string> = {}) =>
  request.get(API.download(type, id)).set(headers).buffer(true).parse((res, done) => {
    const parts: Buffer[] = [];
    res.on('data', (c: Buffer) => parts.push(c));
    res.on('end', () => done(null, Buffer.concat(parts)));
  });
const appWith = (fileCache: AppDeps['fileCache']) =>
  supertest(createApp({ db: h.db, logger: silent, jwtSecret: JWT_SECRET, jwtTtlSeconds: 3600, loginLimit: LOGIN_LIMIT, fileCache }));
/** The entry is renamed into place just after the response ended. */
const cached = (hash: string, folder = dir) => eventually(() => expect(fs.existsSync(path.join(folder, hash))).toBe(true));
const tmpFiles = (folder = dir) => fs.readdirSync(folder).filter((n) => n.startsWith('.tmp-'));

/** Counts the download slice queries the app runs on the pool. */
function sliceQueries() {
  const pool = h.db.pool;
  const original = pool.query.bind(pool);
  let count = 0;
  const spy = vi.spyOn(pool, 'query').mockImplementation(((...args: Parameters<typeof original>) => {
    const query = args[0] as unknown;
    const text = typeof query === 'string' ? query : String((query as { text?: unknown } | undefined)?.text ?? '');
    if (text.includes('substring(')) count++;
    return original(...args);
  }) as typeof pool.query);
  return { count: () => count, restore: () => spy.mockRestore() };
}

describe('the disk cache of PDF bytes', () => {
  const size = 2 * MB + 4321;

  it('serves the second download from the cache: no slice query, byte for byte, same headers', async () => {
    const file = bigPdf(size);
    const id = await upload(file);
    const q = sliceQueries();
    try {
      const first = await get(h.request, id);
      expect(first.status).toBe(200);
      expect(Buffer.compare(first.body, file)).toBe(0);
      expect(q.count()).toBeGreaterThan(1);
      await cached(sha256(file));
      expect(Buffer.compare(fs.readFileSync(path.join(dir, sha256(file))), file)).toBe(0);
      expect(tmpFiles()).toEqual([]);

      const before = q.count();
      const second = await get(h.request, id);
      expect(q.count()).toBe(before);
      expect(second.status).toBe(200);
      expect(Buffer.compare(second.body, file)).toBe(0);
      expect(new Set(second.body.subarray(0, 64 * 1024)).size).toBe(256);
      for (const k of ['content-length', 'content-type', 'etag', 'last-modified', 'cache-control', 'content-disposition', 'accept-ranges']) {
        expect(second.headers[k], k).toBe(first.headers[k]);
      }
      // Revalidation and HEAD are unchanged.
      expect((await get(h.request, id, { 'If-None-Match': String(first.headers.etag) })).status).toBe(304);
      const head = await h.request.head(API.download(type, id));
      expect([head.status, head.headers['content-length']]).toEqual([200, String(size)]);
      expect(q.count()).toBe(before);
    } finally {
      q.restore();
    }
  });

  it('answers ranges from the cache with exactly those bytes', async () => {
    const file = bigPdf(size);
    const id = await upload(file);
    await get(h.request, id);
    await cached(sha256(file));
    const q = sliceQueries();
    try {
      for (const [range, from, to] of [['bytes=1000000-1999999', 1000000, 1999999], ['bytes=-500', size - 500, size - 1], ['bytes=100-', 100, size - 1], ['bytes=0-0', 0, 0]] as const) {
        const r = await get(h.request, id, { Range: range });
        expect(r.status, range).toBe(206);
        expect(r.headers['content-range'], range).toBe(`bytes ${from}-${to}/${size}`);
        expect(r.headers['content-length'], range).toBe(String(to + 1 - from));
        expect(Buffer.compare(r.body, file.subarray(from, to + 1)), range).toBe(0);
      }
      expect((await get(h.request, id, { Range: `bytes=${size}-` })).status).toBe(416);
      expect(q.count()).toBe(0);
    } finally {
      q.restore();
    }
  });

  it('serves the new bytes after a replacement (PUT), never the cached old ones', async () => {
    const old = bigPdf(size);
    const id = await upload(old);
    await get(h.request, id);
    await cached(sha256(old));
    const replacement = bigPdf(size); // same size: only the hash tells them apart
    const put = await h.request.put(API.document(type, id)).set(bearer(h.tokens.staff)).field(type.textField, 'Novi').attach('pdfFile', replacement, 'n.pdf');
    expect(put.status).toBe(200);
    const r = await get(h.request, id);
    expect(r.headers.etag).toBe(`"${sha256(replacement)}"`);
    expect(Buffer.compare(r.body, replacement)).toBe(0);
    await cached(sha256(replacement));
    expect(Buffer.compare((await get(h.request, id)).body, replacement)).toBe(0);
  });

  it('does not serve a cache file of the wrong size, and replaces it', async () => {
    // Hits trust the size (sha256 is verified when the entry is written, not on every hit).
    const file = bigPdf(size);
    const id = await upload(file);
    const entry = path.join(dir, sha256(file));
    fs.writeFileSync(entry, Buffer.alloc(size - 1, 0x41));
    const q = sliceQueries();
    try {
      const r = await get(h.request, id);
      expect(Buffer.compare(r.body, file)).toBe(0);
      expect(q.count()).toBeGreaterThan(0);
      await eventually(() => expect(fs.statSync(entry).size).toBe(size));
      expect(Buffer.compare(fs.readFileSync(entry), file)).toBe(0);
    } finally {
      q.restore();
    }
  });

  it('never writes a range, and never keeps bytes whose sha256 differs from the hash', async () => {
    const file = bigPdf(size);
    const id = await upload(file);
    expect((await get(h.request, id, { Range: 'bytes=0-' })).status).toBe(206);
    // A writer would have made its temporary file before the first byte went out and renames
    // it into place only when done: at every moment one of the two would be there.
    expect(tmpFiles()).toEqual([]);
    expect(fs.existsSync(path.join(dir, sha256(file)))).toBe(false);

    // The database's bytes no longer match the announced hash (e.g. written around the API).
    const forged = bigPdf(size);
    const other = await upload(forged);
    await h.db.pool.query(`UPDATE "Document" SET "fileHash" = $1 WHERE id = $2`, ['f'.repeat(64), other]);
    const r = await get(h.request, other);
    expect(r.status).toBe(200);
    // The temp file goes once its hash is checked (after the response).
    await eventually(() => expect(tmpFiles()).toEqual([]));
    expect(fs.existsSync(path.join(dir, 'f'.repeat(64)))).toBe(false);
  });

  it('leaves no entry and no temporary file after an aborted first download', async () => {
    const file = bigPdf(16 * MB);
    const id = await upload(file);
    const server = h.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API.download(type, id)}`;
      await new Promise<void>((resolve) => {
        const req = http.get(url, { agent: false }, (res) => {
          res.once('data', () => { req.destroy(); resolve(); });
        });
        req.on('error', () => {});
      });
      await eventually(() => expect(tmpFiles()).toEqual([]));
      expect(fs.existsSync(path.join(dir, sha256(file)))).toBe(false);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('still downloads when the cache folder cannot be created or written', async () => {
    const blocker = path.join(root, 'a-file');
    fs.writeFileSync(blocker, 'not a folder');
    const request = appWith({ dir: path.join(blocker, 'cache'), maxBytes: 64 * MB });
    const file = bigPdf(size);
    const id = await upload(file);
    for (let i = 0; i < 2; i++) {
      const r = await get(request, id);
      expect(r.status).toBe(200);
      expect(Buffer.compare(r.body, file)).toBe(0);
    }
  });

  it('keeps the folder under its bound, removing the least recently used files', async () => {
    const folder = path.join(root, 'small');
    const request = appWith({ dir: folder, maxBytes: 5 * MB });
    const files = Array.from({ length: 4 }, () => bigPdf(2 * MB));
    for (const file of files) {
      const id = await upload(file);
      expect(Buffer.compare((await get(request, id)).body, file)).toBe(0);
      await cached(sha256(file), folder);
      // Distinct mtimes, whatever the file system's timestamp resolution.
      const at = new Date(Date.now() - 60_000 + files.indexOf(file) * 1000);
      fs.utimesSync(path.join(folder, sha256(file)), at, at);
    }
    const total = () => fs.readdirSync(folder).reduce((n, f) => n + fs.statSync(path.join(folder, f)).size, 0);
    await eventually(() => expect(total()).toBeLessThanOrEqual(5 * MB));
    expect(fs.readdirSync(folder).sort()).toEqual(files.slice(2).map(sha256).sort());
  });

  it('removes temporary files older than an hour at start, and keeps recent ones', async () => {
    const folder = path.join(root, 'sweep');
    fs.mkdirSync(folder);
    const stale = path.join(folder, '.tmp-stale');
    const fresh = path.join(folder, '.tmp-fresh');
    fs.writeFileSync(stale, 'x');
    fs.writeFileSync(fresh, 'x');
    const old = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(stale, old, old);
    await diskCache(folder, MB, silent).ready;
    expect(fs.readdirSync(folder)).toEqual(['.tmp-fresh']);
  });
});
