import { API_ERRORS, LIMITS } from '@dz/contracts';
import { HttpError, badRequest } from '../http/errors.js';
import type { StoredFile } from '../services/documents.js';
import { asBytes, sha256 } from './bytes.js';

const MAGIC = Buffer.from('%PDF-');

/** Keeps a safe display name: no path, no control characters, bounded, ending in .pdf. */
export function cleanFileName(original: string | undefined): string {
  const base = (original ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  let name = base.replace(/[\u0000-\u001f\u007f]/g, '').replace(/\s+/g, ' ').trim();
  if (!name || /^\.+(pdf)?$/i.test(name)) return '';
  if (!/\.pdf$/i.test(name)) name += '.pdf';
  if (name.length > LIMITS.fileName) name = `${name.slice(0, LIMITS.fileName - 4).trimEnd()}.pdf`;
  return name;
}

/**
 * The uploaded PDF, checked by its bytes (never by the client's MIME type or name).
 * `required` is false on update, where no file keeps the old one.
 */
export function acceptPdf(file: Express.Multer.File | undefined, required: boolean): StoredFile | undefined {
  if (!file) {
    if (required) throw badRequest(API_ERRORS.pdfRequired, 'pdfFile');
    return undefined;
  }
  if (file.size > LIMITS.pdfBytes) throw new HttpError(413, API_ERRORS.pdfTooLarge, 'pdfFile');
  if (file.buffer.length < MAGIC.length || !file.buffer.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new HttpError(415, API_ERRORS.pdfInvalid, 'pdfFile');
  }
  return { data: asBytes(file.buffer), fileName: cleanFileName(file.originalname), fileSize: file.size, fileHash: sha256(file.buffer) };
}
