import { SEARCH_LIMITS, searchFold } from '@dz/contracts';
import { MAX_WORD, abbreviationOf } from './search-words.js';

/**
 * A hit's snippet (services/search.ts): cut in JS from its text around the first word that
 * matches the query, with every matching word in it marked. Which words match is PostgreSQL's
 * answer (their terms), asked only for the words that could.
 *
 * The texts are read by hand, not with a regular expression: a page's texts are up to 200,000
 * characters, and /[\p{L}\p{N}]+/gu looked every letter up in Unicode's tables and made a string of
 * every word (five of the bench's hits: 0.32 ms to match and cut, 0.10 now). A word's string is
 * made only for a word that could match (its first letter is a query word's).
 */

/** A word of a text, as /[\p{L}\p{N}]+/u reads one: a run of letters and digits (code points). */
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
/** Below U+3000 (Latin, Cyrillic, Greek and the rest of the alphabets) each code point is looked up once: 0 unknown, 1 no, 2 yes. */
const known = new Uint8Array(0x3000);
function isWordChar(cp: number): boolean {
  if (cp < 128) return (cp >= 97 && cp <= 122) || (cp >= 65 && cp <= 90) || (cp >= 48 && cp <= 57);
  if (cp >= known.length) return WORD_CHAR.test(String.fromCodePoint(cp));
  if (!known[cp]) known[cp] = WORD_CHAR.test(String.fromCodePoint(cp)) ? 2 : 1;
  return known[cp] === 2;
}

/** Calls `visit` with each word's start and end (UTF-16 offsets) in order, until it returns true. */
export function eachWord(text: string, visit: (start: number, end: number) => boolean): void {
  let start = -1;
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i)!;
    if (isWordChar(cp)) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      if (visit(start, i)) return;
      start = -1;
    }
    i += cp > 0xffff ? 2 : 1;
  }
  if (start >= 0) visit(start, text.length);
}

/** Whether the word of `text` from `start` to `end` matches the query. */
export type Matcher = (text: string, start: number, end: number) => boolean;

/**
 * Up to snippetChars of `text` around its first word whose terms match the query's (as the
 * tsquery does: one of the indexed terms it matches), with the offsets of
 * every matching word in it. No match (a hit by its title): the text's start. The text is read
 * as far as the first match, then again to the snippet's end.
 */
export function snippetOf(text: string, matches: Matcher): { snippet: string; marks: [number, number][] } {
  const max = SEARCH_LIMITS.snippetChars;
  let first: { start: number; end: number } | undefined;
  eachWord(text, (s, e) => {
    if (!matches(text, s, e)) return false;
    first = { start: s, end: e };
    return true;
  });
  let start = 0;
  if (first && first.end > max - 40) {
    // Some context before the match, from the start of a word.
    start = Math.max(0, first.start - 60);
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < first.start) start = space + 1;
  }
  const lead = start > 0 ? '…' : '';
  let end = Math.min(text.length, start + max - lead.length);
  if (end < text.length) {
    end -= 1; // room for the closing ellipsis
    const space = text.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const snippet = `${lead}${text.slice(start, end).trimEnd()}${end < text.length ? '…' : ''}`;
  const shift = lead.length - start;
  const marks: [number, number][] = [];
  eachWord(text, (s, e) => {
    if (s >= end) return true;
    if (s >= start && e <= end && matches(text, s, e)) marks.push([s + shift, e + shift]);
    return false;
  });
  return { snippet, marks };
}

/**
 * Which words of the hits' `texts` match the query's `terms` (the indexed terms it matches, search_lexemes): those whose
 * term (`termsOf`: from PostgreSQL, kept; each term's variants, the first the term itself) or abbreviation (written in
 * two to four capitals, search-words.ts) is one of them, asked only for the words that could, those whose first letter
 * is a query word's (`words`: every word of every alternative).
 */
export async function matchersOf(
  texts: readonly string[], words: readonly string[], terms: ReadonlySet<string>,
  termsOf: (words: Iterable<string>) => Promise<Map<string, string[][]>>,
): Promise<Matcher> {
  // Each first letter (UTF-16 unit) is folded once, not once a word.
  const folded = new Map<number, string | undefined>();
  const initial = (unit: number) => {
    if (!folded.has(unit)) folded.set(unit, searchFold(String.fromCharCode(unit))[0]);
    return folded.get(unit);
  };
  const initials = new Set(words.map((w) => initial(w.charCodeAt(0))));
  const could = (text: string, start: number, end: number) => end - start <= MAX_WORD && initials.has(initial(text.charCodeAt(start)));
  const candidates = new Set<string>();
  for (const text of texts) {
    eachWord(text, (s, e) => {
      if (could(text, s, e)) candidates.add(text.slice(s, e));
      return false;
    });
  }
  const matching = new Set<string>();
  for (const [w, ts] of await termsOf(candidates)) {
    const abbreviation = abbreviationOf(w);
    if (ts.some(([term]) => terms.has(term!)) || (abbreviation && terms.has(abbreviation))) matching.add(w);
  }
  return (text, start, end) => could(text, start, end) && matching.has(text.slice(start, end));
}
