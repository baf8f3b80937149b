import { searchFold } from '@dz/contracts';

/**
 * What was typed into the site search, as words (services/search.ts): letters and digits, the
 * short words that say little dropped when there are others, at most MAX_WORDS of MAX_WORD letters.
 */

/** Short words that say little: dropped from a query that has other words (they need not be in a hit). */
const STOPWORDS = new Set([
  'a', 'i', 'u', 'o', 's', 'k', 'na', 'za', 'od', 'do', 'se', 'je', 'da', 'su', 'sa', 'iz', 'po', 'ili', 'te',
  'kod', 'pri', 'ka', 'uz', 'bez', 'kroz', 'li', 'ne', 'ni', 'to', 'kao', 'sto', 'koji', 'koja', 'koje', 'nakon', 'prema',
]);
/** Words of a query taken (a longer query is mostly noise) and their longest length. */
const MAX_WORDS = 12;
export const MAX_WORD = 40;

/** The query's words: letters and digits, a word of one letter only if it is a digit, stopwords only if nothing else. */
export function queryWords(q: string): string[] {
  const all = (q.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1 || /\p{N}/u.test(w)).map((w) => w.slice(0, MAX_WORD));
  const meaningful = all.filter((w) => !STOPWORDS.has(searchFold(w)));
  return (meaningful.length ? meaningful : all).slice(0, MAX_WORDS);
}

/**
 * A word that says little alone: a number, or one or two letters ("10" of "MKB-10", "2" of "RTG 2"). A partial match
 * (no item has every word) never rests on such words alone (issue 36).
 */
export const isWeak = (word: string) => /^\p{N}+$/u.test(word) || [...word].length <= 2;

/**
 * The term of a word written as an abbreviation, two to four capital letters ("MR", "RTG", "EKG"; folded, in
 * capitals), else undefined: what prisma/search.sql search_abbreviations indexes for it, apart from its folded term (a
 * synonym group's abbreviation matches only words written so, not the "mr." of "mr. ph." before a name).
 */
export function abbreviationOf(word: string): string | undefined {
  const folded = searchFold(word);
  return word === word.toUpperCase() && /^[a-z]{2,4}$/.test(folded) ? folded.toUpperCase() : undefined;
}
