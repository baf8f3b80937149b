import { z } from 'zod';
import { API_ERRORS } from './messages.js';
import { idFromParam } from './pagination.js';

// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text that PostgreSQL stores as sent: no NUL (a text column refuses it) and no lone UTF-16
 * surrogate (it has no UTF-8 form and would be stored as U+FFFD). Zod-free, for any layer.
 */
export const isStorableText = (s: string) => !UNSTORABLE.test(s);

/** The refinement every text a client sends passes (`.check(storableText())`). */
export const storableText = () => z.refine<string>(isStorableText, { error: API_ERRORS.invalidCharacters });

/**
 * What no stored title, name or text shows: control characters (C0, DEL, C1; a text of several
 * lines keeps tab, line feed and carriage return) and the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), which reorder what follows them on screen: "račun\u202Efdp.exe"
 * reads as "računexe.pdf". The marks U+200E/U+200F (and U+061C) stay: they set the direction of
 * the neutral characters beside them only, cannot reorder letters or hide an extension, and
 * text pasted from right-to-left sources carries them.
 */
const UNSAFE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const UNSAFE_IN_LINES = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]/u;

/** The one text rule of everything stored: storable, and none of the characters above. */
export const isPlainText = (s: string, { lines = false } = {}) => isStorableText(s) && !(lines ? UNSAFE_IN_LINES : UNSAFE).test(s);

/** A name with the characters above taken out (an uploaded file's: invisible anyway, the name as it shows stays). */
export const withoutUnsafeCharacters = (s: string) => s.replace(new RegExp(UNSAFE.source, 'gu'), '');

/** The refinement of every stored text (`.check(plainText())`); `lines`: a text of several lines. */
export const plainText = (lines = false) => z.refine<string>((s) => isPlainText(s, { lines }), { error: API_ERRORS.invalidCharacters });

/**
 * A required text: trimmed, not empty, bounded, plain (isPlainText). Errors carry the spec's field
 * message. One line (a title, a name) unless `lines` (a description, a news item's body).
 */
export const requiredText = (max: number, { lines = false } = {}) =>
  z
    .string({ error: API_ERRORS.required })
    .trim()
    .check(plainText(lines))
    .min(1, { error: API_ERRORS.required })
    .max(max, { error: API_ERRORS.tooLong(max) });

/** The same for a text that may be left empty: missing is '' (a news item's summary). */
export const optionalText = (max: number, { lines = false } = {}) =>
  z
    .string({ error: API_ERRORS.required })
    .trim()
    .check(plainText(lines))
    .max(max, { error: API_ERRORS.tooLong(max) })
    .default('');

/** A database id in the URL: decimal digits as idFromParam reads them (1, never 01, +1, 1e0, 0x1 or 1.0), up to MAX_ID. */
export const idParam = z.string({ error: API_ERRORS.invalidId }).transform((s, ctx) => {
  const id = idFromParam(s);
  if (id === undefined) ctx.addIssue({ code: 'custom', message: API_ERRORS.invalidId });
  return id ?? 0;
});
