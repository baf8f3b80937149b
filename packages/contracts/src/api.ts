import type { DocumentType } from './registry.js';

/** Paths of the HTTP API (docs/product.md "API"), built once for the server and the client. */
export const API = {
  login: '/api/Account/login',
  register: '/api/Account/register',
  accounts: '/api/Account',
  /** The signed-in account's own password (PUT { currentPassword, newPassword }). */
  ownPassword: '/api/Account/password',
  /** POST (signed in): a fresh token for the same sign-in, up to SESSION_MAX_HOURS after it (issue 21). */
  refresh: '/api/Account/refresh',
  /** An admin sets another account's password (PUT { newPassword }). */
  accountPassword: (id: number | string) => `/api/Account/${id}/password`,
  deleteAccount: (idOrUserName: string | number) => `/api/Account/delete-account/${encodeURIComponent(String(idOrUserName))}`,
  newsList: '/api/Novost',
  news: (id: number) => `/api/Novost/${id}`,
  newsImage: (id: number | string, size: 'full' | 'card') => `/api/Novost/${id}/slika/${size === 'card' ? 'kartica' : 'puna'}`,
  documents: (t: Pick<DocumentType, 'resource'>) => `/api/${t.resource}`,
  document: (t: Pick<DocumentType, 'resource'>, id: number) => `/api/${t.resource}/${id}`,
  download: (t: Pick<DocumentType, 'resource'>, id: number | string) => `/api/${t.resource}/download/${id}`,
  /** Clinics and services: public GET, staff POST, PUT and DELETE (to the bin; the seeded 28 and 20 keep their ids). */
  clinics: '/api/Ambulanta',
  clinic: (id: number | string) => `/api/Ambulanta/${id}`,
  /** A re-spoken audio guide's MP3 (the answer's audio.url names it, with ?v=hash). */
  clinicAudio: (id: number | string) => `/api/Ambulanta/${id}/audio`,
  /** An uploaded picture: PUT (multipart `slika`) or DELETE without a size (staff), GET a size (the answer's picture names it, with ?v=hash). */
  clinicPicture: (id: number | string, size?: 'full' | 'card') => `/api/Ambulanta/${id}/slika${size ? `/${size === 'card' ? 'kartica' : 'puna'}` : ''}`,
  services: '/api/Sluzba',
  service: (id: number | string) => `/api/Sluzba/${id}`,
  serviceAudio: (id: number | string) => `/api/Sluzba/${id}/audio`,
  servicePicture: (id: number | string, size?: 'full' | 'card') => `/api/Sluzba/${id}/slika${size ? `/${size === 'card' ? 'kartica' : 'puna'}` : ''}`,
  /** The institution's contacts (the footer): public GET, admin PUT. */
  institution: '/api/Ustanova',
  /**
   * The picture link previews show for pages without their own (issue 24): GET what it is now (public; contracts
   * SharePicture), PUT an upload (multipart `slika`) and DELETE (back to the default) for admins.
   */
  sharePicture: '/api/Ustanova/slika',
  /** An uploaded one's JPEG (the answer's url names it, with ?v=hash). */
  sharePictureFile: '/api/Ustanova/slika/puna',
  /**
   * Staff-written pages (issue 38): GET the list, GET ?path=/o-nama one page by its address (404 if none), GET /{id};
   * staff POST, PUT and DELETE (If-Match).
   */
  pages: '/api/Stranica',
  page: (id: number | string) => `/api/Stranica/${id}`,
  /** A page's old addresses (issue 39, staff): GET the list, DELETE ?from=/stara-adresa one of them. */
  pageRedirects: (id: number | string) => `/api/Stranica/${id}/preusmjerenja`,
  /**
   * The site's menus (issue 39): GET /{name} what visitors see (links resolved), GET /{name}/uredi the draft and the
   * published tree for staff (ETag), PUT /{name} a new draft (If-Match; `publish: true` puts it live), POST
   * /{name}/objavi puts the draft live, GET /{name}/verzije its saves, POST /{name}/verzije/{v}/vrati back to one.
   */
  menus: '/api/Izbornik',
  menu: (name: string) => `/api/Izbornik/${name}`,
  /** Notices valid now (public); staff list all at noticesAll, and create, edit, end and delete. */
  notices: '/api/Obavijest',
  noticesAll: '/api/Obavijest/sve',
  notice: (id: number | string) => `/api/Obavijest/${id}`,
  noticeEnd: (id: number | string) => `/api/Obavijest/${id}/zavrsi`,
  /** The phonebook PDF, built from the current data on request (the footer's download; the legacy path). */
  phonebook: '/assets/imenik.pdf',
  /** One search over everything published (docs/product.md "Search"). */
  search: '/api/search',
  /** The search's synonym groups (staff; contracts search.ts). */
  searchSynonyms: '/api/search/synonyms',
  /** Versions of a news item or document (staff): the list, one version's file, a restore. */
  newsVersions: (id: number | string) => `/api/Novost/${id}/versions`,
  documentVersions: (t: Pick<DocumentType, 'resource'>, id: number | string) => `/api/${t.resource}/${id}/versions`,
  /** `base` is newsVersions(…) or documentVersions(…). */
  versionFile: (base: string, version: number) => `${base}/${version}/file`,
  versionRestore: (base: string, version: number) => `${base}/${version}/restore`,
  /** Back from the bin (staff): /api/{Resource}/{id}/restore, /api/Novost/{id}/restore. */
  restoreItem: (resource: string, id: number | string) => `/api/${resource}/${id}/restore`,
  /** The bin's items (staff). */
  bin: '/api/kanta',
  /**
   * An edit form open on an item (staff, issue 21): PUT { tab } every PRESENCE_HEARTBEAT_MS answers who else has it
   * open (`{ editors }`); DELETE ?tab= when the form closes. `resource` is one of EDITABLE_RESOURCES.
   */
  presenceRoot: '/api/presence',
  presence: (resource: string, id: number | string) => `/api/presence/${resource}/${id}`,
  /** The audit log (admins): ?page&pageSize&actor&resource. */
  audit: '/api/audit',
  /** The audit log as CSV (admins): the same filters (?actor&resource&from&to), every matching row. */
  auditCsv: '/api/audit.csv',
  /** The staff's content lists: every kind, or one (?kind=), found, filtered, sorted and paged (contracts content.ts). */
  content: '/api/content',
  /** The content list's bulk publish and unpublish (contracts content.ts). */
  contentPublication: '/api/content/publication',
  /** The staff desk (contracts desk.ts) and its 'Provjereno'. */
  desk: '/api/desk',
  factReview: '/api/desk/provjereno',
  health: '/health',
  ready: '/ready',
  /** Prometheus' scrape (apps/api http/metrics.ts): only with METRICS_TOKEN set, as its Bearer token. */
  metrics: '/metrics',
  /** For crawlers and feed readers, at the site's root (a crawler reads robots.txt only there). */
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  /** RSS 2.0: the newest news, and per document type its newest documents. */
  newsFeed: '/rss.xml',
  documentFeed: (t: Pick<DocumentType, 'resource'>) => `/rss/${t.resource}.xml`,
} as const;

/** Signing out for real (issue 20, sign-out.ts): the paths of both ends. */
export const SIGN_OUT_API = {
  /** POST (signed in): this token stops working at once; 204. */
  logout: '/api/Account/logout',
  /** POST (signed in): every token of the account stops working, this one too; 204. */
  logoutEverywhere: '/api/Account/logout-everywhere',
} as const;
