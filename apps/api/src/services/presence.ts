import { PRESENCE_STALE_SECONDS, type Editor } from '@dz/contracts';
import type { Db } from '@dz/db';
import type { Clock } from '../clock.js';
import { poolSql } from '../db/sql.js';

/** Which edit form: the item's kind (one of EDITABLE_RESOURCES), its id, and the browser tab it is open in. */
export interface OpenForm {
  resource: string;
  itemId: number;
  tab: string;
}

/**
 * Who else has an item open in an edit form (issue 21, "Amela uređuje od 14:02"). Each open form
 * says so every PRESENCE_HEARTBEAT_MS (5 s); a tab not heard from for PRESENCE_STALE_SECONDS has closed. Kept in
 * the database, so every instance sees every form; times come from the app's clock, not the
 * database's. It only informs: the If-Match check (services/edits.ts) still protects both saves.
 */
export function presenceService(db: Pick<Db, 'pool'>, { now }: { now: Clock }) {
  const sql = poolSql(db);
  const staleMs = PRESENCE_STALE_SECONDS * 1000;
  let sweptAt = -Infinity;
  return {
    /** This tab's form is open (since its first beat, or again after a gap): the others open on the item now. */
    async beat(form: OpenForm, accountId: number): Promise<Editor[]> {
      const at = now();
      const stale = new Date(at.getTime() - staleMs);
      // Closed tabs' rows go at most once per stale time (each instance), not at every beat: the beats of many open
      // forms (issue 36, every few seconds each) stay one statement; a stale row is ignored until then.
      if (Math.abs(at.getTime() - sweptAt) >= staleMs) {
        sweptAt = at.getTime();
        await sql(`DELETE FROM "Presence" WHERE "seenAt" < $1`, [stale]);
      }
      // This tab's row, and one line per other person with their earliest open tab (nobody is told about themselves):
      // one round trip. The SELECT reads the rows as they were before this beat, which it never names anyway.
      const rows = await sql<{ userName: string; since: Date }>(
        `WITH me AS (
           INSERT INTO "Presence" (resource, "itemId", tab, "accountId", since, "seenAt") VALUES ($1, $2, $3, $4, $5, $5)
           ON CONFLICT (resource, "itemId", tab) DO UPDATE SET "seenAt" = $5, "accountId" = $4,
             since = CASE WHEN "Presence"."accountId" = $4 AND "Presence"."seenAt" >= $6 THEN "Presence".since ELSE $5 END)
         SELECT a."userName", min(p.since) AS since FROM "Presence" p JOIN "Account" a ON a.id = p."accountId"
         WHERE p.resource = $1 AND p."itemId" = $2 AND p.tab <> $3 AND p."accountId" <> $4 AND p."seenAt" >= $6
         GROUP BY a."userName" ORDER BY since, a."userName"`,
        [form.resource, form.itemId, form.tab, accountId, at, stale], true,
      );
      return rows.map((r) => ({ userName: r.userName, since: new Date(r.since).toISOString() }));
    },

    /** The tab's form closed (or went elsewhere): gone at once for the others. Only its own account's row. */
    async leave(form: OpenForm, accountId: number): Promise<void> {
      await sql(`DELETE FROM "Presence" WHERE resource = $1 AND "itemId" = $2 AND tab = $3 AND "accountId" = $4`, [form.resource, form.itemId, form.tab, accountId]);
    },
  };
}
