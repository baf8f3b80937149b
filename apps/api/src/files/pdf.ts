import { API_ERRORS, LIMITS, PDF_FIELD } from '@dz/contracts';
import type { StoredFile } from '../services/documents.js';
import { asBytes, sha256 } from './bytes.js';
import { invalidFile, uploadedFile, type FileRule } from './upload.js';

/** A document's one PDF (docs/product.md "Entities"). */
export const PDF_UPLOAD: FileRule = {
  field: PDF_FIELD,
  maxBytes: LIMITS.pdfBytes,
  required: API_ERRORS.pdfRequired,
  tooLarge: API_ERRORS.pdfTooLarge,
  invalid: API_ERRORS.pdfInvalid,
};

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
export function acceptPdf(upload: Express.Multer.File | undefined, required: boolean): StoredFile | undefined {
  const file = uploadedFile(PDF_UPLOAD, upload, required);
  if (!file) return undefined;
  if (file.buffer.length < MAGIC.length || !file.buffer.subarray(0, MAGIC.length).equals(MAGIC)) throw invalidFile(PDF_UPLOAD);
  return { data: asBytes(file.buffer), fileName: cleanFileName(file.originalname), fileSize: file.size, fileHash: sha256(file.buffer) };
}
