import type { Request, Response } from 'express';
import { logUrl } from '../logger.js';
import { toBuffer } from './bytes.js';
import { caching } from './caching.js';
import { CacheCorrupt } from './cache-check.js';
import type { CacheHit, CacheWriter, DiskCache } from './disk-cache.js';

/** Slice size of a streamed download: one query and one socket write each. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Reads `length` bytes at `offset` (0-based) of the stored content, into `into` when given
 * (a buffer of at least `length` bytes the response is done with) or a new buffer. No bytes
 * (undefined) means the content is no longer the one announced (replaced or deleted meanwhile).
 */
export type ChunkReader = (offset: number, length: number, into?: Buffer) => Promise<Uint8Array | undefined>;

export interface StoredContent {
  type: string;
  /** Changes whenever the bytes change (sha256, hex): the strong ETag and the `?v=` version of URLs. */
  hash: string;
  lastModified?: Date;
  /**
   * Whether the content is the public's now (a published item's, the site's): then a cache may keep it for the public
   * (files/caching.ts); a draft's, a scheduled item's or an older version's is `private, no-store`.
   */
  shown: 'public' | 'private';
  /** Sent as Content-Disposition through res.attachment (an ASCII filename plus filename* for č, ž, quotes). */
  attachmentName?: string;
  /** Small content (a news image) at hand in one buffer, or large content (a PDF) read slice by slice. */
  body: Uint8Array | { size: number; read: ChunkReader; cache?: DiskCache };
}

/**
 * A URL carrying the content's version (`?v=` a prefix of its hash, at least 8 characters)
 * always names the same bytes: caches keep the public's for good. Any other URL may be stored by a
 * browser or a reverse proxy, but is revalidated (a cheap 304) before each use.
 */
function versioned(req: Request, hash: string) {
  const v = req.query.v;
  return typeof v === 'string' && v.length >= 8 && hash.startsWith(v);
}

