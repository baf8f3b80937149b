import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API, documentTypeByResource } from '@dz/contracts';
import { CHUNK_BYTES } from '../src/files/send.js';
import { bearer, eventually, pdf, useTestApp } from './harness.js';

const h = useTestApp();
const type = documentTypeByResource('Zakon')!;
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A PDF of `bytes` bytes spanning several download slices, every byte value included. */
const bigPdf = (bytes: number) => {
  const head = pdf();
  const body = Buffer.concat([...Array.from({ length: 64 }, () => Buffer.from(Array.from({ length: 256 }, (_, i) => i))), randomBytes(bytes)]);
  return Buffer.concat([head, body]).subarray(0, bytes);
};
const upload = async (file: Buffer, text = 'Veliki zakon') => {
  const r = await h.request.post(API.documents(type)).set(bearer(h.tokens.staff)).field(type.textField, text).attach('pdfFile', file, 'veliki-č.pdf');
  expect(r.status).toBe(201);
  return r.body.id as number;
};
const get = (id: number, headers: Record<string, string> = {}, query = '') =>
  h.request.get(`${API.download(type, id)}${query}`).set(headers).buffer(true).parse((res, done) => {
    const parts: Buffer[] = [];
    res.on('data', (c: Buffer) => parts.push(c));
    res.on('end', () => done(null, Buffer.concat(parts)));
  });

/** Counts the slice queries the app runs (and those not answered yet); gated ones wait until release() (a slow database). */
function sliceQueries(gateFrom = Infinity) {
  const pool = h.db.pool;
  const original = pool.query.bind(pool);
  let count = 0;
  let inFlight = 0;
  let release!: () => void;
  const gate = new Promise<void>((r) => { release = r; });
  let reached!: () => void;
  const gated = new Promise<void>((r) => { reached = r; });
  const spy = vi.spyOn(pool, 'query').mockImplementation((async (...args: Parameters<typeof original>) => {
    const query = args[0] as unknown;
    const text = typeof query === 'string' ? query : String((query as { text?: unknown } | undefined)?.text ?? '');
    // A download's slices only: they are read for what is not in the bin. The PDF text queue reads a stored file in
    // slices too (services/pdf-text.ts), in the background after an upload or a replacement.
    if (!text.includes('substring(') || !text.includes('"deletedAt" IS NULL')) return original(...args);
    count++;
    inFlight++;
    try {
      if (count >= gateFrom) { reached(); await gate; }
      return await original(...args);
    } finally {
      inFlight--;
    }
  }) as typeof pool.query);
  return { count: () => count, inFlight: () => inFlight, release, gated, restore: () => spy.mockRestore() };
}

