import { ADMIN_ROLE, DEFAULT_ROLE, isAdminRole } from './constants.js';
import { ROUTES } from './routes.js';
import { DOCUMENT_TYPES, deleteConfirmation, type DocumentType, type TileHub } from './registry.js';
import { API_ERRORS } from './messages.js';
import { formatFileSize } from './format.js';
import { DESK_UI } from './desk-text.js';
import { UNIT_UI } from './unit-text.js';
import { FRAME_UI, type NavLink, type NavMenu } from './frame-text.js';
import { COLLECTION_UI } from './collection-text.js';

// Words of the web app's frame and screens that docs/product.md "Screens" names (navbar, footer, forms) and the
// few the spec leaves to us (loading, empty and failure states, the 404 page). They live here,
// once, so the screens and the end-to-end tests read the same sentence.

/** A staff menu: links, and submenus of links (the document types' create pages). */
export interface StaffMenu {
  label: string;
  items: readonly (NavLink | NavMenu)[];
}

/** The hub pages by name, to tell apart two document types of one title ("Zakoni"). */
const HUB_NAMES: Record<TileHub, string> = { patientInfo: 'Informacije za pacijente', educationCentre: 'Edukacijski centar' };

/** Every document type's create page, by its page title (with its hub page's name where two types share a title). */
const documentCreateLinks: NavLink[] = DOCUMENT_TYPES.map((t) => {
  const shared = DOCUMENT_TYPES.filter((o) => o.pageTitle === t.pageTitle).length > 1;
  return { label: shared && t.tile ? `${t.pageTitle} (${HUB_NAMES[t.tile.hub]})` : t.pageTitle, to: t.createPath };
});

/** The staff's content list (/urednik/sadrzaj, GET /api/content). */
export const CONTENT_UI = {
  heading: 'Sadržaj',
  search: 'Traži u naslovima',
  kind: 'Vrsta',
  allKinds: 'Sve vrste',
  author: 'Zadnji uredio (korisničko ime)',
  sort: 'Redoslijed',
  sorts: { date: 'Najnovije prvo', title: 'Po naslovu', publishAt: 'Po vremenu objave' },
  pageSize: 'Po stranici',
  show: 'Prikaži',
  title: 'Naslov',
  updatedAt: 'Izmijenjeno',
  updatedBy: 'Izmijenio',
  view: 'Na stranici',
  empty: 'Nema sadržaja koji odgovara ovim uvjetima.',
  count: (n: number) => `Pronađeno: ${n}`,
  /** Bulk actions: a row's box (for kinds with a bin), all of the page's, one confirm, and an undo. */
  select: 'Odabir',
  selectItem: (title: string) => `Odaberi: ${title}`,
  selectAll: 'Odaberi sve na ovoj stranici',
  toBin: (n: number) => `Premjesti u kantu (${n})`,
  toBinConfirm: (n: number) => `Premjestiti odabrano (${n}) u kantu? Iz kante se može vratiti 30 dana.`,
  movedToBin: (n: number) => `Premješteno u kantu: ${n}.`,
  notMoved: (n: number) => `Nije premješteno: ${n} (izmijenjeno u međuvremenu ili već obrisano).`,
  undo: 'Poništi',
  restored: (n: number) => `Vraćeno iz kante: ${n}.`,
} as const;

/**
 * The staff's menu in the navbar, shown while signed in (docs/product.md "Clinics, services and
 * hours", "Passwords and roles"): a new news item, a new document of any type (a submenu), the
 * notices, the public lists whose cards carry an "Uredi" link, the footer's contacts for admins, and `kinds`: the
 * staff lists of the kinds served from their description (collections.ts imports this file, so the caller names them).
 */
