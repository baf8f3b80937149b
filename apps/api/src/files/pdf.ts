import { FILE_RULES, LIMITS, withoutUnsafeCharacters } from '@dz/contracts';
import { asBytes, sha256, type Bytes } from './bytes.js';
import { invalidFile, uploadedFile } from './upload.js';

/** A document's PDF as stored: its bytes and what is kept beside them. */
export interface StoredFile {
  data: Bytes;
  fileName: string;
  fileSize: number;
  fileHash: string;
}

const MAGIC = Buffer.from('%PDF-');

/**
 * Keeps a safe display name: no path, bounded, ending in .pdf, and none of the characters the
 * one text rule keeps out of stored names (contracts isPlainText: control and bidi-override
 * characters). These are taken out, not refused: the name comes from the staff member's computer,
 * not their typing, they are invisible, and without them the name reads as its characters are
 * ("račun\u202Efdp.exe" shows its real ".exe"), so the upload goes on.
 */
export function cleanFileName(original: string | undefined): string {
  const base = (original ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  let name = withoutUnsafeCharacters(base).replace(/\s+/g, ' ').trim();
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
  const file = uploadedFile(FILE_RULES.pdf, upload, required);
  if (!file) return undefined;
  if (file.buffer.length < MAGIC.length || !file.buffer.subarray(0, MAGIC.length).equals(MAGIC)) throw invalidFile(FILE_RULES.pdf);
  return { data: asBytes(file.buffer), fileName: cleanFileName(file.originalname), fileSize: file.size, fileHash: sha256(file.buffer) };
}
