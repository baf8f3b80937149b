// Issue 25: an upload's bytes are gathered into one buffer as they arrive (http/multipart.ts oneBuffer), not as pieces
// joined at the end. Whatever the request declares, the file comes out whole and exact.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { oneBuffer } from '../src/http/multipart.js';

function store(contentLength: string | undefined, data: Buffer, piece: number, maxBytes = 1 << 22) {
  const pieces = Array.from({ length: Math.ceil(data.length / piece) }, (_, i) => data.subarray(i * piece, (i + 1) * piece));
  const req = { headers: contentLength === undefined ? {} : { 'content-length': contentLength } } as unknown as Request;
  const file = { stream: Readable.from(pieces) } as unknown as Express.Multer.File;
  return new Promise<Partial<Express.Multer.File>>((resolve, reject) => {
    oneBuffer(maxBytes)._handleFile(req, file, (err, info) => (err ? reject(err) : resolve(info!)));
  });
}

describe('an upload gathered into one buffer', () => {
  const data = randomBytes(300_001);

  it('is exact with the request\'s Content-Length (a multipart body is larger than its file)', async () => {
    const info = await store(String(data.length + 400), data, 65_536);
    expect(info.size).toBe(data.length);
    expect(Buffer.compare(info.buffer!, data)).toBe(0);
  });

  it('is exact without one (chunked), and with one too small (grown as the bytes come)', async () => {
    for (const declared of [undefined, '10', 'abc', '-5']) {
      const info = await store(declared, data, 7_000);
      expect(info.size, String(declared)).toBe(data.length);
      expect(Buffer.compare(info.buffer!, data), String(declared)).toBe(0);
    }
  });

  it('never sizes its buffer past maxBytes for a declared length, and an empty file is empty', async () => {
    const info = await store(String(1 << 30), data, 65_536, data.length);
    expect(info.buffer!.buffer.byteLength).toBeLessThanOrEqual(Math.max(data.length, 8192));
    expect(Buffer.compare(info.buffer!, data)).toBe(0);
    expect((await store('0', Buffer.alloc(0), 10)).size).toBe(0);
  });
});
