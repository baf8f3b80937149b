import { z } from 'zod';
import { API_ERRORS } from './messages.js';

/** A required text: trimmed, not empty, bounded. Errors carry the spec's field message. */
export const requiredText = (max: number) =>
  z
    .string({ error: API_ERRORS.required })
    .trim()
    .min(1, { error: API_ERRORS.required })
    .max(max, { error: API_ERRORS.tooLong(max) });

/** A database id in the URL: a positive 32-bit integer. */
export const idParam = z.coerce
  .number({ error: API_ERRORS.invalidId })
  .int({ error: API_ERRORS.invalidId })
  .positive({ error: API_ERRORS.invalidId })
  .max(2_147_483_647, { error: API_ERRORS.invalidId });

export const isoDate = z.string();
