import { z } from 'zod';
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
  'create', 'update', 'delete', 'restore', 'restore-version', 'end',
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

/** The Bosnian names of the audit's actions, for the screen. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Dodano',
  update: 'Izmijenjeno',
  delete: 'Premješteno u kantu',
  restore: 'Vraćeno iz kante',
  'restore-version': 'Vraćena verzija',
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
} as const;

/** The audit screen's rows a page. */
export const AUDIT_PAGE_SIZE = 50;
