import {
  API_ERRORS, DESK_LIST_SIZE, FACT_REVIEW_MONTHS, LISTED_COLLECTIONS, collectionByResource, type BackupStatus, type Desk, type Notice, type FactKind, type FactReviewInput,
  type StaleFact,
} from '@dz/contracts';
import type { Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { NotFoundError } from '../errors.js';
import { audit, type Actor, type auditService } from './audit.js';
import type { contentService } from './content.js';
import type { searchMisses } from './search-misses.js';
import { poolSql } from '../db/sql.js';
import { inTransaction } from '../db/transaction.js';
import type { CollectionService } from './collection.js';

/** Where each kind of fact lives: its table, its title column and its audit resource. */
const FACT_TABLES: Record<FactKind, { table: string; title: string; resource: string }> = {
  clinic: { table: '"Ambulanta"', title: 'name', resource: 'Ambulanta' },
  service: { table: '"Sluzba"', title: 'title', resource: 'Sluzba' },
};

/**
 * The staff desk (issue 23, contracts desk.ts): the signed-in account's recent edits, drafts, scheduled items, the
 * notices shown now, clinics and services whose facts nobody confirmed or saved for FACT_REVIEW_MONTHS, and the
 * searches that found nothing. Read from the services that own each (content lists, audit, notices, search misses).
 */
export function deskService(db: Db, deps: {
  now?: Clock;
  content: ReturnType<typeof contentService>;
  audit: ReturnType<typeof auditService>;
  notices: CollectionService<Notice>;
  misses: ReturnType<typeof searchMisses>;
  /** The scheduled backups' state (issue 26, apps/api ops/schedule.ts), shown to admins; unset: BACKUP_DIR is not set. */
  backup?: () => Promise<BackupStatus>;
}) {
  const sql = poolSql(db);
  const now = deps.now ?? systemClock;
  const page = { q: '', author: '', page: 1, pageSize: DESK_LIST_SIZE } as const;

  /** Units out of the bin whose last check (a "Provjereno" or a save) is older than FACT_REVIEW_MONTHS months, oldest first. */
  async function staleFacts(): Promise<StaleFact[]> {
    const parts = (Object.entries(FACT_TABLES) as [FactKind, (typeof FACT_TABLES)[FactKind]][]).map(([kind, t]) =>
      `SELECT '${kind}'::text AS kind, u.id, u.${t.title}::text AS title, greatest(u."updatedAt", r."checkedAt") AS "lastChecked"
       FROM ${t.table} u LEFT JOIN "FactReview" r ON r.kind = '${kind}' AND r."itemId" = u.id WHERE u."deletedAt" IS NULL`);
    const rows = await sql<{ kind: FactKind; id: number; title: string; lastChecked: Date }>(
      `SELECT * FROM (${parts.join(' UNION ALL ')}) x WHERE x."lastChecked" < $1::timestamptz - make_interval(months => $2)
       ORDER BY x."lastChecked", x.kind, x.id LIMIT 50`,
      [now().toISOString(), FACT_REVIEW_MONTHS],
    );
    return rows.map((r) => ({
      ...r, lastChecked: r.lastChecked.toISOString(), editUrl: collectionByResource(FACT_TABLES[r.kind].resource)!.paths.edit(r.id),
    }));
  }

  return {
    /** The desk of `actor`; with `admin`, the scheduled backups' state too. */
    async get(actor: Actor, admin = false): Promise<Desk> {
      const [recentEdits, drafts, scheduled, notices, stale, missedSearches, backup] = await Promise.all([
        deps.audit.recentOf({ id: actor.id!, userName: actor.userName }, LISTED_COLLECTIONS.map((c) => c.resource), DESK_LIST_SIZE),
        deps.content.list({ ...page, status: 'draft', sort: 'date' }),
        deps.content.list({ ...page, status: 'scheduled', sort: 'publishAt' }),
        deps.notices.list('public'),
        staleFacts(),
        deps.misses.top(),
        admin ? (deps.backup?.() ?? { enabled: false }) : undefined,
      ]);
      return { recentEdits, drafts: drafts.items, scheduled: scheduled.items, notices, staleFacts: stale, missedSearches, ...(backup ? { backup } : {}) };
    },

    /** "Provjereno": the unit's facts confirmed now by `actor` (404 for an unknown unit), with an audit row. */
    review: (input: FactReviewInput, actor: Actor) => inTransaction(db, async (tx) => {
      const t = FACT_TABLES[input.kind];
      const found = await tx(`SELECT 1 FROM ${t.table} WHERE id = $1 AND "deletedAt" IS NULL`, [input.id]);
      if (!found.length) throw new NotFoundError(API_ERRORS.notFound);
      await tx(
        `INSERT INTO "FactReview" (kind, "itemId", "checkedAt", "checkedBy") VALUES ($1, $2, $3, $4)
         ON CONFLICT (kind, "itemId") DO UPDATE SET "checkedAt" = EXCLUDED."checkedAt", "checkedBy" = EXCLUDED."checkedBy"`,
        [input.kind, input.id, now(), actor.userName.slice(0, 50)],
      );
      await audit(tx, actor, 'review', { resource: t.resource, itemId: input.id });
    }),
  };
}
