import { describe, expect, it } from 'vitest';
import { prune, termSlots, type Term } from './search-prune.js';

// The words' terms as search_query_parts has them (read from PostgreSQL 15's serbian stemmer).
const TERMS: Record<string, Term[]> = {
  zubar: [['zubar', 'zubr']], zubarka: [['zubark', 'zubarak']], stomatolog: [['stomatol']], stomatologija: [['stomatologij']],
  stomatološka: [['stomatolosk', 'stomatolosak']], ambulanta: [['ambulant', 'ambulanat']], zubna: [['zubn']], zub: [['zub']], zubi: [['zub']],
  'COVID-19': [['-19'], ['covid']], COVID: [['covid']], korona: [['koron']],
};
const termsOf = (w: string) => TERMS[w]!;

describe('search query pruning (search-prune.ts)', () => {
  it('drops the synonyms\' alternatives another one already matches: "zubar"', () => {
    const slots = [[['zubar'], ['zubarka'], ['stomatolog'], ['stomatologija'], ['stomatološka', 'ambulanta'], ['zubna', 'ambulanta'], ['zub'], ['zubi']]];
    expect(termSlots(slots, termsOf)).toEqual([[
      [['zubar', 'zubr']], // 'zubar':* covers 'zubark':* and 'zubarak':*
      [['stomatol']], // covers 'stomatologij':* and every "stomatološka ambulanta"
      [['zubn'], ['ambulant', 'ambulanat']], // 'zub' is no prefix (three letters): "zubna ambulanta" stays
      [['zub']], // "zub" and "zubi" are one term: once
    ]]);
  });

  it('keeps a word of several terms unless one alternative has them all, and drops the wider one only from an AND', () => {
    // "COVID-19" is covid & -19: "COVID" matches all it does, not the other way round.
    expect(termSlots([[['COVID-19'], ['korona']]], termsOf)).toEqual([[[['-19'], ['covid']], [['koron']]]]);
    expect(termSlots([[['COVID-19'], ['COVID']]], termsOf)).toEqual([[[['covid']]]]);
    expect(termSlots([[['COVID'], ['COVID-19']]], termsOf)).toEqual([[[['covid']]]]);
    // In an AND the term another one implies goes: 'zdrav':* & 'zdravstven':* is 'zdravstven':*.
    expect(prune([[[['zdrav'], ['zdravstven']]]])).toEqual([[[['zdravstven']]]]);
    // Each slot is pruned alone: every slot must still match.
    expect(termSlots([[['zub']], [['zubar']]], termsOf)).toEqual([[[['zub']]], [[['zubar', 'zubr']]]]);
  });

  it('keeps variants a shorter one covers only when it is a prefix, and leaves out what has no term', () => {
    expect(prune([[[['lek', 'lekar']]]])).toEqual([[[['lek', 'lekar']]]]);
    expect(prune([[[['lekar', 'lekarsk', 'lekr']]]])).toEqual([[[['lekar', 'lekr']]]]);
    expect(prune([[[['zub']], [['zub']]]])).toEqual([[[['zub']]]]);
    expect(prune([[[]], [[['zub']]]])).toEqual([[[['zub']]]]);
    expect(prune([[[], [['zub']]]])).toEqual([[[['zub']]]]);
  });
});
