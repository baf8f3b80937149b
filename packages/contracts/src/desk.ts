import { z } from 'zod';
import type { ContentItem } from './content.js';
import type { AuditEntry } from './history.js';
import { API_ERRORS } from './messages.js';
import { MAX_ID } from './pagination.js';
import type { Notice } from './units.js';

/**
 * The staff desk (issue 23, GET /api/desk, /urednik): what needs a staff member's eye, in one answer. Staff only.
 */

/** Facts residents act on (hours, phones) count as stale when nobody confirmed or saved them for this long. */
export const FACT_REVIEW_MONTHS = 6;
/** Searches that found nothing: of the last 30 days, the 20 asked most; rows are kept 90 days, at most 500 new ones a day. */
export const SEARCH_MISS_LIMITS = { days: 30, shown: 20, keptDays: 90, perDay: 500, maxChars: 100 } as const;
/** How many of my recent edits, drafts and scheduled items the desk lists (the content list has them all). */
export const DESK_LIST_SIZE = 10;

export const FACT_KINDS = ['clinic', 'service'] as const;
export type FactKind = (typeof FACT_KINDS)[number];

export interface StaleFact {
  kind: FactKind;
  id: number;
  title: string;
  editUrl: string;
  /** The last confirmation or save (ISO). */
  lastChecked: string;
}

export interface Desk {
  /** The signed-in account's newest saves of content (audit rows), each with its item's title and edit screen. */
  recentEdits: AuditEntry[];
  drafts: ContentItem[];
  /** Soonest first, each with its time. */
  scheduled: ContentItem[];
  /** Notices shown on the site now. */
  notices: Notice[];
  staleFacts: StaleFact[];
  /** Query text and how often, most asked first; nothing about who asked. */
  missedSearches: { query: string; count: number }[];
}

/** POST /api/desk/provjereno: a clinic's or service's facts confirmed as right ("Provjereno"). */
export const factReviewSchema = z.object({
  kind: z.enum(FACT_KINDS, { error: API_ERRORS.invalidValue }),
  id: z.number({ error: API_ERRORS.invalidValue }).int({ error: API_ERRORS.invalidValue }).positive({ error: API_ERRORS.invalidValue })
    .max(MAX_ID, { error: API_ERRORS.invalidValue }),
});
export type FactReviewInput = z.infer<typeof factReviewSchema>;

/** The desk's words. */
export const DESK_UI = {
  heading: 'Radni stol',
  recentEdits: 'Moje posljednje izmjene',
  noRecentEdits: 'Još niste ništa mijenjali.',
  drafts: 'Nacrti',
  noDrafts: 'Nema nacrta.',
  scheduled: 'Zakazane objave',
  noScheduled: 'Nema zakazanih objava.',
  /** Why no scheduled item is ever late: its time is compared at every read (publication.ts). */
  neverLate: 'Zakazana objava se pojavljuje u svoje vrijeme, bez ikakvog pokretanja: nijedna ne kasni.',
  notices: 'Obavijesti na stranici sada',
  noNotices: 'Trenutno nema obavijesti na stranici.',
  staleFacts: `Podaci neprovjereni duže od ${FACT_REVIEW_MONTHS} mjeseci (radno vrijeme, telefoni)`,
  noStaleFacts: 'Svi podaci o ambulantama i službama su provjereni.',
  lastChecked: 'Zadnja provjera',
  checked: 'Provjereno',
  checkedFor: (title: string) => `Provjereno: ${title}`,
  checkedDone: (title: string) => `Označeno kao provjereno: ${title}.`,
  missedSearches: `Pretrage bez rezultata (posljednjih ${SEARCH_MISS_LIMITS.days} dana)`,
  noMissedSearches: 'Nema pretraga bez rezultata.',
  query: 'Upit',
  count: 'Broj',
  allContent: 'Sav sadržaj',
} as const;
