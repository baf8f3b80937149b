import { createHash, randomBytes, type Hash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Logger } from 'pino';
import { CacheCorrupt, fileSha256, hashChecked } from './cache-check.js';

/** Where the cache lives when FILE_CACHE_DIR is unset (the one place this default is computed). */
export const defaultFileCacheDir = () => path.join(os.tmpdir(), 'dz-file-cache');

const TMP = '.tmp-';
const STALE_TMP_MS = 3600_000;
/** A hit refreshes the file's mtime (the LRU order) at most this often. */
const TOUCH_EVERY_MS = 60_000;
const HASH = /^[0-9a-f]{64}$/;
/** Read size of a cached file (one socket write, as files/send.ts CHUNK_BYTES). */
const READ_BYTES = 256 * 1024;
/**
 * How long a cached file checked whole (its sha256 computed) is trusted for ranges. A range cannot
 * prove anything about the file (only the sha256 of all its bytes can), so a range is read from the
 * cache only while its file was checked whole within this time, by this process: a full download
 * or the check a range starts in the background (the range itself then comes from PostgreSQL).
 * What this leaves: a file damaged after its check may answer ranges for at most this long (a
 * whole read of it is still caught).
 */
const TRUST_RANGES_MS = 10 * 60_000;

/** A cached file opened for reading (its handle is closed once sent, or when the client leaves). */
export interface CacheHit {
  /**
   * Writes bytes start..end to `to` with back-pressure. A whole read is checked against the hash as
   * it goes, its last chunk held back until the check passed: on a mismatch it rejects with
   * CacheCorrupt before `to` got all the bytes (the caller cuts the response) and the entry is
   * removed, so the next request reads the database (and caches the file again).
   */
  send(to: NodeJS.WritableStream, start: number, end: number): Promise<void>;
}

/**
 * Filling one cache entry while the download streams from the database. Never throws:
 * a failure (disk full, permission) is logged once and the rest of the writes are skipped.
 */
export interface CacheWriter {
  /** Appends the bytes; resolves once they are written (the caller may then reuse the buffer). */
  write(bytes: Buffer): Promise<void>;
  /** All bytes written: verifies their sha256 and moves the file into place. */
  commit(): Promise<void>;
  /** Removes the partial file (an aborted or cut off download). */
  abort(): Promise<void>;
}

export interface DiskCache {
  /**
   * The cached bytes of `hash` when present with the expected size (else undefined, never throws).
   * For a range (`part`) only a file checked whole lately (TRUST_RANGES_MS); else undefined, and a
   * check of the file starts in the background.
   */
  open(hash: string, size: number, part?: boolean): Promise<CacheHit | undefined>;
  /** A writer for `hash`, or undefined: cache disabled or unusable, file too big, or already being written. */
  writer(hash: string, size: number): Promise<CacheWriter | undefined>;
  /** Resolves once the folder is created and stale temporary files are removed (tests). */
  ready: Promise<void>;
}

/**
 * Content-addressed cache of PDF bytes on local disk: `<dir>/<sha256>`. The content of a
 * hash never changes, so entries are never invalidated (a replaced document has another
 * hash; metadata still comes from the database on every request). Entries are written to
 * `<dir>/.tmp-<random>` and renamed into place only after their sha256 was verified. A file
 * may still change on disk later (damage, a hand on the folder), so it is not trusted: a
 * whole read is hashed while it is sent (CacheHit.send), and ranges come from it only while
 * it was checked whole lately (TRUST_RANGES_MS). A file that fails is removed. Least recently
 * used entries (by mtime, refreshed on hits) are removed once the folder exceeds `maxBytes`.
 * Deleting the folder at any time is safe: the next write creates it again.
 */
