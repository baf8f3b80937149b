import { IMAGE_FIELD, LIMITS, PDF_FIELD } from './constants.js';
import { API_ERRORS } from './messages.js';

/**
 * What one upload field takes: its multipart name, its size limit, the types a file picker
 * offers, and the messages of its checks (docs/product.md "Validation"). The API's parser and
 * checks and the web's file fields read these; the API checks the bytes again.
 */
export interface FileRule {
  field: string;
  maxBytes: number;
  /** The file input's accept attribute. */
  accept: string;
  required: string;
  tooLarge: string;
  invalid: string;
}

export const FILE_RULES = {
  /** A document's one PDF. */
  pdf: {
    field: PDF_FIELD,
    maxBytes: LIMITS.pdfBytes,
    accept: 'application/pdf,.pdf',
    required: API_ERRORS.pdfRequired,
    tooLarge: API_ERRORS.pdfTooLarge,
    invalid: API_ERRORS.pdfInvalid,
  },
  /** A news item's one picture. */
  image: {
    field: IMAGE_FIELD,
    maxBytes: LIMITS.imageBytes,
    accept: 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/tiff',
    required: API_ERRORS.imageRequired,
    tooLarge: API_ERRORS.imageTooLarge,
    invalid: API_ERRORS.imageInvalid,
  },
} as const satisfies Record<string, FileRule>;

export type FileKind = keyof typeof FILE_RULES;
