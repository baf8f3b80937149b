import { DEFAULT_DOWNLOAD_PREFIX, LIMITS } from './constants.js';
import type { ROUTES } from './routes.js';

/** Builds the product's delete confirmation from the part after the common stem (every type's `deleteConfirm`, WEB_UI's). */
export const deleteConfirmation = (object: string) => `Jeste li sigurni da želite izbrisati ${object}`;

/**
 * The PDF-backed document types of docs/product.md. They differ only in the data below; the
 * database (one table with a `kind` column), the API (one generic router), the screens (one
 * list, one create form, one edit form), the navbar's document links and the tiles of /info
 * and /centar are driven by it. An entry is the only description of its type: every title,
 * label, path, field and limit of a type is read from here.
 * Adding a type = one entry here + its value in the DocumentKind enum of prisma/schema.prisma +
 * its migration + its demo rows (packages/content, typed by kind so the compiler asks for them):
 * README "Adding a document type", proved by apps/api/test/tenth-type.test.ts.
 */
export type TextField = 'naziv' | 'opis' | 'naslov';

/** The content packages/content shows above a list (its `documentIntros` has one per name). */
export type IntroName = 'education' | 'centreLaws' | 'library' | 'ads';

/** The pages of ROUTES that show tiles to document lists. */
export type TileHub = Extract<keyof typeof ROUTES, 'patientInfo' | 'educationCentre'>;

export interface DocumentType<K extends string = DocumentKind> {
  /** Value of the DocumentKind enum in the database. */
  kind: K;
  /** Name in the API path: /api/{resource}. */
  resource: string;
  /** The single text field this type carries on the wire. */
  textField: TextField;
  /** Heading of the list section. */
  title: string;
  /** Heading of the list's page: the list's title, unless the page is more than its list. */
  pageTitle: string;
  /** Web routes: the list, the create form, the edit form (followed by /:id). */
  listPath: string;
  createPath: string;
  editPath: string;
  /** Form labels: create and edit. */
  createLabel: string;
  editLabel: string;
  /** Text is long and keeps its line breaks (textarea in forms, pre-line in lists). */
  multiline: boolean;
  createButton: string;
  deleteConfirm: string;
  /** Saved file name when the server sends none: {prefix}-{id}.pdf. */
  downloadPrefix: string;
  /** Where the forms go after create, after save and on cancel. */
  afterCreate: string;
  afterEdit: string;
  cancelTo: string;
  /** Longest accepted text. */
  maxLength: number;
  /** A link in the navbar's "Dokumenti" menu, placed by `order`; its label is the page title unless given. */
  nav?: { order: number; label: string };
  /** A tile to the list on one of the hub pages, in registry order; its title is the page title unless given. */
  tile?: { hub: TileHub; title: string; text: string };
  /** Content shown above the list. */
  intro?: IntroName;
}

type Defaulted = 'pageTitle' | 'afterCreate' | 'afterEdit' | 'cancelTo' | 'editLabel' | 'multiline';
type Entry<K extends string> = Omit<DocumentType<K>, Defaulted | 'maxLength' | 'nav' | 'tile'> &
  Partial<Pick<DocumentType<K>, Defaulted>> & {
    nav?: { order: number; label?: string };
    tile?: { hub: TileHub; title?: string; text: string };
  };

/** Fills what the spec leaves "not shown": every form returns to its own list, labels are the page's title. */
function entry<const K extends string>({ nav, tile, ...e }: Entry<K>): DocumentType<K> {
  const pageTitle = e.pageTitle ?? e.title;
  return {
    pageTitle,
    afterCreate: e.listPath,
    afterEdit: e.listPath,
    cancelTo: e.listPath,
    editLabel: `${e.createLabel}:`,
    multiline: e.textField === 'opis',
    maxLength: LIMITS[e.textField],
    ...e,
    ...(nav && { nav: { label: pageTitle, ...nav } }),
    ...(tile && { tile: { title: pageTitle, ...tile } }),
  };
}

