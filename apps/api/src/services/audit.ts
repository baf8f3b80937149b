import {
  AUDIT_CSV_BATCH, LISTED_COLLECTIONS, collectionByResource, columnOf, titleFieldOf,
  type AuditAction, type AuditEntry, type AuditFilter, type AuditQuery, type Paged,
} from '@dz/contracts';
import type { Db } from '@dz/db';
import { ident, literal, ofKind, poolSql, type Sql } from '../db/sql.js';
import { pageOfRows } from '../db/paging.js';

/**
 * The audit log (docs/product.md "Audit log"): who did what to which item, from where. A row is
 * written by the write's own transaction (the Sql given), so a change and its record are stored
 * together or not at all. Never a password, hash or token: only the fields below.
 */

/** Who acts: the signed-in account (id null for nobody, e.g. a failed login: then the name tried if an account has it, see accountService.loggedIn) and the client's address. */
export interface Actor {
  id: number | null;
  userName: string;
  ip: string;
}

/** What was touched: the API's resource name (Novost, a registry resource, Account, Ambulanta, …) and the item's id. */
export interface AuditTarget {
  resource: string;
  itemId?: number | string | null;
}

/** The row of one audit entry: these fields and nothing else. */
export const auditRow = (actor: Actor, action: AuditAction, target: AuditTarget) => ({
  actorId: actor.id,
  actorName: actor.userName.slice(0, 200),
  action,
  resource: target.resource,
  itemId: target.itemId == null ? null : String(target.itemId),
  ip: actor.ip.slice(0, 64),
});

/** An audit row through SQL (the writes made in SQL: news and documents). */
export async function audit(sql: Sql, actor: Actor, action: AuditAction, target: AuditTarget): Promise<void> {
  const r = auditRow(actor, action, target);
  await sql(
    `INSERT INTO "AuditLog" ("actorId", "actorName", action, resource, "itemId", ip) VALUES ($1, $2, $3, $4, $5, $6)`,
    [r.actorId, r.actorName, r.action, r.resource, r.itemId, r.ip],
  );
}

type Row = { id: number; at: Date; actorId: number | null; actorName: string; action: string; resource: string; itemId: string | null; ip: string; title: string | null };

/** The accounts' name in the audit log (as services/accounts.ts writes it). */
const ACCOUNT = 'Account';

/**
 * An audit row's item as it is now: its title, for the kinds kept in a table of their own (LISTED_COLLECTIONS: their
 * table, title column and discriminator), while it is there (a purged item has none); an account's user name (a login,
 * a password change: never its number), or, once the account is gone, the name it acted under itself. Alias a: the
 * audit row.
 */
const itemTitle = () => `CASE${LISTED_COLLECTIONS.map((c) => {
  const s = c.storage!;
  const kind = ofKind(s) && ` AND ${ofKind(s)}`;
  return ` WHEN a.resource = ${literal(c.resource)} AND a."itemId" ~ '^[1-9][0-9]{0,8}$' THEN
    (SELECT d.${ident(columnOf(titleFieldOf(c)))}::text FROM ${ident(s.table)} d WHERE d.id = a."itemId"::int${kind})`;
}).join('')} WHEN a.resource = ${literal(ACCOUNT)} AND a."itemId" ~ '^[1-9][0-9]{0,8}$' THEN
    coalesce((SELECT d."userName"::text FROM "Account" d WHERE d.id = a."itemId"::int), CASE WHEN a."actorId"::text = a."itemId" THEN a."actorName" END)
  END`;

/**
 * The filters GET /api/audit and GET /api/audit.csv share (alias a): $1 the actor, $2 the resource (both in any case),
 * $3 and $4 the first and last day in Sarajevo (both included); null where not given.
 */
const FILTER = `($1::text IS NULL OR lower(a."actorName") = lower($1)) AND ($2::text IS NULL OR lower(a.resource) = lower($2))
        AND ($3::date IS NULL OR a.at >= ($3::date)::timestamp AT TIME ZONE 'Europe/Sarajevo')
        AND ($4::date IS NULL OR a.at < ($4::date + 1)::timestamp AT TIME ZONE 'Europe/Sarajevo')`;
const filterValues = (f: AuditFilter) => [f.actor || null, f.resource || null, f.from ?? null, f.to ?? null];

