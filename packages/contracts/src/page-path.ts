import { API_ERRORS } from './messages.js';
import { DOCUMENT_TYPES } from './registry.js';
import { ROUTES } from './routes.js';
import { PUBLIC_PATHS, STAFF_PATH_PREFIXES } from './site-paths.js';
import { foldPagePath } from './page-address.js';

export { foldPagePath, pageAddress, PAGE_ALIASES } from './page-address.js';

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
