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
  /** The accessibility statement (issue 24), linked from the footer. */
  accessibility: '/pristupacnost',
  newsDetail: (id: number | string) => `/novost-detalj/${id}`,
  clinicDetail: (id: number | string) => `/ambulante-details/${id}`,
  /** One service's page (issue 36): the clinic page's counterpart, a new address (the legacy site had none). */
  serviceDetail: (id: number | string) => `/sluzbe-details/${id}`,
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
  clinicCreate: '/ambulante-nova',
  serviceCreate: '/sluzbe-nova',
  institutionEdit: '/ustanova-uredi',
  notices: '/obavijesti',
  noticeEdit: (id: number | string) => `/obavijesti/${id}`,
  /** Staff: deleted items, restorable for 30 days (docs/product.md "Bin"). */
  bin: '/kanta',
  /** Admins: the audit log (docs/product.md "Audit log"). */
  audit: '/dnevnik',
  /** The staff's content list (GET /api/content): every kind, found, filtered, sorted, paged. */
  /** The staff desk: what needs a staff member's eye (issue 23). */
  desk: '/urednik',
  content: '/urednik/sadrzaj',
  /** Staff: the pages made of blocks (issue 38): their list, a new one, one page's block editor. */
  pages: '/urednik/stranice',
  pageCreate: '/urednik/stranice/nova',
  pageEdit: (id: number | string) => `/urednik/stranice/${id}`,
  /** Staff: the search's synonym groups (issue 24). */
  synonyms: '/urednik/sinonimi',
  /** The site's menus (issue 39): the navbar's and the footer's, drafts, publication, versions. */
  menus: '/urednik/izbornici',
  /** Staff: a document as its list will show it, before it is published (issue 23; a news item's preview is its own page). */
  documentPreview: (resource: string, id: number | string) => `/urednik/pregled/${resource}/${id}`,
  /** Staff: the versions of a news item (resource Novost) or a document (its registry resource). */
  versions: (resource: string, id: number | string) => `/verzije/${resource}/${id}`,
} as const;
