import { abbreviationOf } from './search-words.js';

/**
 * A query's words with the synonyms residents use (issue 24, services/synonyms.ts): the words become slots, each a list
 * of alternatives (an alternative: words that must all match). A run of words equal to a group's word or phrase is one
 * slot whose alternatives are that group's words and phrases; any other word is a slot of itself. Words are equal when
 * PostgreSQL reads them as the same term ("zuba" and "zub", "djecu" and "djeca"), as a search would match them.
 *
 * The slots' words are in lower case but for a group's abbreviations (two to four capital letters: "MR", "RTG"), kept
 * as the group writes them, also where the query typed them otherwise ("mr"): they match only words written so (issue
 * 36; search-words.ts abbreviationOf).
 */

/** Slots, alternatives, words: [[["zubar"], ["stomatolog"], ["stomatološka", "ambulanta"]], [["subotom"]]]. */
export type Slots = string[][][];

export interface SynonymIndex {
  /** Each group's words and phrases as query words, longest first (the longest phrase wins). */
  members: { words: string[]; group: number }[];
  groups: string[][][];
}

/** The groups as query words (`wordsOf`: how a query is split into words, stopwords out). */
export function synonymIndex(groups: readonly (readonly string[])[], wordsOf: (text: string) => string[]): SynonymIndex {
  const asWords = groups.map((g) => g.map(wordsOf).filter((w) => w.length > 0));
  const members = asWords.flatMap((g, group) => g.map((words) => ({ words, group })));
  members.sort((a, b) => b.words.length - a.words.length);
  return { members, groups: asWords };
}

/** Every word of the index, for asking PostgreSQL their terms once. */
export const indexWords = (index: SynonymIndex) => new Set(index.members.flatMap((m) => m.words));

/** A group's word in a slot: in lower case, an abbreviation as written. */
const asMember = (w: string) => (abbreviationOf(w) ? w : w.toLowerCase());

/** The slots of `words`: synonyms' runs as one slot each, other words alone. */
export function expand(words: readonly string[], index: SynonymIndex, same: (a: string, b: string) => boolean): Slots {
  const slots: Slots = [];
  for (let i = 0; i < words.length;) {
    const hit = index.members.find((m) => m.words.length <= words.length - i && m.words.every((w, j) => same(words[i + j]!, w)));
    if (!hit) {
      slots.push([[words[i]!.toLowerCase()]]);
      i += 1;
      continue;
    }
    const typed = words.slice(i, i + hit.words.length).map((w, j) => (abbreviationOf(hit.words[j]!) ? hit.words[j]! : w.toLowerCase()));
    const key = (ws: readonly string[]) => ws.join(' ').toLowerCase();
    const alternatives = [typed, ...index.groups[hit.group]!.filter((ws) => key(ws) !== key(typed)).map((ws) => ws.map(asMember))];
    slots.push(alternatives);
    i += hit.words.length;
  }
  return slots;
}

/** For each word of a query, the index of its slot when that slot is the word alone (no synonym run), else undefined. */
export function aloneSlots(slots: Slots): (number | undefined)[] {
  return slots.flatMap((slot, k) => {
    const alone = slot.length === 1 && slot[0]!.length === 1;
    return slot[0]!.map(() => (alone ? k : undefined));
  });
}
