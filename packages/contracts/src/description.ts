import { DESCRIPTION_LENGTH } from './constants.js';

// Apart from preview.ts, which the home page loads (the carousel's cards): only the screens that
// describe themselves by their text load this.

/**
 * Words Bosnian text writes with a full stop inside a sentence: titles and degrees (dr., mr.
 * sc., prim., spec., dipl. ing., prof.), br. (broj), npr., tj., itd., god., ul., tel., čl. …
 * Compared in lower case; a single letter (an initial, v.d.) never ends a sentence either.
 */
const ABBREVIATIONS = new Set([
  'dr', 'mr', 'sc', 'prim', 'spec', 'dipl', 'ing', 'oec', 'ecc', 'med', 'stom', 'mag', 'ph', 'prof', 'doc', 'akad',
  'br', 'npr', 'tj', 'itd', 'itsl', 'sl', 'tzv', 'odn', 'str', 'tel', 'mob', 'fax', 'ul', 'god', 'sv', 'st', 'čl', 'tač',
  'gđa', 'gđica', 'gosp', 'cca', 'pribl', 'mj', 'mjes',
]);
/** Sentence-ending punctuation with any closing quotes or brackets, followed by a space or the end. */
const SENTENCE_END = /[.!?…]+["'”’»)\]]*(?= |$)/gu;
/** The word or number right before a full stop. */
const LAST_TOKEN = /(?:\p{L}+|\d+(?:\.\d+)*)$/u;
/** What a sentence starts with: a capital, a digit, an opening quote or bracket. */
const SENTENCE_START = /^[\p{Lu}\p{N}"'„“«(]/u;

/**
 * Whether a full stop ends its sentence, judging by the token before it: not after an
 * abbreviation or an initial, a date (23.11.2026.) or an ordinal of one or two digits
 * ("5. Sajam zdravlja"). A lower-case word after it is checked by the caller.
 */
function fullStopEnds(before: string): boolean {
  const token = LAST_TOKEN.exec(before)?.[0];
  if (!token) return true;
  if (/^\d/.test(token)) return !token.includes('.') && token.length > 2;
  return token.length > 1 && !ABBREVIATIONS.has(token.toLowerCase());
}

/** Text cut to `max` code points at a word's end, with '…' (counted) when anything was left out. */
function clip(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  // The head ends a word when what follows it is no letter or digit.
  const whole = /[^\p{L}\p{N}]/u.test(chars[max - 1]!) || space <= 0 ? head : head.slice(0, space);
  return `${whole.replace(/[\s,;:–-]+$/u, '')}…`;
}

/**
 * A page's description from its text (a news item's body, a page's first paragraph): the first
 * sentence, its whitespace on one line, at most DESCRIPTION_LENGTH characters (cut at a word,
 * then '…'). A full stop after an abbreviation ("dr.", "br."), an initial, a date or an ordinal,
 * or one followed by a lower-case word, ends nothing; decimals ("1,5", "1.5") have no space after.
 */
export function firstSentence(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  for (const m of flat.matchAll(SENTENCE_END)) {
    const end = m.index + m[0].length;
    const last = end === flat.length;
    if (last || (SENTENCE_START.test(flat.slice(end + 1)) && (m[0][0] !== '.' || m[0].startsWith('..') || fullStopEnds(flat.slice(0, m.index))))) {
      return clip(flat.slice(0, end), max);
    }
  }
  return clip(flat, max);
}
