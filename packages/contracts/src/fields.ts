import { z } from 'zod';
import { API_ERRORS } from './messages.js';
import { MAX_ID } from './pagination.js';

// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text that PostgreSQL stores as sent: no NUL (a text column refuses it) and no lone UTF-16
 * surrogate (it has no UTF-8 form and would be stored as U+FFFD). Zod-free, for any layer.
 */
export const isStorableText = (s: string) => !UNSTORABLE.test(s);

/** The refinement every text a client sends passes (`.check(storableText())`). */
export const storableText = () => z.refine<string>(isStorableText, { error: API_ERRORS.invalidCharacters });

/** A required text: trimmed, not empty, bounded, storable. Errors carry the spec's field message. */
export const requiredText = (max: number) =>
  z
    .string({ error: API_ERRORS.required })
    .trim()
    .check(storableText())
    .min(1, { error: API_ERRORS.required })
    .max(max, { error: API_ERRORS.tooLong(max) });

/** A database id in the URL: a positive 32-bit integer. */
export const idParam = z.coerce
  .number({ error: API_ERRORS.invalidId })
  .int({ error: API_ERRORS.invalidId })
  .positive({ error: API_ERRORS.invalidId })
  .max(MAX_ID, { error: API_ERRORS.invalidId });
