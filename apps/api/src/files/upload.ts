import type { FileRule } from '@dz/contracts';
import { HttpError, ValidationError } from '../errors.js';

/**
 * The checks every file field shares: a missing file is a 400 when required (on update none
 * keeps the old one), a larger one a 413, each naming the field. The kind's own check of the
 * bytes follows, failing with invalidFile.
 */
export function uploadedFile(rule: FileRule, file: Express.Multer.File | undefined, required: boolean): Express.Multer.File | undefined {
  if (!file) {
    if (required) throw new ValidationError(rule.required, rule.field);
    return undefined;
  }
  if (file.size > rule.maxBytes) throw new HttpError(413, rule.tooLarge, rule.field);
  return file;
}

/** 415 naming the field: the bytes are not of the kind the field takes. */
export const invalidFile = (rule: FileRule) => new HttpError(415, rule.invalid, rule.field);
