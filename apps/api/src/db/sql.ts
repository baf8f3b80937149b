import type { Storage } from '@dz/contracts';
import type { Db } from '@dz/db';
import pg from 'pg';

/**
 * The API's SQL, in one place (docs/architecture.md "Data"): how names and values of ours are written into SQL text,
 * how a statement runs (on the pool, inside a transaction of either kind), and the conditions built from a kind's
 * description. Paging: paging.ts; transactions: transaction.ts; what the public sees: visibility.ts.
 */

/** A string of ours (from code or the clock, never input) as an SQL literal, for text that takes no parameters (COPY). */
export const literal = (value: string) => pg.escapeLiteral(value);

/** A table's or column's name of ours (from code, never input) as SQL writes it: quoted. */
export const ident = (name: string) => pg.escapeIdentifier(name);

/** An integer for SQL text (COPY takes no parameters). */
export const int = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new TypeError(`not an integer: ${n}`);
  return String(n);
};


/**
 * Runs one SQL statement: on the pool (the API) or inside a Prisma transaction (the demo seed). Inside a pool
 * transaction (transaction.ts) it can also write a row's bytes by COPY (`bytesIn`, copy-bytes.ts copyBytesIn).
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
 * For kinds sharing one table (the document types): the condition that a row (alias `alias`) is this kind's, from its
 * description's discriminator (a value of our code, written as a literal); '' for a kind with a table of its own.
 */
export const ofKind = (s: Storage, alias = 'd') =>
  (s.discriminator ? `${alias}.${ident(s.discriminator.column)} = ${literal(s.discriminator.value)}::${ident(s.discriminator.type)}` : '');
