import type { Request, Response } from 'express';

export const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Sends stored bytes with a strong ETag; answers 304 when the client already has them.
 * Content-Disposition, when wanted, goes through res.attachment (the content-disposition
 * package: an ASCII filename plus the RFC 5987 filename* for č, ž and quotes).
 */
export function sendBytes(
  req: Request,
  res: Response,
  opts: { data: Uint8Array; type: string; hash: string; cacheControl: string; attachmentName?: string },
) {
  const etag = `"${opts.hash}"`;
  res.set({ ETag: etag, 'Cache-Control': opts.cacheControl });
  if (opts.attachmentName) res.attachment(opts.attachmentName);
  res.type(opts.type);
  if (req.fresh) return res.status(304).end();
  res.set('Content-Length', String(opts.data.byteLength));
  res.end(toBuffer(opts.data));
}
