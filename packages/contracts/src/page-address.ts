import { ROUTES } from './routes.js';

/**
 * A page's address as stored (issue 38), apart from page-path.ts's rule of which paths a page may take: the public
 * pages read a page by its address in the first load, which needs only this.
 */

/** Second addresses of a page (docs/product.md "Routes"): the page is kept once, at the first address. */
export const PAGE_ALIASES: Readonly<Record<string, string>> = { [ROUTES.aboutDetailsAlias]: ROUTES.aboutDetails };

/** Bosnian letters as a path writes them (č→c, ć→c, đ→dj, š→s, ž→z), after lower-casing. */
const FOLDED: Readonly<Record<string, string>> = { č: 'c', ć: 'c', đ: 'dj', š: 's', ž: 'z' };

/** A path as stored: trimmed, lower case, Bosnian letters folded, no trailing slash. */
export const foldPagePath = (path: string): string => {
  const folded = path.trim().toLowerCase().replace(/[čćđšž]/g, (c) => FOLDED[c]!);
  return folded.length > 1 ? folded.replace(/\/+$/, '') : folded;
};

/** The stored path of the page an address shows: folded (foldPagePath), an alias (PAGE_ALIASES) read as its page's. */
export function pageAddress(path: string): string {
  const folded = foldPagePath(path);
  const alias = Object.entries(PAGE_ALIASES).find(([from]) => foldPagePath(from) === folded);
  return alias ? foldPagePath(alias[1]) : folded;
}

