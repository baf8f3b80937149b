import { FIRST_PAGE, PAGE_SIZE } from './constants.js';
import type { Paged } from './paging.js';

// Pure paging arithmetic, apart from the zod schemas in paging.ts so that screens which
// only page through lists do not pull zod into their bundle.
/** docs/product.md "Constants": page count = ceil(totalItems / pageSize). */
export const pageCount = (totalItems: number, pageSize = PAGE_SIZE) => Math.ceil(totalItems / pageSize);
/** docs/product.md "Constants": Next is disabled when page * pageSize >= totalItems. */
export const hasNextPage = (page: number, totalItems: number, pageSize = PAGE_SIZE) => page * pageSize < totalItems;
export const hasPreviousPage = (page: number) => page > FIRST_PAGE;
/** docs/product.md "Screens": pagination shows only when totalItems exceeds the page size. */
export const showsPagination = (totalItems: number, pageSize = PAGE_SIZE) => totalItems > pageSize;

/** The largest database id (PostgreSQL int4). */
export const MAX_ID = 2_147_483_647;
/**
 * A database id from a URL segment, or undefined: a positive whole number up to MAX_ID, read as
 * Number() reads it (the rule `idParam` checks with zod for the API; this one is zod-free).
 */
export function idFromParam(value: string | undefined): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : undefined;
}

/** A page after the delete of one of its items: the item gone, the total one less (until the server answers again). */
export const withoutItem = <T extends { id: number }>(page: Paged<T>, id: number): Paged<T> => ({
  items: page.items.filter((i) => i.id !== id),
  totalItems: Math.max(0, page.totalItems - 1),
});
