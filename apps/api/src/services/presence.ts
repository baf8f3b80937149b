import { PRESENCE_ROWS_PER_ACCOUNT, PRESENCE_STALE_SECONDS, PRESENCE_TABS_PER_ITEM, type Editor } from '@dz/contracts';
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
      // forms (issue 36, every few seconds each) stay two statements; a stale row is ignored until then.
      if (Math.abs(at.getTime() - sweptAt) >= staleMs) {
        sweptAt = at.getTime();
        await sql(`DELETE FROM "Presence" WHERE "seenAt" < $1`, [stale]);
      }
      // This tab's row: the account's own (issue 41: the same tab id from another account is another row, never a
      // takeover), its since kept while it beats.
      await sql(
        `INSERT INTO "Presence" (resource, "itemId", tab, "accountId", since, "seenAt") VALUES ($1, $2, $3, $4, $5, $5)
         ON CONFLICT (resource, "itemId", tab, "accountId") DO UPDATE SET "seenAt" = $5,
           since = CASE WHEN "Presence"."seenAt" >= $6 THEN "Presence".since ELSE $5 END`,
        [form.resource, form.itemId, form.tab, accountId, at, stale], true,
      );
      // Then, in one statement read after that row was written: the account's rows past a cap go (PRESENCE_TABS_PER_ITEM
      // on one item, PRESENCE_ROWS_PER_ACCOUNT in all; the least recently heard first, this tab's row never), and one
      // line per other person with their earliest open tab (nobody is told about themselves). Rows another beat is
      // deleting or writing are skipped (SKIP LOCKED: no beat waits for another, so two never deadlock); whichever beat
      // comes last sees every row written before it, so once the beats are answered the caps hold.
      const rows = await sql<{ userName: string; since: Date }>(
        `WITH ranked AS (
           SELECT resource, "itemId", tab,
             row_number() OVER (ORDER BY (resource = $1 AND "itemId" = $2 AND tab = $3) DESC, "seenAt" DESC, since DESC, tab) AS overall,
             row_number() OVER (PARTITION BY resource, "itemId" ORDER BY (resource = $1 AND "itemId" = $2 AND tab = $3) DESC, "seenAt" DESC, since DESC, tab) AS onItem
           FROM "Presence" WHERE "accountId" = $4
         ), doomed AS (
           SELECT p.resource, p."itemId", p.tab FROM "Presence" p JOIN ranked r USING (resource, "itemId", tab)
           WHERE p."accountId" = $4 AND (r.overall > $6 OR r.onItem > $7)
           FOR UPDATE OF p SKIP LOCKED
         ), gone AS (
           DELETE FROM "Presence" p USING doomed d
           WHERE p."accountId" = $4 AND p.resource = d.resource AND p."itemId" = d."itemId" AND p.tab = d.tab
         )
         SELECT a."userName", min(p.since) AS since FROM "Presence" p JOIN "Account" a ON a.id = p."accountId"
         WHERE p.resource = $1 AND p."itemId" = $2 AND p."accountId" <> $4 AND p."seenAt" >= $5
         GROUP BY a."userName" ORDER BY since, a."userName"`,
        [form.resource, form.itemId, form.tab, accountId, stale, PRESENCE_ROWS_PER_ACCOUNT, PRESENCE_TABS_PER_ITEM], true,
      );
      return rows.map((r) => ({ userName: r.userName, since: new Date(r.since).toISOString() }));
    },

    /** The tab's form closed (or went elsewhere): gone at once for the others. Only its own account's row. */
    async leave(form: OpenForm, accountId: number): Promise<void> {
      await sql(`DELETE FROM "Presence" WHERE resource = $1 AND "itemId" = $2 AND tab = $3 AND "accountId" = $4`, [form.resource, form.itemId, form.tab, accountId]);
    },
  };
}