describe('PDF downloads stream in slices, with ranges and revalidation', () => {
  const size = 2 * 1024 * 1024 + 12345;
  let file: Buffer;
  let id: number;
  beforeAll(async () => {
    file = bigPdf(size);
    id = await upload(file);
  });

  it('send a file of several slices byte for byte, with validators and revalidating cache headers', async () => {
    const r = await get(id);
    expect(r.status).toBe(200);
    expect(r.headers['content-length']).toBe(String(size));
    expect(r.body.length).toBe(size);
    expect(sha256(r.body)).toBe(sha256(file));
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['accept-ranges']).toBe('bytes');
    expect(r.headers.etag).toBe(`"${sha256(file)}"`);
    const meta = await h.request.get(API.document(type, id));
    expect(r.headers['last-modified']).toBe(new Date(meta.body.updatedAt).toUTCString());
    expect(r.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="veliki-?.pdf"; filename*=UTF-8''veliki-%C4%8D.pdf`);
  });

  it('cache a versioned URL (?v=<hash prefix>) for good, and only when the version matches', async () => {
    const hash = sha256(file);
    expect((await get(id, {}, `?v=${hash.slice(0, 16)}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(id, {}, `?v=${'0'.repeat(16)}`)).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await get(id, {}, '?v=')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answer 304 without a body to a client that has the file (ETag or date)', async () => {
    const { headers } = await get(id);
    const byTag = await get(id, { 'If-None-Match': String(headers.etag) });
    expect(byTag.status).toBe(304);
    expect(byTag.body.length).toBe(0);
    const byDate = await get(id, { 'If-Modified-Since': String(headers['last-modified']) });
    expect(byDate.status).toBe(304);
    expect((await get(id, { 'If-None-Match': '"andere"' })).status).toBe(200);
  });

  it('answer a byte range with 206 and exactly those bytes', async () => {
    const r = await get(id, { Range: 'bytes=1000000-1999999' });
    expect(r.status).toBe(206);
    expect(r.headers['content-range']).toBe(`bytes 1000000-1999999/${size}`);
    expect(r.headers['content-length']).toBe('1000000');
    expect(Buffer.compare(r.body, file.subarray(1000000, 2000000))).toBe(0);

    const suffix = await get(id, { Range: 'bytes=-500' });
    expect(suffix.status).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(Buffer.compare(suffix.body, file.subarray(size - 500))).toBe(0);

    const open = await get(id, { Range: 'bytes=100-' });
    expect(open.status).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 100-${size - 1}/${size}`);
    expect(Buffer.compare(open.body, file.subarray(100))).toBe(0);

    const first = await get(id, { Range: 'bytes=0-0' });
    expect([first.status, first.body.length, first.body[0]]).toEqual([206, 1, file[0]]);
  });

  it('answer 416 naming the size to a range past the end', async () => {
    const r = await get(id, { Range: `bytes=${size}-` });
    expect(r.status).toBe(416);
    expect(r.headers['content-range']).toBe(`bytes */${size}`);
    expect(r.body.length).toBe(0);
  });

  it('send the whole file for a malformed range, several ranges, another unit or an outdated If-Range', async () => {
    for (const headers of [
      { Range: 'bytes=abc' } as Record<string, string>,
      { Range: 'bytes=0-10,2000-3000' },
      { Range: 'items=0-10' },
      { Range: 'bytes=0-10', 'If-Range': '"a-different-etag"' },
      // An hour before the file's Last-Modified.
      { Range: 'bytes=0-10', 'If-Range': new Date(Date.parse(String((await get(id)).headers['last-modified'])) - 3600_000).toUTCString() },
    ]) {
      const r = await get(id, headers);
      expect(r.status, JSON.stringify(headers)).toBe(200);
      expect(r.headers['content-range']).toBeUndefined();
      expect(sha256(r.body), JSON.stringify(headers)).toBe(sha256(file));
    }
  });

  it('honour If-Range with the current ETag or a date not older than the file', async () => {
    const { headers } = await get(id, { Range: 'bytes=0-0' });
    const byTag = await get(id, { Range: 'bytes=5-9', 'If-Range': String(headers.etag) });
    expect(byTag.status).toBe(206);
    expect(Buffer.compare(byTag.body, file.subarray(5, 10))).toBe(0);
    const byDate = await get(id, { Range: 'bytes=5-9', 'If-Range': String(headers['last-modified']) });
    expect(byDate.status).toBe(206);
  });

  it('answer HEAD with the headers and no body, reading no bytes of the file', async () => {
    const q = sliceQueries();
    try {
      const r = await h.request.head(API.download(type, id));
      expect(r.status).toBe(200);
      expect(r.headers['content-length']).toBe(String(size));
      expect(r.headers.etag).toBe(`"${sha256(file)}"`);
      expect(r.headers['accept-ranges']).toBe('bytes');
      expect(r.body).toEqual({});
      const ranged = await h.request.head(API.download(type, id)).set('Range', 'bytes=10-19');
      expect([ranged.status, ranged.headers['content-length'], ranged.headers['content-range']]).toEqual([206, '10', `bytes 10-19/${size}`]);
      expect((await h.request.head(API.download(type, 999999))).status).toBe(404);
      expect(q.count()).toBe(0);
      await get(id, { Range: 'bytes=0-9' });
      expect(q.count()).toBe(1); // the counter does see real reads
    } finally {
      q.restore();
    }
  });
});

describe('a download and a replacement of its file at the same time', () => {
  let server: http.Server;
  let base: string;
  /** The server's side of the latest request (to see it wait for the socket, or see it closed). */
  let serverSide: http.ServerResponse | undefined;
  beforeAll(async () => {
    server = h.app.listen(0, '127.0.0.1');
    server.on('request', (_req, res: http.ServerResponse) => { serverSide = res; });
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  /** A raw GET: resolves with the response once its first bytes arrived, and with everything it got once it ends or breaks. */
  const rawGet = (path: string) => new Promise<{ res: http.IncomingMessage; done: Promise<{ body: Buffer; complete: boolean }> }>((resolve, reject) => {
    const req = http.get(`${base}${path}`, { agent: false }, (res) => {
      const parts: Buffer[] = [];
      const done = new Promise<{ body: Buffer; complete: boolean }>((finish) => {
        const end = () => finish({ body: Buffer.concat(parts), complete: res.complete });
        res.on('end', end);
        res.on('close', end);
        res.on('error', () => {});
      });
      res.once('data', (c: Buffer) => { parts.push(c); res.on('data', (d: Buffer) => parts.push(d)); resolve({ res, done }); });
    });
    req.on('error', reject);
  });

  it('waits for a slow client (back-pressure) and sends it the exact bytes, though slice buffers are reused', async () => {
    const slices = 64; // 16 MB: more than loopback socket buffers hold
    const file = bigPdf(slices * CHUNK_BYTES + 99);
    const id = await upload(file, 'Spori klijent');
    const q = sliceQueries();
    try {
      const { res, done } = await rawGet(API.download(type, id));
      res.pause(); // the sockets fill up; the server must stop reading until they drain
      // The server comes to rest: waiting for the socket to drain, no slice being read. A server
      // that read on regardless would only come to rest after the last slice.
      await eventually(() => expect([serverSide!.writableNeedDrain, q.inFlight()]).toEqual([true, 0]));
      expect(q.count()).toBeLessThan(slices);
      res.resume();
      const { body, complete } = await done;
      expect(complete).toBe(true);
      expect(sha256(body)).toBe(sha256(file));
      expect(q.count()).toBe(slices + 1);
    } finally {
      q.restore();
    }
  });

  it('cuts the response off, never mixing the old and the new file', async () => {
    const old = bigPdf(8 * CHUNK_BYTES + 777);
    const id = await upload(old, 'Zamijenjen usred preuzimanja');
    // The first two slices go out; the third is read only after the new file is stored.
    const q = sliceQueries(3);
    try {
      const { res, done } = await rawGet(API.download(type, id));
      expect(res.headers['content-length']).toBe(String(old.length));
      await q.gated;
      const newer = bigPdf(old.length);
      const put = await h.request.put(API.document(type, id)).set(bearer(h.tokens.staff)).field(type.textField, 'Nova verzija').attach('pdfFile', newer, 'novi.pdf');
      expect(put.status).toBe(200);
      q.release();
      const { body, complete } = await done;
      expect(complete).toBe(false);
      expect(body.length).toBe(2 * CHUNK_BYTES);
      expect(Buffer.compare(body, old.subarray(0, body.length))).toBe(0);
      expect(q.count()).toBe(3);
      // The next download is the new file, whole.
      expect(sha256((await get(id)).body)).toBe(sha256(newer));
    } finally {
      q.release();
      q.restore();
    }
  });

  it('stops reading the file when the client goes away', async () => {
    const id = await upload(bigPdf(8 * CHUNK_BYTES), 'Napušteno preuzimanje');
    const q = sliceQueries(3);
    try {
      const { res, done } = await rawGet(API.download(type, id));
      await q.gated;
      res.destroy();
      await done;
      // The server has seen the client go …
      const gone = serverSide!;
      await eventually(() => expect(gone.destroyed).toBe(true));
      // … then the slice in flight comes back: the next would be asked for at once, before anything else runs.
      q.release();
      await eventually(() => expect(q.inFlight()).toBe(0));
      expect(q.count()).toBe(3); // the one slice in flight, no more
    } finally {
      q.release();
      q.restore();
    }
  });
});

describe('news images', () => {
  it('get ETag, 304, HEAD and ranges from the same helper', async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
    const n = await h.request.post(API.newsList).set(bearer(h.tokens.staff)).field('naslov', 'Slika').field('opis', 'Opis.').attach('slika', photo, 'slika.jpg');
    expect(n.status).toBe(201);
    const url = API.newsImage(n.body.id, 'card');
    const full = await h.request.get(url).buffer(true);
    expect(full.status).toBe(200);
    expect(full.headers['accept-ranges']).toBe('bytes');
    const etag = String(full.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{16}-card"$/);
    const length = Number(full.headers['content-length']);
    expect(length).toBe(full.body.length);

    const again = await h.request.get(url).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');

    const head = await h.request.head(url);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(length));
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(head.body).toEqual({});

    const part = await h.request.get(url).set('Range', 'bytes=0-99').buffer(true);
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${length}`);
    expect(Buffer.compare(part.body, full.body.subarray(0, 100))).toBe(0);
    expect((await h.request.get(url).set('Range', `bytes=${length}-`)).status).toBe(416);
  });
});
