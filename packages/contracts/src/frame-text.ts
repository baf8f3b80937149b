import { ROUTES } from './routes.js';
import { DOCUMENT_TYPES } from './registry.js';
import { STATUS_ERRORS } from './status-errors.js';

/**
 * The navbar's links and the words of what every visitor's first page load draws: the frame (skip link, navbar,
 * notices, emergency strip, footer, snackbar), the home page and its carousel, loading and failure states, the 404
 * page. Apart from WEB_UI, which takes them all in (`...FRAME_UI`) beside the staff screens' words: the home page's
 * script loads this module whole (a module is bundled whole), and WEB_UI would more than double it (issue 36, item 9).
 * Screens loaded later read WEB_UI.
 */
export interface NavLink {
  label: string;
  to: string;
  /** An address outside the site (a menu's external link, issue 39): a plain link, not the router's. */
  external?: boolean;
}
export interface NavMenu {
  label: string;
  items: readonly NavLink[];
}
export type NavEntry = NavLink | NavMenu;

/** The registry's links of the "Dokumenti" menu, by their `nav.order`. */
const documentLinks: NavLink[] = DOCUMENT_TYPES.flatMap((t) => (t.nav ? [{ ...t.nav, to: t.listPath }] : []))
  .sort((a, b) => a.order - b.order)
  .map(({ label, to }) => ({ label, to }));

/** docs/product.md "Navigation and frame" navbar, in order; "Novosti" (the archive, issue 24) after home. */
export const NAV: readonly NavEntry[] = [
  { label: 'Naslovna', to: ROUTES.home },
  { label: 'Novosti', to: ROUTES.news },
  { label: 'Dom zdravlja', items: [{ label: 'Ambulante', to: ROUTES.clinics }, { label: 'Službe', to: ROUTES.services }] },
  {
    label: 'Audio Vodič',
    items: [{ label: 'Ambulante', to: ROUTES.clinicAudio }, { label: 'Službe', to: ROUTES.serviceAudio }],
  },
  { label: 'Dokumenti', items: documentLinks },
  { label: 'O nama', to: ROUTES.about },
];

export const FRAME_UI = {
  // Fixed strings of the legacy site, letter for letter (docs/product.md, "Fixed strings").
  deleteNewsConfirm: 'Jeste li sigurni da želite izbrisati ovu novost?',
  learnMore: 'Saznaj više',
  skipToContent: 'Preskoči na sadržaj',
  mainNav: 'Glavna navigacija',
  /** The snackbar's region, as screen readers name it. */
  notifications: 'Obavijesti',
  menu: 'Izbornik',
  // Footer (docs/product.md "Screens").
  contact: 'Kontakt',
  phone: 'Telefon',
  email: 'E-mail',
  address: 'Adresa',
  /** A page's people block (block-render.ts), a table as a clinic's team: its caption when untitled, its columns. */
  team: 'Tim',
  personRole: 'Uloga',
  personName: 'Ime i prezime',
  giroAccount: 'Žiro račun',
  phonebook: 'Telefonski imenik (PDF)',
  /** The footer's link to /pristupacnost (issue 24); the page's heading is packages/content's. */
  accessibilityStatement: 'Izjava o pristupačnosti',
  login: 'Login',
  logout: 'Logout',
  accounts: 'Nalozi',
  register: 'Registruj',
  loggedOut: 'Odjavljeni ste.',
  sessionExpired: STATUS_ERRORS.invalidToken,
  // Lists.
  loading: 'Učitavanje…',
  empty: 'Trenutno nema objava.',
  loadFailed: 'Sadržaj trenutno nije moguće učitati. Pokušajte ponovo kasnije.',
  retry: 'Pokušaj ponovo',
  edit: 'Uredi',
  delete: 'Izbriši',
  // A yes/no field's value (staff lists, a described kind's public page).
  yes: 'Da',
  no: 'Ne',
  /** The accessible name of a control repeated on every row or card: its word, then the item's name. */
  forItem: (action: string, item: string) => `${action}: ${item}`,
  deleted: 'Zapis je izbrisan.',
  deleteFailed: 'Brisanje nije uspjelo.',
  add: 'Dodaj',
  /** After a list's name in its head from its second page on (issue 24): "Zakoni — stranica 2". */
  pageSuffix: (n: number) => ` — stranica ${n}`,
  offline: 'Server nije dostupan. Provjerite vezu i pokušajte ponovo.',
  // News (docs/product.md "Screens").
  newsHeading: 'Novosti i Obavještenja',
  // The carousel's place on an empty site (a fresh installation before the first news).
  newsNoneYet: 'Još nema objavljenih novosti.',
  /** The news detail's link back to the archive (/novosti). */
  allNews: 'Sve novosti',
  previousSlide: 'Prethodne novosti',
  nextSlide: 'Sljedeće novosti',
  pause: 'Zaustavi automatsko listanje',
  play: 'Pokreni automatsko listanje',
  slideOf: (i: number, n: number) => `${i} od ${n}`,
  /** What screen readers call the carousel and its slides (aria-roledescription). */
  carouselRole: 'carousel',
  slideRole: 'slide',
  // Home (docs/product.md "Screens").
  aboutHeading: 'O nama',
  // Notices on every public page.
  /** The notices' region, as screen readers name it (the snackbar's is `notifications`). */
  noticesRegion: 'Važna obavještenja',
  /** Begins an urgent notice: its colour is not the only sign. */
  noticeUrgent: 'Hitno:',
  noticeMore: 'Više informacija',
  // The emergency strip at the top of every page (issue 24): 124, then the institution's on-duty numbers.
  /** The strip's name for screen readers. */
  emergencyStrip: 'Hitni brojevi',
  /** Beside 124 (contracts EMERGENCY_PHONE). */
  emergencyCall: 'Hitna pomoć',
  // Search: the navbar's form (the results page's words are search-text.ts's, loaded with that page).
  /** The navbar's search form, as screen readers name it (the results page's form is named by its heading). */
  searchSite: 'Pretraga stranice',
  searchField: 'Pojam za pretragu',
  searchButton: 'Traži',
  searchPlaceholder: 'Pretraži…',
  // 404.
  notFoundHeading: 'Stranica nije pronađena',
  notFoundText: 'Stranica koju tražite ne postoji ili je premještena.',
  backHome: 'Nazad na naslovnu',
  // 400: an address the server cannot read (bad percent-encoding, NUL in a parameter).
  badAddressHeading: 'Neispravna adresa',
  badAddressText: 'Adresa stranice nije ispravno napisana. Provjerite je ili se vratite na naslovnu.',
} as const;

/**
 * "Ulica primjera 1, 88000 Mostar": the institution's address on one line (the footer, the phonebook). Here, not in
 * units.ts beside the Institution type (units.ts loads zod) nor in format.ts: the footer is on every first load.
 */
export const institutionAddress = (i: { street: string; postalCode: string; city: string }) => `${i.street}, ${i.postalCode} ${i.city}`;
