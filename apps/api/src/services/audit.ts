import type { AuditAction, AuditEntry, AuditQuery, Paged } from '@dz/contracts';
import type { Db } from '@dz/db';
import { pageOfRows, poolSql, type Sql } from './sql.js';

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

type Row = { id: number; at: Date; actorId: number | null; actorName: string; action: string; resource: string; itemId: string | null; ip: string };

export function auditService(db: Db) {
  const sql = poolSql(db);
  return {
    /** Newest first; `actor` and `resource` match exactly (case-insensitive for the resource). */
    async list(query: AuditQuery): Promise<Paged<AuditEntry>> {
      const where = `WHERE ($1::text IS NULL OR "actorName" = $1) AND ($2::text IS NULL OR lower(resource) = lower($2))`;
      const { rows, total } = await pageOfRows<Row>(sql, {
        count: `SELECT count(*)::int AS total FROM "AuditLog" ${where}`,
        rows: `SELECT id, at, "actorId", "actorName", action, resource, "itemId", ip FROM "AuditLog" ${where} ORDER BY id DESC`,
        values: [query.actor || null, query.resource || null],
      }, query);
      return { items: rows.map((r) => ({ ...r, action: r.action as AuditAction, at: r.at.toISOString() })), totalItems: total };
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