/** One row of the CSV export: the list's row and its time in Sarajevo ("2026-11-26 14:32:05"). */
export type AuditExportRow = AuditEntry & { atLocal: string };

/** A row as the API answers it: ISO time, its item's title ('' when none) and edit screen. */
function entryOf<R extends Row>(r: R): Omit<R, 'at' | 'title' | 'action'> & AuditEntry {
  const c = r.title !== null && r.itemId !== null ? collectionByResource(r.resource) : undefined;
  return { ...r, action: r.action as AuditAction, at: r.at.toISOString(), title: r.title ?? '', editUrl: c ? c.paths.edit(r.itemId!) : null };
}

export function auditService(db: Db) {
  const sql = poolSql(db);
  return {
    /**
     * Every row the filter matches, newest first, in batches of AUDIT_CSV_BATCH (keyset on the id, so a long export
     * holds one batch in memory and rows written meanwhile do not shift it): what GET /api/audit.csv streams.
     */
    async *exportRows(filter: AuditFilter): AsyncGenerator<AuditExportRow[]> {
      let before: number | null = null;
      for (;;) {
        const rows: (Row & { atLocal: string })[] = await sql<Row & { atLocal: string }>(
          `SELECT a.id, a.at, a."actorId", a."actorName", a.action, a.resource, a."itemId", a.ip, ${itemTitle()} AS title,
             to_char(a.at AT TIME ZONE 'Europe/Sarajevo', 'YYYY-MM-DD HH24:MI:SS') AS "atLocal"
           FROM "AuditLog" a WHERE ${FILTER} AND ($5::int IS NULL OR a.id < $5) ORDER BY a.id DESC LIMIT ${AUDIT_CSV_BATCH}`,
          [...filterValues(filter), before]);
        if (rows.length) yield rows.map(entryOf);
        if (rows.length < AUDIT_CSV_BATCH) return;
        before = rows.at(-1)!.id;
      }
    },

    /** The account's newest `limit` rows about items of these resources (the staff desk's "my recent edits"). */
    async recentOf(actor: { id: number; userName: string }, resources: string[], limit: number): Promise<AuditEntry[]> {
      // By the name first: the (actorName, id) index walks the account's rows newest first.
      const rows = await sql<Row>(
        `SELECT a.id, a.at, a."actorId", a."actorName", a.action, a.resource, a."itemId", a.ip, ${itemTitle()} AS title
         FROM "AuditLog" a WHERE a."actorName" = $4 AND a."actorId" = $1 AND a.resource = ANY($2::text[]) AND a."itemId" IS NOT NULL
         ORDER BY a.id DESC LIMIT $3`,
        [actor.id, resources, limit, actor.userName]);
      return rows.map(entryOf);
    },

    /**
     * Newest first; `actor` and `resource` match in any case, `from` and `to` are days in Sarajevo (both included).
     * Each row names its item by its title now, with its edit screen's address.
     */
    async list(query: AuditQuery): Promise<Paged<AuditEntry>> {
      const where = `WHERE ${FILTER}`;
      const { rows, total } = await pageOfRows<Row>(sql, {
        count: `SELECT count(*)::int AS total FROM "AuditLog" a ${where}`,
        rows: `SELECT a.id, a.at, a."actorId", a."actorName", a.action, a.resource, a."itemId", a.ip, ${itemTitle()} AS title
               FROM "AuditLog" a ${where} ORDER BY a.id DESC`,
        values: filterValues(query),
      }, query);
      return { items: rows.map(entryOf), totalItems: total };
    },
  };
}

/** A Prisma transaction client: what `audited` hands its write. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

/**
 * A Prisma write and its audit row in one transaction. `target.itemId` undefined: the id of what
 * the write returns (a create's new row).
 */
export function audited<T>(db: Db, actor: Actor, action: AuditAction, target: AuditTarget, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.$transaction(async (tx) => {
    const result = await write(tx);
    const itemId = target.itemId === undefined ? (result as { id?: number } | undefined)?.id : target.itemId;
    // Through Prisma's model, so a serializable conflict reads as one (db/conflicts.ts).
    await tx.auditLog.create({ data: auditRow(actor, action, { resource: target.resource, itemId }), select: { id: true } });
    return result;
  });
}