export const staffNav = (isAdmin: boolean, kinds: readonly NavLink[] = []): StaffMenu => ({
  label: 'Uređivanje',
  items: [
    { label: DESK_UI.heading, to: ROUTES.desk },
    { label: WEB_UI.newsCreateHeading, to: ROUTES.newsCreate },
    { label: 'Novi dokument', items: documentCreateLinks },
    { label: 'Obavijesti', to: ROUTES.notices },
    { label: 'Ambulante', to: ROUTES.clinics },
    { label: 'Službe', to: ROUTES.services },
    { label: UNIT_UI.clinicCreateHeading, to: ROUTES.clinicCreate },
    { label: UNIT_UI.serviceCreateHeading, to: ROUTES.serviceCreate },
    ...(isAdmin ? [{ label: 'Kontakti ustanove', to: ROUTES.institutionEdit }] : []),
    ...kinds,
    { label: CONTENT_UI.heading, to: ROUTES.content },
    { label: 'Sinonimi pretrage', to: ROUTES.synonyms },
    { label: 'Izbornici', to: ROUTES.menus },
    { label: 'Kanta', to: ROUTES.bin },
  ],
});

/**
 * The signed-in account's menu in the navbar, labelled with its user name: the accounts for admins and
 * the own password (the navbar adds "Odjava", a button).
 */
export const accountNav = (userName: string, isAdmin: boolean): NavMenu => ({
  label: userName,
  items: [
    ...(isAdmin ? [{ label: WEB_UI.accounts, to: ROUTES.accounts }, { label: 'Dnevnik izmjena', to: ROUTES.audit }] : []),
    { label: WEB_UI.changePasswordButton, to: ROUTES.password },
  ],
});

/**
 * docs/product.md "Passwords and roles": the roles the register screen offers, by their Bosnian names, with
 * what each may do; the stored values stay the product's ('Admin', and 'User' for staff).
 */
export const ROLE_CHOICES = [
  { value: ADMIN_ROLE, label: 'Administrator', rights: 'nalozi, kontakti ustanove, sve kao osoblje' },
  { value: DEFAULT_ROLE, label: 'Osoblje', rights: 'novosti, dokumenti, ambulante, službe, obavijesti' },
] as const;

/** A role and what it may do, in one line: "Osoblje: novosti, dokumenti, …". */
export const roleSummary = (choice: (typeof ROLE_CHOICES)[number]) => `${choice.label}: ${choice.rights}`;

/** How a stored role reads on the screens: its choice's name; a free-text staff role from before keeps its value beside. */
export function roleLabel(role: string): string {
  const choice = isAdminRole(role) ? ROLE_CHOICES[0] : ROLE_CHOICES[1];
  return role === choice.value ? choice.label : `${choice.label} (${role})`;
}

/** A tile to a document list, as the hub pages (/info, /centar) show it. */
export interface DocumentTile {
  title: string;
  href: string;
  text: string;
}

/** The tiles of one hub page: the registry entries whose `tile` names it, in registry order. */
export const documentTiles = (hub: TileHub): DocumentTile[] =>
  DOCUMENT_TYPES.flatMap((t) => (t.tile?.hub === hub ? [{ title: t.tile.title, href: t.listPath, text: t.tile.text }] : []));

/**
 * Every word of the web's screens: those of the first page load (frame-text.ts, which the home page's script reads
 * instead, apart from the rest) and the other screens'.
 */
