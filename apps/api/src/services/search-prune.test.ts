import { describe, expect, it } from 'vitest';
import { pruneSlot, querySlots, type Lexemes } from './search-prune.js';

// The words' terms as the indexed terms they match (search_lexemes), in an index holding these terms: zubar, zubark, zub,
// zubn, stomatol, stomatologij, stomatolosk, ambulant, ambulantn, koron, covid, -19, 2, MR, magnetn, rezonanc, rendgen.
const LEXEMES: Record<string, Lexemes[]> = {
  zubar: [['zubar', 'zubark']], zubarka: [['zubark']], stomatolog: [['stomatol', 'stomatologij', 'stomatolosk']],
  stomatologija: [['stomatologij']], stomatološka: [['stomatolosk']], ambulanta: [['ambulant', 'ambulantn']],
  zubna: [['zubn']], zub: [['zub']], zubi: [['zub']], 'COVID-19': [['-19'], ['covid']], covid: [['covid']], korona: [['koron']],
  mkb: [[]], 10: [[]], 2: [['2']], RTG: [[]], rendgen: [['rendgen']], MR: [['MR']], magnetna: [['magnetn']], rezonanca: [['rezonanc']],
  je: [],
};
const termsOf = (w: string) => LEXEMES[w]!;

describe('search query pruning (search-prune.ts)', () => {
  it('drops the synonyms\' alternatives another one already matches: "zubar"', () => {
    const slots = [[['zubar'], ['zubarka'], ['stomatolog'], ['stomatologija'], ['stomatološka', 'ambulanta'], ['zubna', 'ambulanta'], ['zub'], ['zubi']]];
    expect(querySlots(slots, termsOf).all).toEqual([[
      [['zubar', 'zubark']], // holds 'zubark', all "zubarka" matches
      [['stomatol', 'stomatologij', 'stomatolosk']], // covers "stomatologija" and every "stomatološka ambulanta"
      [['zubn'], ['ambulant', 'ambulantn']], // 'zub' is not 'zubn': "zubna ambulanta" stays
      [['zub']], // "zub" and "zubi" are one term: once
    ]]);
  });

  it('keeps a word of several terms unless one alternative has them all, and drops the wider one only from an AND', () => {
    // "COVID-19" is covid & -19: "covid" matches all it does, not the other way round.
    expect(querySlots([[['COVID-19'], ['korona']]], termsOf).all).toEqual([[[['-19'], ['covid']], [['koron']]]]);
    expect(querySlots([[['COVID-19'], ['covid']]], termsOf).all).toEqual([[[['covid']]]]);
    expect(querySlots([[['covid'], ['COVID-19']]], termsOf).all).toEqual([[[['covid']]]]);
    // In an AND the term another one implies goes: every entry with 'zdravlj' matches 'zdrav' or 'zdravlj'.
    expect(pruneSlot([[['zdrav', 'zdravlj'], ['zdravlj']]])).toEqual([[['zdravlj']]]);
    // Each slot is pruned alone: every slot must still match.
    expect(querySlots([[['zub']], [['zubar']]], termsOf).all).toEqual([[[['zub']]], [[['zubar', 'zubark']]]]);
  });

  it('drops an alternative with a term the index does not hold; a slot left with none matches nothing, in its place', () => {
    expect(querySlots([[['RTG'], ['rendgen']], [['mkb']]], termsOf).all).toEqual([[[['rendgen']]], []]);
    // A word without terms (a stopword) is left out, and so is a slot of none.
    expect(querySlots([[['je']], [['zub', 'je']]], termsOf).all).toEqual([[[['zub']]]]);
  });

  it('gives each slot the alternatives a partial match may rest on: none of numbers and one- or two-letter words alone', () => {
    expect(querySlots([[['mkb']], [['10']]], termsOf).anchors).toEqual([[], null]);
    expect(querySlots([[['RTG'], ['rendgen']], [['2']]], termsOf).anchors).toEqual([[[['rendgen']]], null]);
    expect(querySlots([[['MR'], ['magnetna', 'rezonanca']]], termsOf).anchors).toEqual([[[['magnetn'], ['rezonanc']]]]);
  });

  it('gives the alternatives typed (each slot\'s first) where there are synonyms, for ranking', () => {
    expect(querySlots([[['zub']], [['2']]], termsOf).literal).toBeNull();
    expect(querySlots([[['zubar'], ['stomatolog']], [['2']]], termsOf).literal).toEqual([[[['zubar', 'zubark']]], [[['2']]]]);
  });
});
