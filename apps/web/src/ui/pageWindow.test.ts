// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pageCount } from '@dz/contracts';
import { GAP, pageWindow } from './pageWindow';

describe('page numbers', () => {
  it('lists every page while there are at most seven (page count from contracts)', () => {
    expect(pageWindow(1, pageCount(6))).toEqual([1, 2]);
    expect(pageWindow(4, pageCount(35))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('keeps first, last and the current page with its neighbours, always seven slots', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, GAP, 20]);
    expect(pageWindow(10, 20)).toEqual([1, GAP, 9, 10, 11, GAP, 20]);
    expect(pageWindow(20, 20)).toEqual([1, GAP, 16, 17, 18, 19, 20]);
    expect(pageWindow(5, 20)).toEqual([1, GAP, 4, 5, 6, GAP, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, GAP, 20]);
  });
});
