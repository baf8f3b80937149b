import type { PageQuery, Storage } from '@dz/contracts';
import type { Db } from '@dz/db';
import { ident, literal } from '../db/copy-bytes.js';

/**
 * Runs one SQL statement: on the pool (the API) or inside a Prisma transaction (the demo seed). Inside a pool
 * transaction (tx.ts) it can also write a row's bytes by COPY (`bytesIn`, db/copy-bytes.ts copyBytesIn).
 */
export type Sql = (<T>(text: string, values: unknown[], prepared?: boolean) => Promise<T[]>) & {
  bytesIn?: (table: string, keyColumn: string, key: number, column: string, data: Uint8Array) => Promise<void>;
};

/**
 * A row of a key and its bytes into `table` (names of ours: quoted SQL): by COPY in slices where `sql` can (a pool
 * transaction), else as a bytea parameter (the demo seed's Prisma transaction, in a process of its own).
 */
export async function putBytes(sql: Sql, table: string, keyColumn: string, key: number, column: string, data: Uint8Array): Promise<void> {
  if (sql.bytesIn) return sql.bytesIn(table, keyColumn, key, column, data);
  await sql(`INSERT INTO ${table} (${keyColumn}, ${column}) VALUES ($1, $2::bytea)`, [key, data]);
}
/**
 * A statement run often whose text never changes (its values are all parameters) may be `prepared`: on the pool it is
 * then a prepared statement of each connection, parsed once per connection instead of once per run (a search's
 * statements: 0.2 ms of PostgreSQL's ~3 ms a search). The search's are still planned for each run's values (its pool's
 * connections set plan_cache_mode = force_custom_plan, @dz/db createPrisma): how a search is best run depends on how
 * many entries its words match. The name comes from the text, so one name is always one text: only a text that never
 * changes may be prepared (each is kept by every connection).
 */
const statementNames = new Map<string, string>();
const statementName = (text: string) => {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, name = `dz_${statementNames.size + 1}`);
  return name;
};
export const poolSql = (db: Pick<Db, 'pool'>): Sql => async <T>(text: string, values: unknown[], prepared?: boolean) =>
  (await db.pool.query(prepared ? { text, values, name: statementName(text) } : { text, values })).rows as T[];
export const prismaSql = (tx: Pick<Db, '$queryRawUnsafe'>): Sql => <T>(text: string, values: unknown[]) => tx.$queryRawUnsafe<T[]>(text, ...values);

/**
 * One page of a list and the count of all its rows, in one round trip (docs/product.md
 * "Entities": { items, totalItems }). `count` is `SELECT count(*)::int AS total FROM …`, `rows`
 * the ordered SELECT of the rows (an `id` among them) without LIMIT and OFFSET, which are added
 * after `values`. Straight on the pool: Prisma doubled the cost of the site's busiest query (bench/).
 */
export async function pageOfRows<R extends { id: number }>(
  sql: Sql,
  query: { count: string; rows: string; values: unknown[] },
  { page, pageSize }: PageQuery,
): Promise<{ rows: R[]; total: number }> {
  const n = query.values.length;
  const result = await sql<{ total: number } & (R | { [K in keyof R]: null })>(
    `SELECT c.total, p.* FROM (${query.count}) c
     LEFT JOIN LATERAL (${query.rows} LIMIT $${n + 1} OFFSET $${n + 2}) p ON true`,
    [...query.values, pageSize, (page - 1) * pageSize],
  );
  // A page past the end still carries the count: one row of nulls.
  return { rows: result.filter((r): r is { total: number } & R => r.id !== null), total: result[0]?.total ?? 0 };
}

/**
 * For kinds sharing one table (the document types): the condition that a row (alias `alias`) is this kind's, from its
 * description's discriminator (a value of our code, written as a literal); '' for a kind with a table of its own.
 */
export const ofKind = (s: Storage, alias = 'd') =>
  (s.discriminator ? `${alias}.${ident(s.discriminator.column)} = ${literal(s.discriminator.value)}::${ident(s.discriminator.type)}` : '');
