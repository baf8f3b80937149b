import { SEARCH_LIMITS, searchFold } from '@dz/contracts';
import type { Term } from './search-prune.js';
import { MAX_WORD } from './search-words.js';

/**
 * A hit's snippet (services/search.ts): cut in JS from its text around the first word that
 * matches the query, with every matching word in it marked. Which words match is PostgreSQL's
 * answer (their terms), asked only for the words that could.
 */

/** A word of a text: letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Up to snippetChars of `text` around its first word whose terms match the query's (as the
 * tsquery does: equal, or a prefix for terms of four letters or more), with the offsets of
 * every matching word in it. No match (a hit by its title): the text's start.
 */
export function snippetOf(text: string, matches: (word: string) => boolean): { snippet: string; marks: [number, number][] } {
  const max = SEARCH_LIMITS.snippetChars;
  // The words are read as far as the first match and then the snippet's end, not through the whole text (a page's
  // texts are up to 200,000 characters).
  const reading = text.matchAll(WORD);
  const words: { word: string; start: number; end: number }[] = [];
  const read = () => {
    const m = reading.next();
    if (m.done) return undefined;
    const w = { word: m.value[0], start: m.value.index, end: m.value.index + m.value[0].length };
    words.push(w);
    return w;
  };
  let first: (typeof words)[number] | undefined;
  for (let w = read(); w; w = read()) {
    if (matches(w.word)) { first = w; break; }
  }
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
  while ((words.at(-1)?.start ?? end) < end && read()) { /* the words up to the snippet's end */ }
  const snippet = `${lead}${text.slice(start, end).trimEnd()}${end < text.length ? '…' : ''}`;
  const shift = lead.length - start;
  const marks = words
    .filter((w) => w.start >= start && w.end <= end && matches(w.word))
    .map((w): [number, number] => [w.start + shift, w.end + shift]);
  return { snippet, marks };
}

/**
 * Which words of the hits' `texts` match the query's `terms` (as the tsquery does: equal, or a prefix for terms of four
 * letters or more): their terms (`termsOf`: from PostgreSQL, kept), asked only for the words that could, those whose
 * first letter is a query word's (`words`: every word of every alternative).
 */
export async function matchersOf(
  texts: readonly string[], words: readonly string[], terms: readonly string[],
  termsOf: (words: Iterable<string>) => Promise<Map<string, Term[]>>,
): Promise<(word: string) => boolean> {
  // A page's texts are up to 200,000 characters: each first letter is folded once, not once a word.
  const folded = new Map<string, string | undefined>();
  const initial = (w: string) => {
    const c = w.slice(0, 1);
    if (!folded.has(c)) folded.set(c, searchFold(c)[0]);
    return folded.get(c);
  };
  const initials = new Set(words.map(initial));
  const candidates = new Set<string>();
  for (const text of texts) for (const word of text.match(WORD) ?? []) if (word.length <= MAX_WORD && initials.has(initial(word))) candidates.add(word);
  const matching = new Set<string>();
  const hit = (t: string) => terms.some((q) => t === q || (q.length >= 4 && t.startsWith(q)));
  for (const [w, ts] of await termsOf(candidates)) if (ts.some((variants) => variants.some(hit))) matching.add(w);
  return (word: string) => matching.has(word);
}
