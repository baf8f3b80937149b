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
