import { API_ERRORS } from './messages.js';
import { DOCUMENT_TYPES } from './registry.js';
import { ROUTES } from './routes.js';
import { PUBLIC_PATHS, STAFF_PATH_PREFIXES } from './site-paths.js';

/**
 * The addresses of staff-written pages (`Stranica`, issue 38): what a page's `path` may be. Zod-free, so the editor screen
 * can check a path as it is typed with the same rule the API applies.
 */

/** The spec's static pages: app routes today that become pages (issue 38), so a page may take their paths. */
export const CONTENT_PAGE_PATHS: readonly string[] = [
  ROUTES.about, ROUTES.aboutDetails, ROUTES.aboutDetailsAlias, ROUTES.mission, ROUTES.educationCentre, ROUTES.patientInfo,
  // The document lists with an intro (/edukacija, /zakonEdu, /biblioteka, /oglasi): their page holds it and the list.
  ...DOCUMENT_TYPES.filter((t) => t.intro !== undefined).map((t) => t.listPath), ROUTES.accessibility,
];

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

/** One or two segments of a-z, 0-9 and single hyphens between them: /o-nama, /o-nama/uprava. */
const PAGE_PATH = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*){1,2}$/;

/** The first segment of a path ('/ambulante-uredi/5' → 'ambulante-uredi'), lower case. */
const firstSegment = (path: string) => path.split('/')[1]!.toLowerCase();

/**
 * First segments the app answers itself: every route that is not a content page (a route with an id by its prefix),
 * the public and staff paths, the document types' screens, and the server's own prefixes (the API, the staff desk,
 * files, feeds, the sitemap). A page under any of them would be hidden by the app or hide it.
 */
export const RESERVED_PAGE_SEGMENTS: ReadonlySet<string> = new Set([
  ...Object.values(ROUTES).map((r) => (typeof r === 'function' ? r('x', 'x') : r)),
  ...PUBLIC_PATHS, ...STAFF_PATH_PREFIXES,
  ...DOCUMENT_TYPES.flatMap((t) => [t.listPath, t.createPath, t.editPath]),
].filter((p) => p !== ROUTES.home && !CONTENT_PAGE_PATHS.includes(p)).map(firstSegment)
  .concat(['api', 'urednik', 'static', 'assets', 'rss', 'robots.txt', 'sitemap.xml', 'favicon.ico', 'slike', 'audio', 'verzije']));

/** A page's path checked: the stored form, or the Bosnian message why not. */
export function checkPagePath(input: string): { ok: true; path: string } | { ok: false; message: string } {
  const path = foldPagePath(input);
  if (!PAGE_PATH.test(path)) return { ok: false, message: API_ERRORS.pagePathInvalid };
  if (RESERVED_PAGE_SEGMENTS.has(firstSegment(path)) && !CONTENT_PAGE_PATHS.some((p) => foldPagePath(p) === path)) {
    return { ok: false, message: API_ERRORS.pagePathReserved(path) };
  }
  return { ok: true, path };
}
