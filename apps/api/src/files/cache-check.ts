import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A cached file whose bytes are not those of its name (the sha256): disk damage, or a hand on the folder. */
export class CacheCorrupt extends Error {
  constructor(readonly hash: string, readonly actual: string) {
    super(`cached bytes of ${hash} have sha256 ${actual}`);
  }
}

/**
 * Passes a whole file's bytes on while hashing them, always holding back the latest chunk: the last
 * one goes out only once the sha256 of all of them is `hash`. On a mismatch the stream fails with
 * CacheCorrupt instead, so a response fed by it never completes (its Content-Length is never
 * reached): a client cannot take damaged bytes for the file its ETag names.
 */
export function hashChecked(hash: string): Transform {
  const sha = createHash('sha256');
  let held: Buffer | undefined;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sha.update(chunk);
      const previous = held;
      held = chunk;
      done(null, previous);
    },
    flush(done) {
      const actual = sha.digest('hex');
      if (actual !== hash) return done(new CacheCorrupt(hash, actual));
      done(null, held);
    },
  });
}

/** The sha256 (hex) of a file, read as a stream (a background check of a cached file). */
export async function fileSha256(file: string): Promise<string> {
  const sha = createHash('sha256');
  await pipeline(fs.createReadStream(file, { highWaterMark: 256 * 1024 }), async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) sha.update(chunk);
  });
  return sha.digest('hex');
}
