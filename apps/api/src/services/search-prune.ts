/**
 * A query's slots as terms, without what another part of the same slot already matches (issue 24's speed goal,
 * bench/search.ts). The synonyms make slots of many alternatives that overlap: "zubar" asked for 'zubar':*,
 * 'zubark':*, 'stomatol':*, 'stomatologij':*, "stomatološka ambulanta" and 'zub' twice, where 'zubar':* already finds
 * every 'zubark…' and 'stomatol':* every 'stomatologij…' and every "stomatološka ambulanta". PostgreSQL checks each
 * term against every candidate's body vector (and an alternative of two terms costs the entries of both: 'ambulant':*
 * is in thousands), so the count of "zubar" took 22 ms, 3 ms pruned. Pruning never changes what matches: a part is
 * dropped only when another part left in matches every entry it matches.
 */

import type { Slots } from './search-expand.js';

/** A term as a query has it: its variants (search_variants), any of which matches. */
export type Term = string[];
/** An alternative: terms that must all match (its words' terms, in order). */
export type Alternative = Term[];

/** search_query: a variant of four letters or more is looked for as a prefix, a shorter one as itself. */
const PREFIX_MIN = 4;

/** Every lexeme `u` matches, `v` matches too. */
const variantCovers = (v: string, u: string) => v === u || (v.length >= PREFIX_MIN && u.startsWith(v));
/** Every entry that matches term `b` matches term `a` (each variant of b is covered by one of a). */
const termCovers = (a: Term, b: Term) => b.every((u) => a.some((v) => variantCovers(v, u)));
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
 * In a term, a variant another one covers goes ('zubar':* finds what 'zubark':* finds). In an alternative (AND), a
 * term implied by another goes. In a slot (OR), an alternative another one covers goes. Empty alternatives and slots
 * (words without terms) are left out, as search_query_slots leaves them.
 */
export function prune(slots: readonly (readonly Alternative[])[]): Alternative[][] {
  return slots
    .map((slot) => {
      const alternatives = slot
        .map((alternative) => alternative.map((term) => uncovered([...new Set(term)], variantCovers)).filter((term) => term.length > 0))
        // In an AND the implied term goes: "zdrav zdravstvenoj" is 'zdravstven':* alone ('zdrav':* matches all it does).
        .map((alternative) => uncovered(alternative, (a, b) => termCovers(b, a)))
        .filter((alternative) => alternative.length > 0);
      return uncovered(alternatives, alternativeCovers);
    })
    .filter((slot) => slot.length > 0);
}

/** The slots' words as their terms (`termsOf`: a word's, search_query_parts), pruned: what search_query_term_slots reads. */
export const termSlots = (slots: Slots, termsOf: (word: string) => Term[]): Alternative[][] =>
  prune(slots.map((slot) => slot.map((alternative) => alternative.flatMap(termsOf))));
