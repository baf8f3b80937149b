import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
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
const appWith = (fileCache: AppDeps['fileCache'], logger: Logger = silent) =>
  supertest(createApp({ db: h.db, logger, jwtSecret: JWT_SECRET, jwtTtlSeconds: 3600, loginLimit: LOGIN_LIMIT, fileCache }));
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
    // A download's slices only (read for what is not in the bin): the PDF text queue reads a stored file in slices
    // too, in the background after an upload.
    if (text.includes('substring(') && text.includes('"deletedAt" IS NULL')) count++;
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
    // Refused before its first byte: a file of another size cannot be this hash's.
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

/** A GET over a real socket: the bytes that arrived and whether the response completed (all of Content-Length) or was cut off. */
async function rawGet(app: http.RequestListener, at: string, headers: Record<string, string> = {}) {
  const server = http.createServer(app).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    return await new Promise<{ status?: number; body: Buffer; complete: boolean }>((resolve) => {
      const req = http.get(`http://127.0.0.1:${(server.address() as AddressInfo).port}${at}`, { agent: false, headers }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('error', () => {});
        res.on('close', () => resolve({ status: res.statusCode, body: Buffer.concat(parts), complete: res.complete }));
      });
      req.on('error', () => resolve({ body: Buffer.alloc(0), complete: false }));
    });
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

/** Log lines at warn and above, for the cache's complaints. */
function warnings() {
  const lines: { msg: string; err?: { code?: string } }[] = [];
  const logger = pino({ level: 'warn' }, new Writable({ write(chunk, _enc, cb) { lines.push(JSON.parse(String(chunk))); cb(); } }));
  return { logger, lines };
}

describe('the disk cache does not trust its files (issue 20, item 7)', () => {
  const size = 2 * MB + 4321;

  // The file's bytes change on disk, its size does not (damage, a hand on the folder): in its first
  // bytes, in the middle, in its very last byte (all but the last slice would then be right).
  for (const [where, at] of [['first', 0], ['middle', Math.floor(size / 2)], ['last', size - 1]] as const) {
    it(`never completes a download of a cached file damaged in its ${where} byte; the next one is right, from the database, and cached again`, async () => {
      const file = bigPdf(size);
      const id = await upload(file);
      await get(h.request, id);
      const entry = path.join(dir, sha256(file));
      await cached(sha256(file));
      const damaged = Buffer.from(file);
      damaged[at] = damaged[at]! ^ 0xff;
      fs.writeFileSync(entry, damaged);

      const r = await rawGet(h.app, API.download(type, id));
      expect(r.status).toBe(200);
      // Cut off: never all of Content-Length, so no client takes these bytes for the file its ETag names.
      expect(r.complete).toBe(false);
      expect(r.body.length).toBeLessThan(size);
      await eventually(() => expect(fs.existsSync(entry) && fs.readFileSync(entry).equals(damaged)).toBe(false));

      const q = sliceQueries();
      try {
        const next = await get(h.request, id);
        expect(next.status).toBe(200);
        expect(Buffer.compare(next.body, file)).toBe(0);
        expect(q.count()).toBeGreaterThan(0);
      } finally {
        q.restore();
      }
      await eventually(() => expect(fs.existsSync(entry) && fs.readFileSync(entry).equals(file)).toBe(true));
      const again = await rawGet(h.app, API.download(type, id));
      expect([again.complete, Buffer.compare(again.body, file)]).toEqual([true, 0]);
    });
  }

  it('answers a range from a file not checked yet with the database, checks the file in the background, and removes a damaged one', async () => {
    const file = bigPdf(size);
    const id = await upload(file);
    const damagedFile = bigPdf(size);
    const damagedId = await upload(damagedFile);
    // Entries this process never checked (as after a restart): one intact, one damaged at the end.
    const folder = path.join(root, 'ranges');
    fs.mkdirSync(folder);
    fs.writeFileSync(path.join(folder, sha256(file)), file);
    const damaged = Buffer.from(damagedFile);
    damaged[size - 1] = damaged[size - 1]! ^ 0xff;
    fs.writeFileSync(path.join(folder, sha256(damagedFile)), damaged);
    const request = appWith({ dir: folder, maxBytes: 64 * MB });
    const range = { Range: `bytes=${size - 1000}-` };

    const q = sliceQueries();
    try {
      for (const [which, original] of [[id, file], [damagedId, damagedFile]] as const) {
        const before = q.count();
        const r = await get(request, which, range);
        expect(r.status).toBe(206);
        expect(Buffer.compare(r.body, original.subarray(size - 1000))).toBe(0);
        expect(q.count()).toBeGreaterThan(before);
      }
      // The damaged file goes; the intact one, once checked, answers ranges itself (no query).
      await eventually(() => expect(fs.existsSync(path.join(folder, sha256(damagedFile)))).toBe(false));
      await eventually(async () => {
        const before = q.count();
        const r = await get(request, id, range);
        expect(Buffer.compare(r.body, file.subarray(size - 1000))).toBe(0);
        expect(q.count()).toBe(before);
      });
      const r = await get(request, damagedId, range);
      expect(Buffer.compare(r.body, damagedFile.subarray(size - 1000))).toBe(0);
    } finally {
      q.restore();
    }
  });

  it('makes a folder deleted while running again at the next download, and serves later downloads from it', async () => {
    const folder = path.join(root, 'deleted');
    const { logger, lines } = warnings();
    const request = appWith({ dir: folder, maxBytes: 64 * MB }, logger);
    const files = [bigPdf(size), bigPdf(size)];
    const ids = [await upload(files[0]!), await upload(files[1]!)];
    await get(request, ids[0]!);
    await cached(sha256(files[0]!), folder);

    fs.rmSync(folder, { recursive: true, force: true });
    for (const [i, file] of files.entries()) {
      const r = await get(request, ids[i]!);
      expect(Buffer.compare(r.body, file)).toBe(0);
      await cached(sha256(file), folder);
    }
    const q = sliceQueries();
    try {
      for (const [i, file] of files.entries()) expect(Buffer.compare((await get(request, ids[i]!)).body, file)).toBe(0);
      expect(q.count()).toBe(0);
    } finally {
      q.restore();
    }
    expect(lines.filter((l) => l.err?.code === 'ENOENT')).toEqual([]);
  });
});
