import { API_ERRORS, itemTag } from '@dz/contracts';
import { StaleEditError } from '../errors.js';
import type { Sql } from '../db/sql.js';

/**
 * Two editors at once (optimistic concurrency): an editable item's version is the time of its
 * last save, sent as its ETag (http/item-tag.ts). A PUT or DELETE that carries `If-Match` is
 * checked inside its own transaction with the item's row locked, so of two saves made from the
 * same version only the first passes; the other gets 412 naming who saved last and when. Without
 * `If-Match` (legacy clients) nothing is checked.
 */

/** The If-Match a write carries: its entity tags, '*' (any current version), or undefined (no header). */
export type Expected = readonly string[] | '*' | undefined;


/**
 * In a write's transaction, before it changes anything: locks the item's row and refuses the write
 * when it is no longer the version the client read. A missing row is left to the write's own 404.
 * `table` is a quoted table name of ours, never input.
 */
export async function assertUnchanged(sql: Sql, table: string, id: number, expected: Expected, resource: string): Promise<void> {
  if (expected === undefined) return;
  const [row] = await sql<{ updatedAt: Date }>(`SELECT "updatedAt" FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
  if (!row) return;
  await assertCurrent(sql, itemTag(row.updatedAt), expected, resource, String(id), row.updatedAt);
}

/**
 * Refuses a write whose If-Match does not name `current`, the entity tag of what is stored now (read in the write's
 * transaction, under a lock the write keeps): 412 naming who saved it last, by the newest audit row of a signed-in
 * account for the item (`itemId` null: the resource as a whole, as the synonyms), and when (else `savedAt`).
 */
export async function assertCurrent(
  sql: Sql, current: string, expected: Expected, resource: string, itemId: string | null, savedAt: Date,
): Promise<void> {
  if (expected === undefined || expected === '*' || expected.includes(current)) return;
  const [last] = await sql<{ actorName: string; at: Date }>(
    `SELECT "actorName", at FROM "AuditLog" WHERE resource = $1 AND ${itemId === null ? '"itemId" IS NULL' : '"itemId" = $2'}
     AND "actorId" IS NOT NULL ORDER BY id DESC LIMIT 1`,
    itemId === null ? [resource] : [resource, itemId],
  );
  const who = last?.actorName ?? '';
  const when = new Date(last?.at ?? savedAt).toISOString();
  throw new StaleEditError(API_ERRORS.editConflict(who, when), who, when);
}