/** `maxBytes` > 0: a cache of 0 bytes is no cache (app.ts then makes none). */
export function diskCache(dir: string, maxBytes: number, logger: Pick<Logger, 'warn'>): DiskCache {
  const warn = (err: unknown, msg: string) => logger.warn({ err, dir }, `file cache: ${msg}`);
  const writing = new Set<string>();
  /** When each entry's file was last checked whole (its sha256 was its name), by this process. */
  const checkedAt = new Map<string, number>();
  const checking = new Set<string>();
  let evicting: Promise<void> | undefined;
  let evictAgain = false;

  const ready = (async () => {
    try {
      await fs.promises.mkdir(dir, { recursive: true });
      const now = Date.now();
      for (const name of await fs.promises.readdir(dir)) {
        if (!name.startsWith(TMP)) continue;
        const file = path.join(dir, name);
        const st = await fs.promises.stat(file).catch(() => undefined);
        if (st && now - st.mtimeMs > STALE_TMP_MS) await fs.promises.rm(file, { force: true });
      }
    } catch (err) {
      warn(err, 'folder not usable; downloads are read from the database');
    }
  })();

  async function evict() {
    const entries: { name: string; size: number; mtimeMs: number }[] = [];
    // A folder deleted meanwhile holds nothing to remove (the next write makes it again).
    const names = await fs.promises.readdir(dir).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    for (const name of names) {
      if (!HASH.test(name)) continue;
      const st = await fs.promises.stat(path.join(dir, name)).catch(() => undefined);
      if (st?.isFile()) entries.push({ name, size: st.size, mtimeMs: st.mtimeMs });
    }
    let total = entries.reduce((n, e) => n + e.size, 0);
    entries.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const e of entries) {
      if (total <= maxBytes) break;
      await fs.promises.rm(path.join(dir, e.name), { force: true });
      checkedAt.delete(e.name);
      total -= e.size;
    }
  }

  /** One eviction pass at a time; one more afterwards when entries were added meanwhile. */
  function scheduleEviction() {
    if (evicting) return void (evictAgain = true);
    evicting = (async () => {
      do {
        evictAgain = false;
        await evict().catch((err: unknown) => warn(err, 'eviction failed'));
      } while (evictAgain);
      evicting = undefined;
    })();
  }

  /** Removes an entry's file, unless another file took its name meanwhile (rewritten by a download). */
  async function discard(hash: string, ino: number, why: string) {
    checkedAt.delete(hash);
    const file = path.join(dir, hash);
    const st = await fs.promises.stat(file).catch(() => undefined);
    if (st?.ino === ino) await fs.promises.rm(file, { force: true }).catch(() => {});
    logger.warn({ dir, hash }, `file cache: ${why}: entry removed, the next download reads the database`);
  }

  /** A range may read an entry only once its file was checked whole lately: else the check runs now, in the background. */
  function trustedForRanges(hash: string): boolean {
    const at = checkedAt.get(hash);
    if (at !== undefined && Date.now() - at < TRUST_RANGES_MS) return true;
    if (checking.has(hash)) return false;
    checking.add(hash);
    const file = path.join(dir, hash);
    void (async () => {
      try {
        const ino = (await fs.promises.stat(file)).ino;
        const actual = await fileSha256(file);
        if (actual === hash) checkedAt.set(hash, Date.now());
        else await discard(hash, ino, `a cached file does not match its sha256 (${actual})`);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') warn(err, 'cannot check a cached file');
      } finally {
        checking.delete(hash);
      }
    })();
    return false;
  }

  const hitOf = (hash: string, size: number, handle: fs.promises.FileHandle, ino: number): CacheHit => ({
    async send(to, start, end) {
      const stream = handle.createReadStream({ start, end, highWaterMark: READ_BYTES });
      if (start > 0 || end < size - 1) return pipeline(stream, to);
      try {
        await pipeline(stream, hashChecked(hash), to);
        checkedAt.set(hash, Date.now());
      } catch (err) {
        if (err instanceof CacheCorrupt) await discard(hash, ino, `a cached file does not match its sha256 (${err.actual}): response cut off`);
        throw err;
      }
    },
  });

  return {
    ready,

    async open(hash, size, part = false) {
      if (!HASH.test(hash) || (part && !trustedForRanges(hash))) return undefined;
      const file = path.join(dir, hash);
      let handle: fs.promises.FileHandle | undefined;
      try {
        handle = await fs.promises.open(file, 'r');
        const st = await handle.stat();
        if (!st.isFile() || st.size !== size) {
          await handle.close();
          // Not the bytes of this hash (tampered or truncated): removed, the next full download rewrites it.
          checkedAt.delete(hash);
          await fs.promises.rm(file, { force: true }).catch(() => {});
          return undefined;
        }
        const now = Date.now();
        if (now - st.mtimeMs > TOUCH_EVERY_MS) await handle.utimes(new Date(now), new Date(now)).catch(() => {});
        return hitOf(hash, size, handle, st.ino);
      } catch (err) {
        await handle?.close().catch(() => {});
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') warn(err, 'cannot read a cached file');
        return undefined;
      }
    },

    async writer(hash, size) {
      if (size > maxBytes || !HASH.test(hash) || writing.has(hash)) return undefined;
      writing.add(hash);
      await ready;
      const tmp = path.join(dir, `${TMP}${randomBytes(8).toString('hex')}`);
      const create = () => fs.promises.open(tmp, 'wx', 0o644);
      let handle: fs.promises.FileHandle | undefined;
      try {
        handle = await create().catch(async (err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT') throw err;
          // The folder was deleted while running: made again, so the cache works on (no restart needed).
          await fs.promises.mkdir(dir, { recursive: true });
          return create();
        });
      } catch (err) {
        writing.delete(hash);
        warn(err, 'cannot create a cache file');
        return undefined;
      }
      const fh = handle;
      const sha: Hash = createHash('sha256');
      let written = 0;
      let failed = false;
      let finished = false;

      const discard = async () => {
        if (finished) return;
        finished = true;
        writing.delete(hash);
        await fh.close().catch(() => {});
        await fs.promises.rm(tmp, { force: true }).catch((err: unknown) => warn(err, 'cannot remove a temporary file'));
      };

      return {
        async write(bytes) {
          if (failed || finished) return;
          try {
            for (let at = 0; at < bytes.length;) at += (await fh.write(bytes, at, bytes.length - at)).bytesWritten;
            sha.update(bytes);
            written += bytes.length;
          } catch (err) {
            failed = true;
            warn(err, 'cannot write a cache file (the download goes on from the database)');
            await discard();
          }
        },
        async commit() {
          if (failed || finished) return;
          const actual = sha.digest('hex');
          if (written !== size || actual !== hash) {
            warn(undefined, `bytes of ${hash} do not match (${written} bytes, sha256 ${actual}): not cached`);
            return discard();
          }
          try {
            await fh.close();
            await fs.promises.rename(tmp, path.join(dir, hash));
            // Just hashed whole: ranges may read it.
            checkedAt.set(hash, Date.now());
            finished = true;
            writing.delete(hash);
            scheduleEviction();
          } catch (err) {
            warn(err, 'cannot store a cache file');
            await discard();
          }
        },
        abort: discard,
      };
    },
  };
}
