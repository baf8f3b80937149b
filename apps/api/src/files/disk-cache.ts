import { createHash, randomBytes, type Hash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';

/** Where the cache lives when FILE_CACHE_DIR is unset (the one place this default is computed). */
export const defaultFileCacheDir = () => path.join(os.tmpdir(), 'dz-file-cache');

const TMP = '.tmp-';
const STALE_TMP_MS = 3600_000;
/** A hit refreshes the file's mtime (the LRU order) at most this often. */
const TOUCH_EVERY_MS = 60_000;
const HASH = /^[0-9a-f]{64}$/;

/** A cached file opened for reading: its handle is closed by the stream made from it (or by close()). */
export interface CacheHit {
  handle: fs.promises.FileHandle;
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
  /** The cached bytes of `hash` when present with the expected size (else undefined, never throws). */
  open(hash: string, size: number): Promise<CacheHit | undefined>;
  /** A writer for `hash`, or undefined: cache disabled or unusable, file too big, or already being written. */
  writer(hash: string, size: number): Promise<CacheWriter | undefined>;
  /** Resolves once the folder is created and stale temporary files are removed (tests). */
  ready: Promise<void>;
}

/**
 * Content-addressed cache of PDF bytes on local disk: `<dir>/<sha256>`. The content of a
 * hash never changes, so entries are never invalidated (a replaced document has another
 * hash; metadata still comes from the database on every request). Entries are written to
 * `<dir>/.tmp-<random>` and renamed into place only after their sha256 was verified, so a
 * name always holds complete bytes. Hits trust the file's size (not re-hashed: that would
 * cost a full read of CPU per download). Least recently used entries (by mtime, refreshed
 * on hits) are removed once the folder exceeds `maxBytes`. Deleting the folder at any time
 * is safe.
 */
/** `maxBytes` > 0: a cache of 0 bytes is no cache (app.ts then makes none). */
export function diskCache(dir: string, maxBytes: number, logger: Pick<Logger, 'warn'>): DiskCache {
  const warn = (err: unknown, msg: string) => logger.warn({ err, dir }, `file cache: ${msg}`);
  const writing = new Set<string>();
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
    const entries: { file: string; size: number; mtimeMs: number }[] = [];
    for (const name of await fs.promises.readdir(dir)) {
      if (!HASH.test(name)) continue;
      const file = path.join(dir, name);
      const st = await fs.promises.stat(file).catch(() => undefined);
      if (st?.isFile()) entries.push({ file, size: st.size, mtimeMs: st.mtimeMs });
    }
    let total = entries.reduce((n, e) => n + e.size, 0);
    entries.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const e of entries) {
      if (total <= maxBytes) break;
      await fs.promises.rm(e.file, { force: true });
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

  return {
    ready,

    async open(hash, size) {
      if (!HASH.test(hash)) return undefined;
      const file = path.join(dir, hash);
      let handle: fs.promises.FileHandle | undefined;
      try {
        handle = await fs.promises.open(file, 'r');
        const st = await handle.stat();
        if (!st.isFile() || st.size !== size) {
          await handle.close();
          // Not the bytes of this hash (tampered or truncated): removed, the next full download rewrites it.
          await fs.promises.rm(file, { force: true }).catch(() => {});
          return undefined;
        }
        const now = Date.now();
        if (now - st.mtimeMs > TOUCH_EVERY_MS) await handle.utimes(new Date(now), new Date(now)).catch(() => {});
        return { handle };
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
      let handle: fs.promises.FileHandle | undefined;
      try {
        handle = await fs.promises.open(tmp, 'wx', 0o644);
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
