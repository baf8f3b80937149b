/** Business constants of docs/product.md "Constants" and the server limits that go with them. */
export const PAGE_SIZE = 5;
export const FIRST_PAGE = 1;
export const MAX_PAGE_SIZE = 100;

export const TOKEN_STORAGE_KEY = 'token';
/**
 * The cookie that carries the stored token to page loads (issue 36, docs/architecture.md "Staff pages on a full load"):
 * the server reads it only to tell a signed-in staff member's request for an item the public does not see; the API
 * never takes it as a credential.
 */
export const SESSION_COOKIE = 'dz_session';
export const AUTH_SCHEME = 'Bearer';
export const ADMIN_ROLE = 'Admin';
/** Role given to a registered account when the form leaves Uloga empty: staff (docs/product.md "Passwords and roles"). */
export const DEFAULT_ROLE = 'User';
/**
 * docs/product.md "Passwords and roles": a role is the Admin role whatever its case and surrounding spaces
 * ('admin', 'ADMIN '); every other value is staff. The one check of the API and the screens.
 */
export const isAdminRole = (role: string | null | undefined): boolean => role?.trim().toLowerCase() === ADMIN_ROLE.toLowerCase();

export const NEWS_PREVIEW_LENGTH = 100;
/** A page's description (its meta description) at most: about what search results show. */
export const DESCRIPTION_LENGTH = 160;
/** Items of an RSS feed: the newest ones. */
export const FEED_ITEMS = 20;
export const SNACKBAR_MS = 3000;
export const FORM_MAX_WIDTH_PX = 500;

export const DEFAULT_DOWNLOAD_PREFIX = 'informacija';
export const PDF_FIELD = 'pdfFile';
export const IMAGE_FIELD = 'slika';

export const MB = 1024 * 1024;

/**
 * The site search's query (contracts search.ts): shorter is refused (400), longer is cut, never an
 * error; a hit's snippet is at most snippetChars.
 */
/**
 * The search's bounds. maxCount: the count of hits stops there (SearchResults.capped): counting
 * every hit of a word found in nearly all of 10,000 documents cost more than the rest of the
 * search together (apps/api/bench/search.ts), and nobody pages past a thousand hits.
 */
/** The search's limits; `pageSize`: its results a page, on the results page (issue 24: ten, the lists keep PAGE_SIZE). */
export const SEARCH_LIMITS = { minChars: 2, maxChars: 200, snippetChars: 220, maxCount: 1000, pageSize: 10 } as const;

export const LIMITS = {
  pdfBytes: 20 * MB,
  imageBytes: 8 * MB,
  /** Longest side of the stored news image and of its card variant, in pixels. */
  imageMaxSide: 1600,
  imageCardMaxSide: 640,
  naziv: 1000,
  naslov: 300,
  opis: 10_000,
  newsTitle: 300,
  newsBody: 20_000,
  /** A news picture's alt text and caption (issue 23, WCAG 1.1.1). */
  newsImageAlt: 250,
  newsImageCaption: 300,
  userName: 50,
  email: 254,
  role: 50,
  /** With the strength rule (password-strength.ts): issue 20, "12345678" was accepted. */
  passwordMinChars: 10,
  /** bcrypt ignores everything after 72 bytes; č and friends take two bytes in UTF-8. */
  passwordMaxBytes: 72,
  fileName: 200,
} as const;

/**
 * Viewport widths in px where layouts change, the one source for CSS and scripts: stylesheets
 * write `@media (--md)` (from md up) or `(--below-md)`, vite.config.ts defines them from here.
 * xs and md: grids and the menu; centar: the education centre's tiles; lg and xl: the carousel;
 * xxs: narrow phones' news cards.
 */
export const BREAKPOINTS = { xxs: 400, xs: 480, centar: 600, md: 768, lg: 992, xl: 1200 } as const;

export const CAROUSEL = {
  autoplayMs: 4000,
  slideMs: 500,
  swipeThresholdPx: 20,
  /** Narrowest first: below the width `below`, show `show` cards and scroll `scroll`. */
  responsive: [
    { below: BREAKPOINTS.lg, show: 1, scroll: 1 },
    { below: BREAKPOINTS.xl, show: 2, scroll: 2 },
  ],
  show: 4,
  scroll: 3,
} as const;

export const COUNTS = { clinics: 28, services: 20, clinicAudio: 27, serviceAudio: 19 } as const;

/** Bounds of what staff type for clinics, services, the institution and notices (units.ts checks them). */
export const UNIT_LIMITS = {
  title: 100,
  name: 200,
  address: 200,
  description: 300,
  personRole: 120,
  personName: 120,
  phone: 30,
  phones: 5,
  team: 20,
  hoursRows: 10,
  hoursNote: 200,
  exceptions: 60,
  exceptionSpans: 4,
  noticeText: 500,
  link: 500,
  bank: 120,
  giroAccount: 40,
  socialLabel: 100,
  postalCode: 10,
  city: 100,
  /** The institution's on-duty numbers (the emergency strip, issue 24) and each one's label. */
  dutyPhones: 3,
  dutyPhoneLabel: 40,
} as const;

/** The emergency number every public page's strip dials first (issue 24): Hitna medicinska pomoć, 124 in all of BiH. */
export const EMERGENCY_PHONE = '124';

/**
 * Bounds of a page's blocks (issue 38; blocks.ts checks them): how many blocks, how deep collapsible boxes and
 * lists nest, how long each text is and how many items a list block holds. `jsonDepth` is checked before the
 * schema walks anything, so no body, however deeply nested, reaches a recursive parse.
 */
/** A staff-written page's fields (issue 38); its body is bounded by BLOCK_LIMITS and the API's 512 kB JSON body. */
export const PAGE_LIMITS = {
  path: 200,
  title: 300,
  summary: 500,
} as const;

export const BLOCK_LIMITS = {
  blocks: 200,
  /** Collapsible boxes inside collapsible boxes: a box at this depth holds no further box. */
  collapsibleDepth: 3,
  /** Lists inside list items. */
  listDepth: 5,
  jsonDepth: 64,
  title: 300,
  text: 5_000,
  name: 200,
  role: 300,
  source: 300,
  authors: 500,
  publisher: 300,
  link: 2_000,
  items: 500,
  people: 200,
  alt: 250,
  caption: 300,
  /** Rich text: characters of one text run, every text together, nodes in one document, a table's rows and columns. */
  textRun: 20_000,
  richTextChars: 100_000,
  richTextNodes: 10_000,
  tableRows: 200,
  tableColumns: 12,
  /** A numbered list's first number. */
  listStart: 100_000,
} as const;

/** A clinic's kind and a service's icon: the values their descriptions' enum fields take (collections.ts). */
export const CLINIC_KINDS = ['porodicna', 'stomatoloska', 'laboratorij'] as const;
export type ClinicKind = (typeof CLINIC_KINDS)[number];

export const SERVICE_ICONS = [
  'ambulance', 'stethoscope', 'child', 'school', 'woman', 'home', 'shield', 'lungs', 'rehab', 'briefcase', 'tooth',
  'drop', 'xray', 'mind', 'heart', 'eye', 'ear', 'pill', 'car', 'steam',
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];
