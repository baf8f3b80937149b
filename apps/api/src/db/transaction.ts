import type { Db } from '@dz/db';
import { copyBytesIn } from './copy-bytes.js';
import type { Sql } from './sql.js';

/**
 * One transaction on a pool connection: `fn` runs its statements through the given Sql, and
 * all of them are committed or none (a write, its version and its audit row: docs/architecture.md).
 */
export async function inTransaction<T>(db: Pick<Db, 'pool'>, fn: (sql: Sql) => Promise<T>): Promise<T> {
  const client = await db.pool.connect();
  let broken: Error | undefined;
  // A checked-out client has no error listener of the pool's: a connection lost between two statements
  // (a database restart) would be an uncaught 'error' and end the process. Kept to be thrown instead
  // of node-postgres' "not queryable", so the answer says what happened (57P01 and the like: 503).
  let lost: Error | undefined;
  const onLost = (err: Error) => { lost ??= err; };
  client.on('error', onLost);
  try {
    await client.query('BEGIN');
    const sql: Sql = Object.assign(async <R>(text: string, values: unknown[]) => (await client.query(text, values)).rows as R[], {
      bytesIn: (table: string, keyColumn: string, key: number, column: string, data: Uint8Array) => copyBytesIn(client, table, keyColumn, key, column, data),
    });
    const result = await fn(sql);
    await client.query('COMMIT');
    return result;
  } catch (e) {
    await client.query('ROLLBACK').catch((err: Error) => { broken = err; });
    throw lost ?? e;
  } finally {
    client.off('error', onLost);
    // A connection that could not roll back (or was lost) is not given to the next request.
    client.release(broken ?? lost);
  }
}
