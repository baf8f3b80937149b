import { describe, expect, it } from 'vitest';
import { hasNextPage, hasPreviousPage, isPastLastPage, pageCount, pageQuerySchema, showsPagination } from './index.js';

describe('paging (docs/product.md "Constants")', () => {
  it('counts pages as ceil(totalItems / pageSize)', () => {
    expect([0, 1, 5, 6, 10, 11].map((n) => pageCount(n))).toEqual([0, 1, 1, 2, 2, 3]);
  });
  it('disables Next when page * pageSize >= totalItems and Previous on page 1', () => {
    expect(hasNextPage(1, 5)).toBe(false);
    expect(hasNextPage(1, 6)).toBe(true);
    expect(hasNextPage(2, 10)).toBe(false);
    expect(hasPreviousPage(1)).toBe(false);
    expect(hasPreviousPage(2)).toBe(true);
  });
  it('calls a page after the first with nothing on it past the last (a 404, issue 41); the first is always one', () => {
    expect(isPastLastPage(1, { items: [] })).toBe(false);
    expect(isPastLastPage(2, { items: [] })).toBe(true);
    expect(isPastLastPage(2, { items: [{}] })).toBe(false);
  });
  it('shows pagination only when totalItems exceeds the page size', () => {
    expect(showsPagination(5)).toBe(false);
    expect(showsPagination(6)).toBe(true);
  });
  it('parses page and pageSize with defaults and bounds', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 5 });
    expect(pageQuerySchema.parse({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100 });
    for (const bad of [{ page: '0' }, { page: '-1' }, { page: 'x' }, { page: '1.5' }, { pageSize: '0' }, { pageSize: '101' }]) {
      expect(pageQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});
