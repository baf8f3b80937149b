import { PRESENCE_STALE_SECONDS, type Editor } from '@dz/contracts';
import type { Db } from '@dz/db';
import type { Clock } from '../clock.js';
import { poolSql } from './sql.js';

/** Which edit form: the item's kind (one of EDITABLE_RESOURCES), its id, and the browser tab it is open in. */
export interface OpenForm {
  resource: string;
  itemId: number;
  tab: string;
}

/**
 * Who else has an item open in an edit form (issue 21, "Amela uređuje od 14:02"). Each open form
 * says so about once a minute; a tab not heard from for PRESENCE_STALE_SECONDS has closed. Kept in
 * the database, so every instance sees every form; times come from the app's clock, not the
 * database's. It only informs: the If-Match check (services/edits.ts) still protects both saves.
 */
export function presenceService(db: Pick<Db, 'pool'>, { now }: { now: Clock }) {
  const sql = poolSql(db);
  return {
    /** This tab's form is open (since its first beat, or again after a gap): the others open on the item now. */
    async beat(form: OpenForm, accountId: number): Promise<Editor[]> {
      const at = now();
      const stale = new Date(at.getTime() - PRESENCE_STALE_SECONDS * 1000);
      await sql(`DELETE FROM "Presence" WHERE "seenAt" < $1`, [stale]);
      await sql(
        `INSERT INTO "Presence" (resource, "itemId", tab, "accountId", since, "seenAt") VALUES ($1, $2, $3, $4, $5, $5)
         ON CONFLICT (resource, "itemId", tab) DO UPDATE SET "seenAt" = $5, "accountId" = $4,
           since = CASE WHEN "Presence"."accountId" = $4 THEN "Presence".since ELSE $5 END`,
        [form.resource, form.itemId, form.tab, accountId, at],
      );
      // One line per other person, with their earliest open tab; nobody is told about themselves.
      const rows = await sql<{ userName: string; since: Date }>(
        `SELECT a."userName", min(p.since) AS since FROM "Presence" p JOIN "Account" a ON a.id = p."accountId"
         WHERE p.resource = $1 AND p."itemId" = $2 AND p."accountId" <> $3 AND p."seenAt" >= $4
         GROUP BY a."userName" ORDER BY since, a."userName"`,
        [form.resource, form.itemId, accountId, stale],
      );
      return rows.map((r) => ({ userName: r.userName, since: new Date(r.since).toISOString() }));
    },

    /** The tab's form closed (or went elsewhere): gone at once for the others. Only its own account's row. */
    async leave(form: OpenForm, accountId: number): Promise<void> {
      await sql(`DELETE FROM "Presence" WHERE resource = $1 AND "itemId" = $2 AND tab = $3 AND "accountId" = $4`, [form.resource, form.itemId, form.tab, accountId]);
    },
  };
}
