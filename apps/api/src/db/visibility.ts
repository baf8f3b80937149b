import { publishedSql } from '@dz/contracts';
import { literal } from './sql.js';

/**
 * What a reader may see of the kinds with drafts and a bin (docs/product.md "Bin", issue 23 "Drafts and scheduling"):
 * the one rule every read applies (lists, counts, pages, downloads, feeds, the sitemap, server-rendered pages,
 * search), as SQL. An item in the bin is seen by no one; the public sees published items only (contracts publishedSql, the
 * generic code's read rule of a kind with drafts too).
 */

/** Who reads: the public sees published items only; signed-in staff see drafts and scheduled items by id too. */
export type Viewer = 'public' | 'staff';

/** The row (under `alias`) is out of the bin and, for the public, published at `at`. */
export function visibleSql(viewer: Viewer, at: Date, alias?: string): string {
  const a = alias ? `${alias}.` : '';
  const live = `${a}"deletedAt" IS NULL`;
  // An instant of our own clock, written as a literal (not a parameter: the callers' parameter lists stay theirs).
  return viewer === 'staff' ? live : `${live} AND ${publishedSql(alias, `${literal(at.toISOString())}::timestamptz`)}`;
}

/** Out of the bin, as Prisma's where: what staff see of every kind, and what every read of a kind without drafts applies (clinics, services). */
export const notInBin = { deletedAt: null } as const;
