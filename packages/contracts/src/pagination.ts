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
 * An id as an address writes it: decimal digits, no sign, no leading zero (one address per item:
 * /ambulante-details/01 is not a second copy of clinic 1), no exponent, point, hex or space.
 */
const ID_DIGITS = /^[1-9][0-9]{0,9}$/;

/**
 * A database id from a URL segment, or undefined: ID_DIGITS up to MAX_ID. The one rule of every
 * id in an address (`idParam` is it with zod, for the API; the server's page loaders use this).
 */
export function idFromParam(value: string | undefined): number | undefined {
  if (value === undefined || !ID_DIGITS.test(value)) return undefined;
  const n = Number(value);
  return n <= MAX_ID ? n : undefined;
}

/** A page after the delete of one of its items: the item gone, the total one less (until the server answers again). */
export const withoutItem = <T extends { id: number }>(page: Paged<T>, id: number): Paged<T> => ({
  items: page.items.filter((i) => i.id !== id),
  totalItems: Math.max(0, page.totalItems - 1),
});

/**
 * A list's page past its last (`/novosti?page=99`): a page after the first with nothing on it. Not a page: the server
 * answers it 404 (issue 41), never an empty list whose canonical link names itself (a soft 404). The first page of an
 * empty list is one (it says there is nothing yet).
 */
export const isPastLastPage = (page: number, shown: { items: readonly unknown[] }) => page > FIRST_PAGE && shown.items.length === 0;

/** The page of a list URL (?page=): a whole number from 1 up, else the first page (pageQuerySchema's rule). */
export function pageFromQuery(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,7}$/.test(raw)) return FIRST_PAGE;
  const n = Number(raw);
  return n >= FIRST_PAGE && n <= 1_000_000 ? n : FIRST_PAGE;
}
