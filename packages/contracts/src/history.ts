import { z } from 'zod';
import { collectionByResource } from './collections.js';
import { pageQuerySchema } from './paging.js';
import { isoDate } from './units.js';

/**
 * Versions, the bin and the audit log (docs/product.md "Versions", "Bin", "Audit log"): staff
 * screens only, never on the public site.
 */

/** Versions kept per news item or document: the newest 50 (older ones and their unused files go). */
export const MAX_VERSIONS = 50;
/** Days an item stays in the bin before it is deleted for good. */
export const BIN_DAYS = 30;

/** One saved state of a news item or a document, newest first in a list. */
export interface ItemVersion {
  /** 1, 2, … per item; the highest is the current state. */
  version: number;
  savedAt: string;
  /** The user name that saved it ('' for the state the item had before versions were kept). */
  savedBy: string;
  /** A document's text; a news item's title. */
  title: string;
  /** What a comparison shows: a document's text, a news item's title and body. */
  text: string;
  /** The version's file (a PDF or the news image): its name where it has one, its size and sha256. */
  fileName: string;
  fileSize: number | null;
  fileHash: string | null;
}

/** An item in the bin: its resource (a registry resource or Novost), id, title, when and who deleted it. */
export interface BinItem {
  resource: string;
  id: number;
  title: string;
  deletedAt: string;
  deletedBy: string;
  /** When it is deleted for good. */
  purgeAt: string;
}

/** What the audit log records (the action column). */
export const AUDIT_ACTIONS = [
  'create', 'update', 'delete', 'restore', 'restore-version', 'end', 'publish', 'unpublish', 'review',
  'login', 'login-failed', 'password-change', 'password-reset', 'account-create', 'account-delete',
  '2fa-enable', '2fa-disable', '2fa-reset', 'recovery-code-used',
  'logout', 'logout-everywhere',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One audit row as GET /api/audit answers: newest first. */
export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string;
  action: AuditAction;
  resource: string;
  itemId: string | null;
  ip: string;
  /** The item's title now, when it is of a kind kept in a table of its own and still there (else ''). */
  title: string;
  /** Its edit screen, when it has a title. */
  editUrl: string | null;
}

/**
 * GET /api/audit's query: a page, and optionally one actor (a user name, any case), one resource, and a range of days
 * in Sarajevo (`from`, `to`: YYYY-MM-DD, both included).
 */