/** If-Range: a strong ETag must match exactly; an HTTP date must not be older than Last-Modified. */
function rangeStillValid(req: Request, etag: string, lastModified: Date | undefined) {
  const ifRange = req.get('If-Range');
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange.trim() === etag;
  const since = Date.parse(ifRange);
  return lastModified !== undefined && !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/** Resolves when the response can take more, or is gone (a client that disconnects never drains). */
const drained = (res: Response) => new Promise<void>((resolve) => {
  if (res.destroyed) return resolve();
  const done = () => { res.off('drain', done); res.off('close', done); resolve(); };
  res.on('drain', done);
  res.on('close', done);
});

/**
 * Sends stored content with HTTP caching and ranges: strong ETag, Last-Modified, 304 for a
 * client that has it (If-None-Match / If-Modified-Since), Accept-Ranges, one byte range as
 * 206 (If-Range honoured; several ranges or a malformed header get the whole content, like
 * the `send` package), 416 naming the size in Content-Range for a range past the end. HEAD
 * answers the same headers and reads no bytes.
 *
 * A reader body is streamed slice by slice with back-pressure (the next slice is read only
 * once the socket took the previous one, and never after the client left), so a download
 * holds about one slice in memory whatever the file's size. When a slice cannot be read
 * (the content was replaced mid-download) the response is cut off, never completed with
 * bytes of another file.
 *
 * With a disk cache (keyed by the hash), the bytes come from the cached file when it is there
 * (streamed with back-pressure, destroyed when the client leaves; a whole file checked against
 * its hash as it goes, a range only from a file checked lately: files/disk-cache.ts); otherwise
 * a full GET also writes the slices to the cache as they go out. The cache never fails a
 * download: when it cannot be read or written the bytes come from the reader; a cached file
 * found damaged cuts its response off (the next request reads the reader).
 */
export async function sendBytes(req: Request, res: Response, c: StoredContent): Promise<void> {
  const etag = `"${c.hash}"`;
  const size = c.body instanceof Uint8Array ? c.body.byteLength : c.body.size;
  res.set({ ETag: etag, 'Accept-Ranges': 'bytes' });
  if (c.shown === 'public') caching(res, 'public', versioned(req, c.hash) ? 'immutable' : 'revalidated');
  else caching(res, 'private');
  if (c.lastModified) res.set('Last-Modified', c.lastModified.toUTCString());
  if (req.fresh) return void res.status(304).end();

  const ranges = rangeStillValid(req, etag, c.lastModified) ? req.range(size, { combine: true }) : undefined;
  if (ranges === -1) return void res.status(416).set('Content-Range', `bytes */${size}`).end();
  let [start, end] = [0, size - 1];
  if (typeof ranges === 'object' && ranges.type === 'bytes' && ranges.length === 1) {
    ({ start, end } = ranges[0]!);
    res.status(206).set('Content-Range', `bytes ${start}-${end}/${size}`);
  }
  if (c.attachmentName) res.attachment(c.attachmentName);
  res.type(c.type).set('Content-Length', String(end + 1 - start));
  if (req.method === 'HEAD' || start > end) return void res.end();

  if (c.body instanceof Uint8Array) return void res.end(toBuffer(c.body).subarray(start, end + 1));
  const { read, cache } = c.body;
  const whole = start === 0 && end === size - 1;
  const hit = await cache?.open(c.hash, size, !whole);
  if (hit) return sendFile(req, res, hit, start, end);
  // Only a whole file is worth storing (a range would leave a hole).
  const writer = cache && res.statusCode === 200 && whole ? await cache.writer(c.hash, size) : undefined;
  let complete = false;
  try {
    complete = await sendSlices(req, res, read, start, end, writer);
  } finally {
    if (writer) await (complete ? writer.commit() : writer.abort());
  }
}

/** A cached file's bytes start..end with back-pressure; the file is closed when done or when the client leaves. */
async function sendFile(req: Request, res: Response, hit: CacheHit, start: number, end: number) {
  try {
    await hit.send(res, start, end);
  } catch (err) {
    // Damaged bytes are never completed under the real ETag (the cache logged and removed the file).
    if (err instanceof CacheCorrupt) return void res.destroy();
    if ((err as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' || (res.destroyed && !res.writableFinished)) return;
    req.log?.error({ err, url: logUrl(req.originalUrl) }, 'download from the file cache failed: response cut off');
    res.destroy();
  }
}

/**
 * The slices start..end from the reader, each also handed to `writer` (awaited before its
 * buffer is read into again). True when every byte went out.
 */
async function sendSlices(req: Request, res: Response, read: ChunkReader, start: number, end: number, writer: CacheWriter | undefined): Promise<boolean> {
  let written: Promise<void> | undefined;
  // A slice's buffer is read into again once the socket has written it out ('drain'): one
  // buffer per download instead of one per slice (they are freed only by a garbage collection).
  let spare: Buffer | undefined;
  // The client may leave at any time (res.destroyed): no slice is read for a response that is gone.
  for (let offset = start; offset <= end && !res.destroyed;) {
    const length = Math.min(CHUNK_BYTES, end + 1 - offset);
    let chunk: Uint8Array | undefined;
    try {
      await written;
      chunk = await read(offset, length, spare && spare.length >= length ? spare : undefined);
      spare = undefined;
    } catch (err) {
      // Before the first byte the error handler can still answer (503 when the database is away).
      if (!res.headersSent) {
        for (const h of ['Content-Disposition', 'Content-Range', 'Content-Length', 'ETag', 'Last-Modified', 'Cache-Control', 'Accept-Ranges']) res.removeHeader(h);
        throw err;
      }
      // Afterwards a short body would look complete on a kept-alive connection: cut it.
      req.log?.error({ err, url: logUrl(req.originalUrl) }, 'download failed mid-stream: response cut off');
      res.destroy();
      return false;
    }
    if (res.destroyed) return false;
    if (!chunk || chunk.byteLength !== length) {
      req.log?.warn({ url: logUrl(req.originalUrl), offset }, 'content replaced during the download: response cut off');
      res.destroy();
      return false;
    }
    offset += length;
    const bytes = toBuffer(chunk);
    written = writer?.write(bytes);
    if (offset > end) {
      res.end(bytes);
      await written;
      return true;
    }
    if (!res.write(bytes)) {
      await drained(res);
      if (!res.destroyed) spare = bytes;
    }
  }
  await written;
  return false;
}
