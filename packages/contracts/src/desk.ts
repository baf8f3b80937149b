import { z } from 'zod';
import type { ContentItem } from './content.js';
import type { AuditEntry } from './history.js';
import { API_ERRORS } from './messages.js';
import { MAX_ID } from './pagination.js';
import type { Notice } from './collection-schemas.js';
export * from './desk-text.js';

/**
 * The staff desk (issue 23, GET /api/desk, /urednik): what needs a staff member's eye, in one answer. Staff only.
 */

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
  /** The scheduled backups (issue 26): admins only, absent for other staff. */
  backup?: BackupStatus;
}

/**
 * The scheduled backups as an admin sees them (BACKUP_DIR, apps/api ops/schedule.ts): the newest backup in the folder,
 * the last failure since it, and when the next is due. `enabled` false: BACKUP_DIR is not set, none are written.
 */
export interface BackupStatus {
  enabled: boolean;
  everyHours?: number;
  keep?: number;
  /** The newest complete backup: when it was made (ISO), its file name and size. */
  last?: { at: string; file: string; bytes: number };
  /** Backups in the folder now. */
  count?: number;
  /** The last attempt that failed, when none succeeded after it (ISO, one line). */
  failure?: { at: string; message: string };
  /** When the next is due (ISO): now when there is none. */
  nextDue?: string;
  /** No backup, or the newest is older than two periods: the schedule is not running as it should. */
  overdue?: boolean;
}

/** POST /api/desk/provjereno: a clinic's or service's facts confirmed as right ("Provjereno"). */
export const factReviewSchema = z.object({
  kind: z.enum(FACT_KINDS, { error: API_ERRORS.invalidValue }),
  id: z.number({ error: API_ERRORS.invalidValue }).int({ error: API_ERRORS.invalidValue }).positive({ error: API_ERRORS.invalidValue })
    .max(MAX_ID, { error: API_ERRORS.invalidValue }),
});
export type FactReviewInput = z.infer<typeof factReviewSchema>;