export const auditQuerySchema = pageQuerySchema.extend({
  actor: z.string().trim().max(100).optional(),
  resource: z.string().trim().max(40).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET /api/audit.csv's query: GET /api/audit's filters, without a page (every matching row). */
export const auditFilterSchema = auditQuerySchema.pick({ actor: true, resource: true, from: true, to: true });
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** The rows GET /api/audit.csv reads from the database at a time (it streams them all, newest first). */
export const AUDIT_CSV_BATCH = 1000;

/** The Bosnian names of the audit's actions, for the screen. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Dodano',
  update: 'Izmijenjeno',
  delete: 'Premješteno u kantu',
  restore: 'Vraćeno iz kante',
  'restore-version': 'Vraćena verzija',
  publish: 'Objavljeno',
  unpublish: 'Povučeno u nacrt',
  review: 'Podaci provjereni',
  end: 'Završena objava',
  login: 'Prijava',
  'login-failed': 'Neuspjela prijava',
  'password-change': 'Promjena lozinke',
  'password-reset': 'Nova lozinka (admin)',
  'account-create': 'Novi nalog',
  'account-delete': 'Obrisan nalog',
  '2fa-enable': 'Uključena prijava u dva koraka',
  '2fa-disable': 'Isključena prijava u dva koraka',
  '2fa-reset': 'Poništena prijava u dva koraka (admin)',
  'recovery-code-used': 'Prijava rezervnim kodom',
  logout: 'Odjava',
  'logout-everywhere': 'Odjava sa svih uređaja',
};

/** A resource's Bosnian name in the audit log (its screen's kind and the CSV's): its collection's, the accounts', else as stored. */
export const auditResourceLabel = (resource: string): string =>
  collectionByResource(resource)?.labels.singular ?? (resource === 'Account' ? HISTORY_UI.accountsResource : resource);

/** The screens' Bosnian text: versions, the bin, the audit log. */
export const HISTORY_UI = {
  versions: 'Verzije',
  versionsHeading: 'Verzije',
  versionsOf: (title: string) => `Verzije: ${title}`,
  version: 'Verzija',
  savedAt: 'Sačuvano',
  savedBy: 'Sačuvao/la',
  unknownAuthor: '—',
  current: 'trenutna',
  file: 'Datoteka',
  compare: 'Uporedi',
  compareHeading: (a: number, b: number) => `Razlike između verzije ${a} i verzije ${b}`,
  compareFrom: 'Starija verzija',
  compareTo: 'Novija verzija',
  noDifferences: 'Tekst je isti u obje verzije.',
  added: 'dodano',
  removed: 'uklonjeno',
  restoreVersion: 'Vrati ovu verziju',
  restoreVersionConfirm: (v: number) => `Vratiti verziju ${v}? Trenutni sadržaj ostaje sačuvan kao verzija.`,
  versionRestored: (v: number) => `Verzija ${v} je vraćena.`,
  restoreFailed: 'Vraćanje nije uspjelo.',
  bin: 'Kanta',
  binIntro: (days: number) => `Obrisane novosti i dokumenti čuvaju se ${days} dana; nakon toga se trajno brišu.`,
  binEmpty: 'Kanta je prazna.',
  type: 'Vrsta',
  title: 'Naslov',
  deletedAt: 'Obrisano',
  deletedBy: 'Obrisao/la',
  purgeAt: 'Trajno brisanje',
  restore: 'Vrati',
  restored: 'Vraćeno iz kante.',
  audit: 'Dnevnik izmjena',
  auditDenied: 'Dnevnik izmjena vide samo administratori.',
  auditEmpty: 'Nema zapisa.',
  actor: 'Korisnik',
  resource: 'Sadržaj',
  action: 'Radnja',
  item: 'Stavka',
  at: 'Vrijeme',
  ip: 'IP adresa',
  filter: 'Filtriraj',
  clearFilter: 'Poništi filter',
  anyResource: 'Sve',
  anyActor: 'Svi',
  accountsResource: 'Nalozi i prijave',
  fromDay: 'Od dana',
  toDay: 'Do dana',
  openFile: 'Otvori',
  openFileOf: (v: number) => `Otvori datoteku verzije ${v}`,
  thumbnailOf: (v: number) => `Slika verzije ${v}`,
  fileFailed: 'Datoteka se ne može otvoriti.',
  /** A version's file saved without a name of its own (a picture). */
  versionFileName: (v: number, ext: string) => `verzija-${v}.${ext}`,
  fileChange: (from: string, to: string) => `Datoteka: ${from} → ${to}`,
  fileWithSize: (name: string, size: string) => `${name} (${size})`,
  noFile: 'bez datoteke',
  unnamedFile: 'datoteka',
  pictureChanged: 'Slika promijenjena',
  pictureAdded: 'Slika dodana',
  pictureRemoved: 'Slika uklonjena',
  backToItem: (kind: string) => `← ${kind}`,
  exportCsv: 'Izvezi CSV',
  exportFailed: 'Izvoz nije uspio.',
  csvFileName: (day: string) => `dnevnik-${day}.csv`,
  csvColumns: {
    at: 'Vrijeme UTC (ISO 8601)',
    atLocal: 'Vrijeme (Sarajevo)',
    actor: 'Korisnik',
    action: 'Radnja',
    resource: 'Vrsta',
    itemId: 'ID stavke',
    title: 'Stavka',
  },
} as const;

/** The audit screen's rows a page. */
export const AUDIT_PAGE_SIZE = 50;
