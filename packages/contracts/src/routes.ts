import { DOCUMENT_TYPES } from './registry.js';

/**
 * Web routes that the document registry does not drive (the registry entries carry their own
 * list, create and edit paths). The paths are the legacy site's and stay as they are
 * (docs/product.md, "Routes"); the keys say what the page is.
 */
export const ROUTES = {
  home: '/',
  /** Patients' information: tiles to lectures and brochures. */
  patientInfo: '/info',
  /** The staff education centre. */
  educationCentre: '/centar',
  /** The legacy site reaches the long "about us" page by two addresses. */
  aboutDetails: '/onama-detalji',
  aboutDetailsAlias: '/o-nama-detalji',
  about: '/o-nama',
  news: '/novosti',
  login: '/login',
  register: '/register',
  accounts: '/nalozi',
  clinics: '/ambulante',
  services: '/sluzbe',
  clinicAudio: '/ambulante-audio',
  serviceAudio: '/sluzbe-audio',
  mission: '/misija-vizija',
  newsDetail: (id: number | string) => `/novost-detalj/${id}`,
  clinicDetail: (id: number | string) => `/ambulante-details/${id}`,
  newsCreate: '/novost-details',
  newsEdit: (id: number | string) => `/novost-update/${id}`,
  loginDetails: '/login-details',
  /** The signed-in account changes its own password (docs/product.md "Passwords and roles"). */
  password: '/lozinka',
  /** Search results (a GET form: /pretraga?q=…&page=…). */
  search: '/pretraga',
  /** Staff screens for the facts residents look up (docs/product.md "Clinics, services and hours"). */
  clinicEdit: (id: number | string) => `/ambulante-uredi/${id}`,
  serviceEdit: (id: number | string) => `/sluzbe-uredi/${id}`,
  institutionEdit: '/ustanova-uredi',
  notices: '/obavijesti',
  noticeEdit: (id: number | string) => `/obavijesti/${id}`,
  /** Staff: deleted items, restorable for 30 days (docs/product.md "Bin"). */
  bin: '/kanta',
  /** Admins: the audit log (docs/product.md "Audit log"). */
  audit: '/dnevnik',
  /** Staff: the versions of a news item (resource Novost) or a document (its registry resource). */
  versions: (resource: string, id: number | string) => `/verzije/${resource}/${id}`,
} as const;

/** Every public route without a parameter, for smoke and accessibility tests. */
export const PUBLIC_PATHS: readonly string[] = [
  ROUTES.home, ROUTES.patientInfo, ROUTES.educationCentre, ROUTES.aboutDetails, ROUTES.about,
  ROUTES.aboutDetailsAlias, ROUTES.news, ROUTES.login, ROUTES.clinics, ROUTES.services,
  ROUTES.clinicAudio, ROUTES.serviceAudio, ROUTES.mission, ROUTES.search,
  ...DOCUMENT_TYPES.map((t) => t.listPath),
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
  ROUTES.clinicEdit(''), ROUTES.serviceEdit(''), ROUTES.institutionEdit, ROUTES.notices,
  ROUTES.bin, ROUTES.audit, '/verzije/',
  ...DOCUMENT_TYPES.flatMap((t) => [t.createPath, `${t.editPath}/`]),
];
