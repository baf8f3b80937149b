import { createReadStream, createWriteStream } from 'node:fs';
import readline from 'node:readline';
import { once } from 'node:events';
import { createGunzip, createGzip } from 'node:zlib';
import { finished } from 'node:stream/promises';
import type pg from 'pg';

/**
 * One backup file holds everything: accounts, news with images, documents with their PDFs
 * (the database holds every file). Format: gzip'd JSON lines, a header then one row a line,
 * bytea columns base64. Rows are read one batch at a time, so a large database never sits
 * in memory at once.
 */
export const TABLES = [
  { name: 'Account', key: 'id', serial: true },
  { name: 'Novost', key: 'id', serial: true },
  { name: 'NovostImage', key: 'novostId', serial: false },
  { name: 'Document', key: 'id', serial: true },
  { name: 'DocumentFile', key: 'documentId', serial: false },
] as const;

const FORMAT = 'dom-zdravlja-backup';
const BATCH = 20;

interface Header { format: string; version: 1; createdAt: string; migrations: string[] }
interface Line { t: string; r: Record<string, unknown>; b?: string[] }

async function migrations(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query(`SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`);
  return rows.map((r) => r.migration_name as string);
}

export async function backup(pool: pg.Pool, file: string): Promise<Record<string, number>> {
  const gzip = createGzip();
  const out = createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (obj: unknown) => { if (!gzip.write(`${JSON.stringify(obj)}\n`)) await once(gzip, 'drain'); };
  const counts: Record<string, number> = {};
  const client = await pool.connect();
  try {
    // One snapshot for the whole dump: a consistent backup while the site keeps running.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await write({ format: FORMAT, version: 1, createdAt: new Date().toISOString(), migrations: await migrations(client) } satisfies Header);
    for (const t of TABLES) {
      counts[t.name] = 0;
      let after: unknown = null;
      for (;;) {
        const { rows } = await client.query(
          `SELECT * FROM "${t.name}" WHERE $1::int IS NULL OR "${t.key}" > $1::int ORDER BY "${t.key}" LIMIT ${BATCH}`, [after]);
        for (const row of rows) {
          const b = Object.keys(row).filter((k) => Buffer.isBuffer(row[k]));
          for (const k of b) row[k] = (row[k] as Buffer).toString('base64');
          await write({ t: t.name, r: row, ...(b.length ? { b } : {}) } satisfies Line);
        }
        counts[t.name] = (counts[t.name] ?? 0) + rows.length;
        if (rows.length < BATCH) break;
        after = rows[rows.length - 1][t.key];
      }
    }
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  gzip.end();
  await finished(out);
  return counts;
}

/** Restores into a migrated database without content, in one transaction: all of it or nothing. */
export async function restore(pool: pg.Pool, file: string): Promise<Record<string, number>> {
  const client = await pool.connect();
  const counts: Record<string, number> = {};
  let header: Header | undefined;
  try {
    await client.query('BEGIN');
    // Created right before iterating: lines read before the iterator attaches would be lost.
    const lines = readline.createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
    for await (const text of lines) {
      if (!text) continue;
      if (!header) {
        header = JSON.parse(text) as Header;
        if (header.format !== FORMAT) throw new Error('not a backup of this application');
        const here = await migrations(client);
        const missing = header.migrations.filter((m) => !here.includes(m));
        if (missing.length) throw new Error(`the backup needs migrations this database lacks: ${missing.join(', ')}`);
        // No content may be overwritten. Accounts alone (the first admin a fresh server
        // creates at start) are replaced by the backup's accounts.
        for (const t of TABLES.filter((x) => x.name !== 'Account')) {
          const { rows } = await client.query(`SELECT 1 FROM "${t.name}" LIMIT 1`);
          if (rows.length) throw new Error(`the target database is not empty (table ${t.name} has rows); restore into a fresh database`);
        }
        await client.query('DELETE FROM "Account"');
        continue;
      }
      const { t, r, b = [] } = JSON.parse(text) as Line;
      if (!TABLES.some((x) => x.name === t)) throw new Error(`unknown table in backup: ${t}`);
      const cols = Object.keys(r);
      const values = cols.map((c) => (b.includes(c) ? Buffer.from(String(r[c]), 'base64') : r[c]));
      await client.query(`INSERT INTO "${t}" (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`, values);
      counts[t] = (counts[t] ?? 0) + 1;
    }
    if (!header) throw new Error('empty backup file');
    for (const t of TABLES.filter((x) => x.serial)) {
      await client.query(`SELECT setval(pg_get_serial_sequence('"${t.name}"', '${t.key}'), COALESCE(MAX("${t.key}"), 1), MAX("${t.key}") IS NOT NULL) FROM "${t.name}"`);
    }
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
  return counts;
}
