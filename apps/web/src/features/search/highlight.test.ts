// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { highlight, phonePieces } from './highlight';

const show = (snippet: string, marks: [number, number][]) =>
  highlight(snippet, marks).map((p) => (p.marked ? `[${p.text}]` : p.text)).join('');

describe('highlight', () => {
  it('marks the ranges in order and keeps every character once', () => {
    expect(show('Vakcinacija djece u ambulanti', [[20, 29], [0, 11]])).toBe('[Vakcinacija] djece u [ambulanti]');
    expect(show('abc', [])).toBe('abc');
    expect(show('', [[0, 3]])).toBe('');
  });

  it('joins overlapping and touching ranges, and keeps ranges within the text', () => {
    expect(show('abcdef', [[0, 3], [2, 4]])).toBe('[abcd]ef');
    expect(show('abcdef', [[0, 2], [2, 4]])).toBe('[abcd]ef');
    expect(show('abcdef', [[1, 2], [0, 5]])).toBe('[abcde]f');
    expect(show('abcdef', [[-3, 1], [4, 99], [3, 3], [5, 2]])).toBe('[a]bcd[ef]');
    expect(highlight('abcdef', [[1, 2], [0, 5]]).map((p) => p.text).join('')).toBe('abcdef');
  });
});

describe('phonePieces', () => {
  it('finds phone numbers as written in BiH, and nothing else', () => {
    const phones = (t: string) => phonePieces(t).filter((p) => p.phone).map((p) => p.text);
    expect(phones('Pozovite 036 580 100 ili 036/580-101, mobitel 061 123 456, iz inostranstva +387 36 580 100.'))
      .toEqual(['036 580 100', '036/580-101', '061 123 456', '+387 36 580 100']);
    expect(phones('Sl. novine FBiH 46/10, 2026. godine, 124 ambulante, šifra 12345678')).toEqual([]);
    expect(phonePieces('a 036 580 100 b').map((p) => p.text).join('')).toBe('a 036 580 100 b');
  });
});
