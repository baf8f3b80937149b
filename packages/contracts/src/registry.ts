import { DEFAULT_DOWNLOAD_PREFIX, LIMITS } from './constants.js';
import { deleteConfirmation } from './messages.js';

/**
 * The nine PDF-backed document types of docs/product.md. They differ only in the data
 * below; the database (one table with a `kind` column), the API (one generic router)
 * and the screens (one list, one create form, one edit form) are driven by it.
 * Adding a type = one entry here + one enum value in prisma/schema.prisma + its migration.
 */
export type TextField = 'naziv' | 'opis' | 'naslov';

export interface DocumentType {
  /** Value of the DocumentKind enum in the database. */
  kind: DocumentKind;
  /** Name in the API path: /api/{resource}. */
  resource: string;
  /** The single text field this type carries on the wire. */
  textField: TextField;
  /** Heading of the list section. */
  title: string;
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
}

export const DOCUMENT_KINDS = [
  'ZAKON',
  'EDUKACIJA',
  'JAVNA_NABAVKA',
  'PRAVA_OSIGURANIKA',
  'OGLAS',
  'INFORMACIJA',
  'ZAKON_EDU',
  'BIBLIOTEKA',
  'BROSURA',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

type Entry = Omit<DocumentType, 'afterCreate' | 'afterEdit' | 'cancelTo' | 'maxLength' | 'editLabel' | 'multiline'> &
  Partial<Pick<DocumentType, 'afterCreate' | 'afterEdit' | 'cancelTo' | 'editLabel' | 'multiline'>>;

/** Fills what the spec leaves "not shown": every form returns to its own list. */
function entry(e: Entry): DocumentType {
  return {
    afterCreate: e.listPath,
    afterEdit: e.listPath,
    cancelTo: e.listPath,
    editLabel: `${e.createLabel}:`,
    multiline: e.textField === 'opis',
    maxLength: LIMITS[e.textField],
    ...e,
  };
}

export const DOCUMENT_TYPES: readonly DocumentType[] = [
  entry({
    kind: 'ZAKON', resource: 'Zakon', textField: 'naziv', title: 'Zakoni',
    listPath: '/zakoni', createPath: '/zakon-details', editPath: '/zakon-update',
    createLabel: 'Naziv', createButton: 'Kreiraj zakon',
    // The spec asks the ads' sentence for laws too (docs/product.md "Fixed strings").
    deleteConfirm: deleteConfirmation('ovaj oglas?'), downloadPrefix: 'zakon',
  }),
  entry({
    kind: 'EDUKACIJA', resource: 'Edukacija', textField: 'naziv', title: 'Novosti i Najave',
    listPath: '/edukacija', createPath: '/edukacija-details', editPath: '/edukacija-update',
    createLabel: 'Tekst', multiline: true, createButton: 'Kreiraj edukaciju',
    deleteConfirm: deleteConfirmation('ovu edukaciju?'), downloadPrefix: DEFAULT_DOWNLOAD_PREFIX,
  }),
  entry({
    kind: 'JAVNA_NABAVKA', resource: 'JavnaNabavka', textField: 'naziv', title: 'Javne nabavke',
    listPath: '/javne-nabavke', createPath: '/javne-nabavke-details', editPath: '/jn-update',
    createLabel: 'Naziv', createButton: 'Kreiraj javnu nabavku',
    deleteConfirm: deleteConfirmation('ovu Javnu nabavku?'), downloadPrefix: 'javna-nabavka',
  }),
  entry({
    kind: 'PRAVA_OSIGURANIKA', resource: 'PravaOsiguranika', textField: 'naziv', title: 'Prava osiguranika',
    listPath: '/prava-osiguranika', createPath: '/prava-osiguranika-details', editPath: '/po-update',
    createLabel: 'Naziv', createButton: 'Kreiraj pravo osiguranika',
    deleteConfirm: deleteConfirmation('ova prava osiguranika?'), downloadPrefix: 'prava-osiguranika',
  }),
  entry({
    kind: 'OGLAS', resource: 'Oglas', textField: 'naziv', title: 'Oglasi i Odluke',
    listPath: '/oglasi', createPath: '/oglas-details', editPath: '/oglas-update',
    createLabel: 'Naziv', createButton: 'Kreiraj oglas',
    deleteConfirm: deleteConfirmation('ovaj oglas?'), downloadPrefix: 'oglas',
  }),
  entry({
    kind: 'INFORMACIJA', resource: 'Informacija', textField: 'naziv', title: 'Predavanja',
    listPath: '/informacije', createPath: '/informacije-details', editPath: '/informacija-update',
    createLabel: 'Naziv', createButton: 'Kreiraj informaciju',
    deleteConfirm: deleteConfirmation('ovu informaciju?'), downloadPrefix: DEFAULT_DOWNLOAD_PREFIX,
  }),
  entry({
    kind: 'ZAKON_EDU', resource: 'ZakonEdu', textField: 'opis', title: 'Zakoni',
    listPath: '/zakonEdu', createPath: '/zakonEdu-details', editPath: '/zakonEdu-update',
    createLabel: 'Tekst', editLabel: 'Opis:', createButton: 'Kreiraj zakon',
    deleteConfirm: deleteConfirmation('ovaj zakon?'), downloadPrefix: DEFAULT_DOWNLOAD_PREFIX,
  }),
  entry({
    kind: 'BIBLIOTEKA', resource: 'Biblioteka', textField: 'opis', title: 'Literatura iz oblasti medicine i zdravstva',
    listPath: '/biblioteka', createPath: '/biblioteka-details', editPath: '/biblioteka-update',
    createLabel: 'Tekst', editLabel: 'Opis:', createButton: 'Kreiraj biblioteku',
    deleteConfirm: deleteConfirmation('ovu biblioteku?'), downloadPrefix: DEFAULT_DOWNLOAD_PREFIX,
  }),
  entry({
    kind: 'BROSURA', resource: 'Brosure', textField: 'naslov', title: 'Brošure',
    listPath: '/brosure', createPath: '/brosure-details', editPath: '/brosure-update',
    createLabel: 'Naziv', createButton: 'Kreiraj brošuru',
    // docs/product.md "Screens": after saving a brochure the legacy site goes home.
    afterEdit: '/',
    deleteConfirm: deleteConfirmation('ovu brošuru?'), downloadPrefix: DEFAULT_DOWNLOAD_PREFIX,
  }),
];

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
