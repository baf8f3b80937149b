import { describe, expect, it } from 'vitest';
import { searchFold } from './fold.js';

describe('searchFold (the JS twin of SQL search_fold)', () => {
  it('writes đ as dj, drops diacritics and lower-cases', () => {
    expect(searchFold('Đurđevdan')).toBe('djurdjevdan');
    expect(searchFold('Donja Drežnica')).toBe('donja dreznica');
    expect(searchFold('ČĆŠŽ čćšž')).toBe('ccsz ccsz');
    expect(searchFold('Vrapčići 036 580 215')).toBe('vrapcici 036 580 215');
  });
});
