import { API_ERRORS, columnOf, type Collection, type Storage } from '@dz/contracts';
import type { Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { ident, poolSql, type Sql } from '../db/sql.js';
import { inTransaction } from '../db/transaction.js';
import { NotFoundError } from '../errors.js';
import { audit, type Actor } from './audit.js';
import { assertUnchanged, type Expected } from './edits.js';
import { beforeSave, moveToBin, saved, type Versioned } from './history.js';

/** A collection the generic code keeps: it says where (its `storage`). */
export type Stored = Collection & { storage: Storage };

/** An item as the API answers it: its id, each field under its wire name, its times. */
export type CollectionItem = { id: number; createdAt: string; updatedAt: string; [wire: string]: unknown };

/**
 * Any collection's items, read and written from its description alone (issue 22): its table, its fields' columns
 * and wire names, and its capabilities (versions, bin, audit). A save is one transaction with its version and audit
 * row (services/history.ts); a delete goes to the bin when the kind has one, else for good with its audit row. A
 * kind with files (PDF, picture) has its own service: those travel as multipart and are kept in their stores.
 */
export function collectionService(db: Db, c: Stored, { now = systemClock }: { now?: Clock } = {}) {
  const sql = poolSql(db);
  const table = ident(c.storage.table);
  // A date is a PostgreSQL date, read as its YYYY-MM-DD text (never a JavaScript Date in the process's time zone); an
  // optional one left empty is NULL, answered as ''.
  const fields = c.fields.map((f) => ({ wire: f.wire, column: columnOf(f), date: f.type === 'date' }));
  const columns = fields.map((f) => ident(f.column));
  const selected = `d.id, ${fields.map((f) => (f.date ? `d.${ident(f.column)}::text AS ${ident(f.column)}` : `d.${ident(f.column)}`)).join(', ')}, d."createdAt", d."updatedAt"`;
  const live = c.capabilities.bin ? ' AND d."deletedAt" IS NULL' : '';
  const versioned = c.capabilities.versions && c.storage.versions ? (c as Versioned) : undefined;
  const answer = (r: Record<string, unknown>): CollectionItem => ({
    id: r.id as number,
    ...Object.fromEntries(fields.map((f) => [f.wire, f.date ? (r[f.column] ?? '') : r[f.column]])),
    createdAt: (r.createdAt as Date).toISOString(),
    updatedAt: (r.updatedAt as Date).toISOString(),
  });
  const valuesOf = (input: Record<string, unknown>) => fields.map((f) => (f.date && input[f.wire] === '' ? null : input[f.wire]));

  /** After a write, in its transaction: the next version and the audit row, or the audit row alone. */
  const written = (q: Sql, id: number, actor: Actor, action: 'create' | 'update') =>
    versioned ? saved(q, versioned, id, actor, action) : audit(q, actor, action, { resource: c.resource, itemId: id });

  return {
    /** Oldest first, as the legacy lists are. */
    async list(): Promise<CollectionItem[]> {
      return (await sql<Record<string, unknown>>(`SELECT ${selected} FROM ${table} d WHERE true${live} ORDER BY d.id`, [])).map(answer);
    },

    async get(id: number): Promise<CollectionItem> {
      const [r] = await sql<Record<string, unknown>>(`SELECT ${selected} FROM ${table} d WHERE d.id = $1${live}`, [id]);
      if (!r) throw new NotFoundError(API_ERRORS.notFound);
      return answer(r);
    },

    create: (input: Record<string, unknown>, actor: Actor): Promise<CollectionItem> => inTransaction(db, async (q) => {
      const [r] = await q<Record<string, unknown>>(
        `INSERT INTO ${table} AS d (${columns.join(', ')}, "updatedAt") VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}, now()) RETURNING ${selected}`,
        valuesOf(input));
      await written(q, r!.id as number, actor, 'create');
      return answer(r!);
    }),

    /** Unknown, or in the bin: 404. A stale If-Match: 412 naming who saved it (services/edits.ts). */
    update: (id: number, input: Record<string, unknown>, actor: Actor, expected?: Expected): Promise<CollectionItem> => inTransaction(db, async (q) => {
      await assertUnchanged(q, table, id, expected, c.resource);
      if (versioned) await beforeSave(q, versioned, id);
      const [r] = await q<Record<string, unknown>>(
        `UPDATE ${table} d SET ${columns.map((col, i) => `${col} = $${i + 2}`).join(', ')}, "updatedAt" = now() WHERE d.id = $1${live} RETURNING ${selected}`,
        [id, ...valuesOf(input)]);
      if (!r) throw new NotFoundError(API_ERRORS.notFound);
      await written(q, id, actor, 'update');
      return answer(r);
    }),

    /** Into the bin when the kind has one (restorable for 30 days), else deleted for good. */
    remove: (id: number, actor: Actor, expected?: Expected): Promise<void> => inTransaction(db, async (q) => {
      await assertUnchanged(q, table, id, expected, c.resource);
      if (versioned && c.capabilities.bin) return moveToBin(q, versioned, id, actor, now());
      const rows = await q(`DELETE FROM ${table} d WHERE d.id = $1 RETURNING d.id`, [id]);
      if (!rows.length) throw new NotFoundError(API_ERRORS.notFound);
      await audit(q, actor, 'delete', { resource: c.resource, itemId: id });
    }),
  };
}
