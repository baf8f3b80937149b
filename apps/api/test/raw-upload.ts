// Uploads sent by hand, byte for byte (supertest would escape what the tests want raw, and cannot pause mid-body):
// hostile-input.test.ts and upload-slots.test.ts.
import http from 'node:http';
import { expect } from 'vitest';
import { API, documentTypeByResource } from '@dz/contracts';
import { bearer, eventually, pdf } from './harness.js';

const zakon = documentTypeByResource('Zakon')!;

export const BOUNDARY = 'hostileBoundary';
export type Part = [name: string, opts: { filename?: string; filenameStar?: string; type?: string }, data: string | Buffer];

/** A multipart body built byte for byte (supertest would escape what we want to send raw). */
export function multipart(parts: Part[], { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, o, data] of parts) {
    let disposition = `form-data; name="${name}"`;
    if (o.filename !== undefined) disposition += `; filename="${o.filename}"`;
    if (o.filenameStar !== undefined) disposition += `; filename*=${o.filenameStar}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${o.type ? `Content-Type: ${o.type}\r\n` : ''}\r\n`, 'latin1'));
    chunks.push(typeof data === 'string' ? Buffer.from(data) : data, Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** Until the condition holds (harness eventually: polled, one bound for every wait). */
export const until = (condition: () => boolean) => eventually(() => expect(condition()).toBe(true));

/** A document upload of which only the first half is sent until finish() (or abort()). */
export function slowUpload(port: number, token: string, naziv: string) {
  const body = multipart([['naziv', {}, naziv], ['pdfFile', { filename: 'sporo.pdf', type: 'application/pdf' }, Buffer.concat([pdf(), Buffer.alloc(256 * 1024, 7)])]]);
  const half = Math.floor(body.length / 2);
  const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: API.documents(zakon), headers: {
    ...bearer(token), 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, 'Content-Length': body.length,
  } });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => { text += c; });
      res.on('end', () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on('error', reject);
  });
  response.catch(() => {});
  req.write(body.subarray(0, half));
  return {
    finish: () => { req.end(body.subarray(half)); return response; },
    abort: () => req.destroy(),
  };
}
