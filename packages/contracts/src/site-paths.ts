import { GENERIC_COLLECTIONS } from './generic-collections.js';
import { DOCUMENT_TYPES } from './registry.js';
import { ROUTES } from './routes.js';

/**
 * Lists of the site's pages, from ROUTES and the registry's document types. Not in routes.ts:
 * the registry names its hub pages by ROUTES' keys, so routes.ts imports nothing.
 */

/**
 * Every public route without a parameter, for smoke and accessibility tests, and (INDEXED_PATHS) the sitemap: a kind
 * served from its description that is in the sitemap (capabilities.sitemap) has its public list, a page module's
 * (apps/web src/page-modules; the web's routes test asks for its route).
 */
export const PUBLIC_PATHS: readonly string[] = [
  ROUTES.home, ROUTES.patientInfo, ROUTES.educationCentre, ROUTES.aboutDetails, ROUTES.about,
  ROUTES.aboutDetailsAlias, ROUTES.news, ROUTES.login, ROUTES.clinics, ROUTES.services,
  ROUTES.clinicAudio, ROUTES.serviceAudio, ROUTES.mission, ROUTES.search, ROUTES.accessibility,
  ...DOCUMENT_TYPES.map((t) => t.listPath),
  ...GENERIC_COLLECTIONS.filter((c) => c.capabilities.sitemap).map((c) => c.paths.publicList),
];

/**
 * The public pages a sitemap lists: PUBLIC_PATHS without the sign-in form and the search (nothing
 * there for a search engine; search pages say noindex) and the about page's second address (the same page twice).
 */
const NOT_INDEXED: readonly string[] = [ROUTES.login, ROUTES.search, ROUTES.aboutDetailsAlias];
export const INDEXED_PATHS: readonly string[] = PUBLIC_PATHS.filter((p) => !NOT_INDEXED.includes(p));

/** Staff and admin pages, as path prefixes (those with an id end in '/'): robots.txt keeps crawlers out. */
export const STAFF_PATH_PREFIXES: readonly string[] = [
  ROUTES.newsCreate, ROUTES.newsEdit(''), ROUTES.register, ROUTES.loginDetails, ROUTES.accounts, ROUTES.password,
  ROUTES.clinicEdit(''), ROUTES.serviceEdit(''), ROUTES.clinicCreate, ROUTES.serviceCreate, ROUTES.institutionEdit, ROUTES.notices,
  ROUTES.bin, ROUTES.audit, ROUTES.content, '/verzije/', ROUTES.desk,
  ...DOCUMENT_TYPES.flatMap((t) => [t.createPath, `${t.editPath}/`]),
  // The screens of the kinds served from their description.
  ...GENERIC_COLLECTIONS.flatMap((c) => [c.paths.staff!, ...(c.paths.create ? [c.paths.create] : []), c.paths.edit('')]),
];

/** Whether an address is a staff or admin page (STAFF_PATH_PREFIXES): the prefix itself, or below it. */
export const isStaffPath = (pathname: string): boolean =>
  STAFF_PATH_PREFIXES.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