export const WEB_UI = {
  ...FRAME_UI,
  // The collections' field labels (collection-text.ts).
  ...COLLECTION_UI,
  // Fixed strings of the legacy site, letter for letter (docs/product.md, "Fixed strings").
  fieldRequired: API_ERRORS.required,
  loginSuccess: 'Dobrodosli',
  loginFailed: 'Login failed. Please try again.',
  registerSuccess: 'Korisnik kreiran',
  registerFailed: 'Registration failed. Please try again.',
  registerDenied: 'Pristup zabranjen!',
  accountsDenied: 'You do not have permission to view this content.',
  downloadEmpty: 'File data is null or empty.',
  previous: 'Prethodna',
  next: 'Sljedeća',
  /** The save button of every edit form reads 'Uredi' (Edit), as on the legacy site. */
  saveChanges: 'Uredi',
  cancel: 'Otkaži',
  underConstruction: 'U IZRADI',
  createUser: 'Kreiraj korisnika',
  home: 'Naslovna stranica',
  // Lists.
  download: 'Preuzmi',
  /** A document row's file: every document is a PDF (checked by its bytes), e.g. 'PDF, 1,2 MB'. */
  pdfSize: (bytes: number) => `PDF, ${formatFileSize(bytes)}`,
  /** A list page's meta description: what its tile on a hub page says of it (the two "Zakoni" differ so), else from its title. */
  documentListDescription: (t: Pick<DocumentType, 'pageTitle' | 'tile'>) =>
    (t.tile ? `${t.tile.text} (PDF).` : `${t.pageTitle}: dokumenti za preuzimanje (PDF).`),
  downloadFailed: 'Preuzimanje nije uspjelo. Pokušajte ponovo.',
  /** A kind served from its description (features/collections): its delete question and its empty list. */
  deleteRecordConfirm: deleteConfirmation('ovaj zapis?'),
  noRecords: 'Još nema zapisa.',
  /** A yes/no field in a staff list. */
  pagination: 'Stranice',
  page: (n: number) => `Stranica ${n}`,
  // Forms.
  createHeading: (title: string) => `Novi zapis: ${title}`,
  editHeading: (title: string) => `Uređivanje: ${title}`,
  currentFile: 'Trenutna datoteka',
  keepFileHint: 'Ako ne odaberete novu datoteku, ostaje postojeća.',
  saved: 'Promjene su sačuvane.',
  created: 'Zapis je kreiran.',
  saveFailed: 'Spremanje nije uspjelo.',
  uploading: 'Slanje datoteke',
  cancelUpload: 'Prekini slanje',
  uploadCancelled: 'Slanje je prekinuto.',
  // News (docs/product.md "Screens").
  newsArchiveDescription: 'Sve novosti i obavještenja ustanove, od najnovijih.',
  newsNotFound: 'Novost nije pronađena.',
  newsCreateHeading: 'Nova novost',
  newsEditHeading: 'Uređivanje novosti',
  newsCreateButton: 'Kreiraj novost',
  currentImage: 'Trenutna slika',
  imagePreview: 'Pregled odabrane slike',
  // Accounts (docs/product.md "Screens").
  loginHeading: 'Prijava',
  username: 'Korisničko ime',
  password: 'Lozinka',
  loginButton: 'Prijavi se',
  registerHeading: 'Registracija korisnika',
  role: 'Uloga',
  accountsHeading: 'Nalozi',
  createdAt: 'Kreiran',
  deleteAccountConfirm: (userName: string) => `Jeste li sigurni da želite izbrisati nalog ${userName}?`,
  accountDeleted: 'Nalog je izbrisan.',
  loginRequired: 'Za ovu stranicu morate biti prijavljeni.',
  // Passwords and roles (docs/product.md "Passwords and roles").
  signedInAs: 'Prijavljeni ste kao',
  signOut: 'Odjava',
  passwordHeading: 'Promjena lozinke',
  currentPassword: 'Trenutna lozinka',
  newPassword: 'Nova lozinka',
  repeatPassword: 'Ponovite novu lozinku',
  passwordsDiffer: API_ERRORS.passwordsDiffer,
  changePasswordButton: 'Promijeni lozinku',
  passwordChanged: 'Lozinka je promijenjena.',
  /** Beside the link below: the account still has a password someone else set (the start command's default, an admin's reset). */
  temporaryPassword: 'Prijavljeni ste s lozinkom koju niste sami odabrali.',
  changeTemporaryPassword: 'Promijenite zadanu lozinku',
  /** The accounts screen's action per account (its accessible name adds the user name, `forItem`). */
  resetPassword: 'Nova lozinka',
  resetPasswordHeading: (userName: string) => `Nova lozinka za ${userName}`,
  resetPasswordHint: 'Dosadašnje prijave ovog naloga odmah prestaju važiti; korisniku se predlaže da lozinku promijeni.',
  resetPasswordButton: 'Postavi lozinku',
  passwordReset: (userName: string) => `Lozinka za ${userName} je postavljena.`,
  roles: 'Uloge',
  // The staff's notes on clinic and service pages (docs/product.md "Clinics, services and hours"); the notices' words are FRAME_UI's.
  /** Staff only: the record changed after its audio guide was spoken. */
  audioStale: 'Audio vodič još govori stare podatke; novi snimak se priprema.',
  // Clinics, services, the institution's contacts and notices (docs/product.md "Clinics, services and hours").
  clinicEditHeading: 'Uređivanje ambulante',
  serviceEditHeading: 'Uređivanje službe',
  phoneNumber: (n: number) => `Telefon ${n}`,
  addPhone: 'Dodaj telefon',
  teamMember: (n: number) => `Član tima ${n}`,
  addTeamMember: 'Dodaj člana tima',
  personRole: 'Uloga',
  personName: 'Ime i prezime',
  moveUp: 'Pomjeri gore',
  moveDown: 'Pomjeri dolje',
  remove: 'Ukloni',
  hasChiefNurse: 'Služba ima glavnu sestru / tehničara',
  // The hours editor.
  weeklyHours: 'Sedmično radno vrijeme',
  hoursRow: (n: number) => `Red ${n}`,
  addHoursRow: 'Dodaj red radnog vremena',
  days: 'Dani',
  /** Beside each weekday checkbox (the full name is read out). */
  weekdayShort: ['Pon', 'Uto', 'Sri', 'Čet', 'Pet', 'Sub', 'Ned'] as const,
  timeFrom: 'Od',
  timeTo: 'Do',
  /** A time input cannot hold 24:00: this box ends the span at midnight. */
  untilMidnight: 'do ponoći (24:00)',
  hoursNote: 'Napomena',
  /** A row's preview: how the public page will read it. */
  hoursPreview: 'Na stranici:',
  exceptions: 'Izuzeci (praznici, zatvaranja, promjene smjena)',
  exception: (n: number) => `Izuzetak ${n}`,
  addException: 'Dodaj izuzetak',
  dateFrom: 'Od datuma',
  dateTo: 'Do datuma',
  closed: 'Zatvoreno',
  span: (n: number) => `Smjena ${n}`,
  addSpan: 'Dodaj smjenu',
  noHoursRows: 'Nema redova radnog vremena.',
  // Institution contacts (admins).
  dutyPhonesHint: 'Prikazuju se na vrhu svake stranice, iza broja 124 (Hitna pomoć), redom kojim su ovdje.',
  dutyPhone: (n: number) => `Dežurni telefon ${n}`,
  dutyPhoneLabel: 'Naziv (npr. Dežurna ambulanta)',
  /** Not "Telefon": the form's first field, the central number, has that name. */
  dutyPhoneNumber: 'Broj telefona',
  addDutyPhone: 'Dodaj dežurni telefon',
  noDutyPhones: 'Nema dežurnih telefona: traka prikazuje samo 124.',
  // Notices.
  noticeEditHeading: 'Uređivanje obavijesti',
  noticeCreateHeading: 'Nova obavijest',
  noticeCreateButton: 'Objavi obavijest',
  noticeLinkHint: 'Adresa koja počinje s https:// ili putanja na ovoj stranici, npr. /novosti',
  urgent: 'Hitno',
  noticeStatus: { active: 'Aktivna', scheduled: 'Zakazana', expired: 'Istekla', ended: 'Završena' },
  noticeDates: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
  allNotices: 'Sve obavijesti',
  noticesEmpty: 'Još nema obavijesti.',
  noticeEnd: 'Završi objavu',
  noticeEndConfirm: 'Završiti objavu ove obavijesti sada? Obavijest više neće biti prikazana na stranici.',
  noticeEnded: 'Objava obavijesti je završena.',
  noticeEndFailed: 'Završavanje objave nije uspjelo.',
  deleteNoticeConfirm: deleteConfirmation('ovu obavijest?'),
} as const;

/**
 * The words of the RSS feeds (the API's routes/feeds.ts). A channel's title is the site's
 * name, then where on the site its items are listed (packages/content feeds.ts); the heads of
 * the pages that list them name the feeds by those titles (checked by e2e/tests/feeds.spec.ts).
 */
export const FEED_TEXT = {
  title: (...parts: readonly string[]) => parts.join(' – '),
  newsDescription: 'Najnovije novosti i obavještenja.',
  documentsDescription: (title: string) => `Najnoviji dokumenti za preuzimanje (PDF): ${title}.`,
  /** A kind served from its description with a feed (capabilities.feed): its plural label. */
  collectionDescription: (plural: string) => `Najnovije: ${plural}.`,
  /** A document's item (issue 24): its list, its date and its file, as its row says them ("Zakoni, 23. novembar 2026. – PDF, 1,2 MB"). */
  documentItem: (list: string, date: string, bytes: number) => `${list}, ${date} – ${WEB_UI.pdfSize(bytes)}`,
} as const;
