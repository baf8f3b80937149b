import { createHash } from 'node:crypto';

/**
 * Byte helpers shared by the upload checks, the services, the downloads and the demo seed;
 * neutral on purpose (no HTTP, no database), so any layer may import them.
 */

/** What Prisma's Bytes fields take; Node's Buffers from multer and sharp are such arrays. */
export type Bytes = Uint8Array<ArrayBuffer>;
export const asBytes = (b: Buffer) => b as Uint8Array as Bytes;

/** A Buffer over the same memory (no copy): stored bytes as Node's APIs want them. */
export const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Hex sha256: a stored file's hash (its ETag, its `?v=` version and its disk-cache key). */
export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
