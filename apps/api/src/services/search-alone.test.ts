import { describe, expect, it } from 'vitest';
import { aloneSlots } from './search-expand.js';

describe('aloneSlots: which words may be typos (alone in their slot, not in a synonym run)', () => {
  it('gives each word its slot when that slot is the word alone, undefined for the words of a synonym run', () => {
    const slots = [
      [['javni']],
      [['oglas'], ['konkurs'], ['prijem', 'u', 'radni', 'odnos']],
      [['medicinska', 'sestra'], ['tehnicar']],
      [['blagaj']],
    ];
    expect(aloneSlots(slots)).toEqual([0, undefined, undefined, undefined, 3]);
  });
  it('is empty for no words', () => {
    expect(aloneSlots([])).toEqual([]);
  });
});