export const DOCUMENT_TYPES = [
  entry({
    kind: 'ZAKON', resource: 'Zakon', textField: 'naziv', title: 'Zakoni',
    listPath: '/zakoni', createPath: '/zakon-details', editPath: '/zakon-update',
    createLabel: 'Naziv', createButton: 'Kreiraj zakon',
    // The spec asks the ads' sentence for laws too (docs/product.md "Fixed strings").
    deleteConfirm: deleteConfirmation('ovaj oglas?'), downloadPrefix: 'zakon',
    nav: { order: 2 },
  }),
  entry({
    kind: 'EDUKACIJA', resource: 'Edukacija', textField: 'naziv', title: 'Novosti i Najave',
    listPath: '/edukacija', createPath: '/edukacija-details', editPath: '/edukacija-update',
    createLabel: 'Tekst', multiline: true, createButton: 'Kreiraj edukaciju',
    deleteConfirm: deleteConfirmation('ovu edukaciju?'), downloadPrefix: DEFAULT_DOWNLOAD_PREFIX,
    tile: { hub: 'educationCentre', text: 'Edukacije, predavanja i najave Centra' }, intro: 'education',
  }),
  entry({
    kind: 'JAVNA_NABAVKA', resource: 'JavnaNabavka', textField: 'naziv', title: 'Javne nabavke',
    listPath: '/javne-nabavke', createPath: '/javne-nabavke-details', editPath: '/jn-update',
    createLabel: 'Naziv', createButton: 'Kreiraj javnu nabavku',
    deleteConfirm: deleteConfirmation('ovu Javnu nabavku?'), downloadPrefix: 'javna-nabavka',
    nav: { order: 4 },
  }),
  entry({
    kind: 'PRAVA_OSIGURANIKA', resource: 'PravaOsiguranika', textField: 'naziv', title: 'Prava osiguranika',
    listPath: '/prava-osiguranika', createPath: '/prava-osiguranika-details', editPath: '/po-update',
    createLabel: 'Naziv', createButton: 'Kreiraj pravo osiguranika',
    deleteConfirm: deleteConfirmation('ova prava osiguranika?'), downloadPrefix: 'prava-osiguranika',
    nav: { order: 1 },
  }),
  entry({
    kind: 'OGLAS', resource: 'Oglas', textField: 'naziv', title: 'Oglasi i Odluke',
    listPath: '/oglasi', createPath: '/oglas-details', editPath: '/oglas-update',
    createLabel: 'Naziv', createButton: 'Kreiraj oglas',
    deleteConfirm: deleteConfirmation('ovaj oglas?'), downloadPrefix: 'oglas',
    // docs/product.md "Navigation and frame": the menu writes "odluke" in lower case, the list's heading does not.
    nav: { order: 3, label: 'Oglasi i odluke' }, intro: 'ads',
  }),
  entry({
    kind: 'INFORMACIJA', resource: 'Informacija', textField: 'naziv', title: 'Predavanja',
    listPath: '/informacije', createPath: '/informacije-details', editPath: '/informacija-update',
    createLabel: 'Naziv', createButton: 'Kreiraj informaciju',
    deleteConfirm: deleteConfirmation('ovu informaciju?'), downloadPrefix: DEFAULT_DOWNLOAD_PREFIX,
    tile: { hub: 'patientInfo', text: 'Zdravstveno-odgojna predavanja za pacijente' },
  }),
  entry({
    kind: 'ZAKON_EDU', resource: 'ZakonEdu', textField: 'opis', title: 'Zakoni',
    listPath: '/zakonEdu', createPath: '/zakonEdu-details', editPath: '/zakonEdu-update',
    createLabel: 'Tekst', editLabel: 'Opis:', createButton: 'Kreiraj zakon',
    deleteConfirm: deleteConfirmation('ovaj zakon?'), downloadPrefix: DEFAULT_DOWNLOAD_PREFIX,
    tile: { hub: 'educationCentre', text: 'Propisi, materijali i kalendar zdravlja' }, intro: 'centreLaws',
  }),
  entry({
    kind: 'BIBLIOTEKA', resource: 'Biblioteka', textField: 'opis', title: 'Literatura iz oblasti medicine i zdravstva',
    // docs/product.md "Screens": the page is titled "Biblioteka", the list below it has its own heading.
    pageTitle: 'Biblioteka',
    listPath: '/biblioteka', createPath: '/biblioteka-details', editPath: '/biblioteka-update',
    createLabel: 'Tekst', editLabel: 'Opis:', createButton: 'Kreiraj biblioteku',
    deleteConfirm: deleteConfirmation('ovu biblioteku?'), downloadPrefix: DEFAULT_DOWNLOAD_PREFIX,
    tile: { hub: 'educationCentre', text: 'Stručna i ostala literatura' }, intro: 'library',
  }),
  entry({
    kind: 'BROSURA', resource: 'Brosure', textField: 'naslov', title: 'Brošure',
    listPath: '/brosure', createPath: '/brosure-details', editPath: '/brosure-update',
    createLabel: 'Naziv', createButton: 'Kreiraj brošuru',
    // docs/product.md "Screens": after saving a brochure the legacy site goes home.
    afterEdit: '/',
    deleteConfirm: deleteConfirmation('ovu brošuru?'), downloadPrefix: DEFAULT_DOWNLOAD_PREFIX,
    tile: { hub: 'patientInfo', text: 'Brošure i letci za preuzimanje' },
  }),
] as const;

/** The kinds, one per entry: the values of the DocumentKind enum in prisma/schema.prisma. */
export type DocumentKind = (typeof DOCUMENT_TYPES)[number]['kind'];
export const DOCUMENT_KINDS: readonly DocumentKind[] = DOCUMENT_TYPES.map((t) => t.kind);

const byResource = new Map(DOCUMENT_TYPES.map((t) => [t.resource.toLowerCase(), t]));
const byKind = new Map(DOCUMENT_TYPES.map((t) => [t.kind, t]));

/** Looks a type up by its API name; case-insensitive like the legacy ASP.NET routes. */
export function documentTypeByResource(resource: string): DocumentType | undefined {
  return byResource.get(resource.toLowerCase());
}

export function documentTypeByKind(kind: DocumentKind): DocumentType {
  const t = byKind.get(kind);
  if (!t) throw new Error(`No document type for kind ${kind}`);
  return t;
}

/** The name a download is saved under when the server sends none (docs/product.md "API"). */
export function fallbackFileName(type: Pick<DocumentType, 'downloadPrefix'>, id: number): string {
  return `${type.downloadPrefix}-${id}.pdf`;
}
