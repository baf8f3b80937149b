import { API_ERRORS, LIMITS } from '@dz/contracts';

export type FileKind = 'pdf' | 'image';

const RULES = {
  pdf: {
    accept: 'application/pdf,.pdf',
    ok: (f: File) => f.type === 'application/pdf' || /\.pdf$/i.test(f.name),
    maxBytes: LIMITS.pdfBytes,
    required: API_ERRORS.pdfRequired,
    invalid: API_ERRORS.pdfInvalid,
    tooLarge: API_ERRORS.pdfTooLarge,
  },
  image: {
    accept: 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/tiff',
    ok: (f: File) => f.type.startsWith('image/'),
    maxBytes: LIMITS.imageBytes,
    required: API_ERRORS.imageRequired,
    invalid: API_ERRORS.imageInvalid,
    tooLarge: API_ERRORS.imageTooLarge,
  },
} as const;

export const acceptFor = (kind: FileKind) => RULES[kind].accept;

/**
 * Checks a chosen file before it is sent (the server checks again, by its bytes): a missing
 * required file, a wrong type and a file over the server's limit get the server's own messages.
 */
export function fileError(kind: FileKind, file: File | null, required: boolean): string | null {
  const rule = RULES[kind];
  if (!file) return required ? rule.required : null;
  if (!rule.ok(file)) return rule.invalid;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return null;
}
