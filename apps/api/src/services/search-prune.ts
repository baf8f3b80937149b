/**
 * A query's slots as the indexed terms they match, without what another part of the same slot already matches (issue
 * 24's speed goal, bench/search.ts), and the parts of them the search also needs: each slot's alternatives a partial
 * match may rest on, and the words as typed (issue 36).
 *
 * A word's term matches the indexed terms its variants match (prisma/search.sql search_lexemes: itself, or those it
 * begins and covers two thirds of), so a term is a set of indexed terms, and "every entry that matches b matches a" is
 * "b's terms are among a's". The synonyms make slots of many alternatives that overlap: "zubar" asked for "zubarka",
 * "stomatolog", "stomatologija", "stomatološka ambulanta" and "zub" twice, where one alternative's terms often hold
 * another's. PostgreSQL checks each term against every candidate's body vector (and an alternative of two terms costs
 * the entries of both: "ambulanta" is in thousands), so the count of "zubar" took 22 ms, 3 ms pruned. Pruning never
 * changes what matches: a part is dropped only when another part left in matches every entry it matches.
 */

import type { Slots } from './search-expand.js';
import { isWeak } from './search-words.js';

/** A term: the indexed terms (lexemes) any of which it matches; none: it matches nothing. */
export type Lexemes = readonly string[];
/** An alternative: terms that must all match (its words' terms, in order). */
export type Alternative = Lexemes[];

/** Every entry that matches term `b` matches term `a`: b's lexemes are among a's. */
const termCovers = (a: Lexemes, b: Lexemes) => b.every((l) => a.includes(l));
/** Every entry that matches alternative `b` matches alternative `a` (each term of a is implied by one of b). */
const alternativeCovers = (a: Alternative, b: Alternative) => a.every((ta) => b.some((tb) => termCovers(ta, tb)));

/**
 * Of parts where `covers` says one matches all that another matches: those no other part covers, and of parts that
 * cover each other (equal), the first. `covers` is transitive, so what is dropped is covered by one that stays.
 */
function uncovered<T>(parts: readonly T[], covers: (a: T, b: T) => boolean): T[] {
  return parts.filter((p, i) => !parts.some((q, j) => j !== i && covers(q, p) && (j < i || !covers(p, q))));
}

/**
 * One slot's alternatives, pruned: an alternative with a term that matches nothing goes (so a slot may be left with
 * none: it matches nothing); in an alternative (AND), a term implied by another goes; in the slot (OR), an
 * alternative another one covers goes.
 */
export function pruneSlot(slot: readonly Alternative[]): Alternative[] {
  const alternatives = slot
    .filter((alternative) => alternative.every((term) => term.length > 0))
    // In an AND the implied term goes: "zdrav zdravstvenoj" is 'zdravstven' alone (every 'zdravstven' is a 'zdrav…').
    .map((alternative) => uncovered(alternative, (a, b) => termCovers(b, a)));
  return uncovered(alternatives, alternativeCovers);
}

/** What search_query_term_slots reads: per slot its pruned alternatives (none: it matches nothing), or null (no slot). */
export type TermSlots = (Alternative[] | null)[];

export interface QuerySlots {
  /** Every slot (an entry must match each), pruned. */
  all: Alternative[][];
  /**
   * Per slot, the alternatives a partial match may rest on: those with a word that is not weak (search-words.ts), null
   * when it has none.
   */
  anchors: TermSlots;
  /** The alternatives as typed (each slot's first), for ranking a literal match above a synonym's; null: all are. */
  literal: Alternative[][] | null;
}

/**
 * The slots' words as the indexed terms they match (`termsOf`: each of a word's terms, search_query_parts, as the
 * lexemes its variants match), pruned. A word without terms (a stopword) is left out, and so are alternatives and
 * slots left without any, as search_query_slots leaves them.
 */
export function querySlots(slots: Slots, termsOf: (word: string) => Lexemes[]): QuerySlots {
  const parts = slots.flatMap((slot) => {
    const alternatives = slot
      .map((words, k) => ({ terms: words.flatMap(termsOf), strong: words.some((w) => !isWeak(w)), typed: k === 0 }))
      .filter((a) => a.terms.length > 0);
    return alternatives.length ? [alternatives] : [];
  });
  const synonyms = parts.some((p) => p.length > 1);
  return {
    all: parts.map((p) => pruneSlot(p.map((a) => a.terms))),
    anchors: parts.map((p) => (p.some((a) => a.strong) ? pruneSlot(p.filter((a) => a.strong).map((a) => a.terms)) : null)),
    literal: synonyms ? parts.map((p) => pruneSlot(p.filter((a) => a.typed).map((a) => a.terms))) : null,
  };
}
