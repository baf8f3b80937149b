/** A gap in the page numbers, shown as an ellipsis. */
export const GAP = 0;

/**
 * The page numbers to show: all of them while there are few, else the first, the last and
 * the neighbours of the current page, with GAP where numbers are left out.
 */
export function pageWindow(page: number, count: number, around = 1): number[] {
  const maxPlain = 5 + 2 * around;
  if (count <= maxPlain) return Array.from({ length: count }, (_, i) => i + 1);
  let from = Math.max(2, Math.min(page - around, count - 2 - 2 * around));
  let to = Math.min(count - 1, Math.max(page + around, 3 + 2 * around));
  // An ellipsis standing for a single number is no shorter than the number.
  if (from === 3) from = 2;
  if (to === count - 2) to = count - 1;
  const pages = [1];
  if (from > 2) pages.push(GAP);
  for (let p = from; p <= to; p++) pages.push(p);
  if (to < count - 1) pages.push(GAP);
  pages.push(count);
  return pages;
}
