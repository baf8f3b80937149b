import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { COLLECTIONS } from '@dz/contracts';

/**
 * One backup file holds everything: accounts, news with images, documents with their PDFs
 * (the database holds every file), their versions and the audit log. Memory stays bounded whatever the size of the database:
 * rows are read a batch at a time, file bytes a chunk at a time, and both directions stream
 * through gzip with back-pressure.
 *
 * Format: gzip'd JSON lines.
 *   {"format":"dom-zdravlja-backup","version":2,"createdAt":…,"migrations":[…]}   header
 *   {"t":"Document","r":{…}}                                a row (no bytea columns)
 *   {"t":"DocumentFile","r":{"documentId":7},"f":{"data":20971520}}
 *   {"c":"<base64>"} …                                      then its bytea columns, in the
 *                                                           order of f, CHUNK bytes a line
 *   {"end":true,"counts":{"Account":2,…}}                   last line: the backup is complete
 * A null bytea column has size null and no chunk lines, an empty one size 0 and none.
 * Version 1 (until 2026-11): no end line, and bytea columns inline in the row line, base64,
 * named in "b": {"t":"DocumentFile","r":{"documentId":7,"data":"<base64>"},"b":["data"]}.
 * Restore reads both.
 */
/** A table of the backup: its key (keyset paging), whether that is a serial id, whether its migration seeds rows. */
export interface BackupTable { name: string; key: string; serial: boolean; seeded?: true; batch?: number }

/** Seeded by their migrations (clinics, services, contacts, audio recordings, synonyms, the static pages and their first versions): a fresh database has them, and the backup's rows replace them (a backup made before they existed leaves them). */
const SEEDED = new Set(['Ambulanta', 'Sluzba', 'Ustanova', 'AudioSnimak', 'SearchSynonym', 'Stranica', 'StranicaVerzija']);

/**
 * The tables no description names (issue 37: listed once, here): the accounts first; the tables of what kinds have
 * beyond their fields (the text read from each PDF, up to 300 KB a row, so fewer a batch; the picture link previews
 * show, issue 24; the re-spoken audio guides; the desk's "Provjereno", issue 23; the search's synonym groups, issue 24);
 * the stored files, which the versions refer to; the audit log last (replaced by the backup's, like the accounts: the
 * logins into a fresh server before its restore).
 */
const SYSTEM_FIRST: readonly BackupTable[] = [
  { name: 'Account', key: 'id', serial: true },
  // The second factor's one-time recovery codes (hashed), with the accounts they belong to.
  { name: 'RecoveryCode', key: 'id', serial: true },
];
const SYSTEM_AFTER_KINDS: readonly BackupTable[] = [
  { name: 'DocumentText', key: 'documentId', serial: false, batch: 10 },
  { name: 'UstanovaSlika', key: 'id', serial: false },
  { name: 'AudioSnimak', key: 'id', serial: true },
  { name: 'FactReview', key: 'id', serial: true },
  { name: 'SearchSynonym', key: 'id', serial: true },
  // The site's menus (issue 39) and their saves.
  { name: 'Izbornik', key: 'id', serial: true },
  { name: 'IzbornikVerzija', key: 'id', serial: true },
  // A page's old addresses (issue 39), after the pages.
  { name: 'StranicaPreusmjerenje', key: 'id', serial: true },
  { name: 'FileBlob', key: 'id', serial: true },
];
const SYSTEM_LAST: readonly BackupTable[] = [{ name: 'AuditLog', key: 'id', serial: true }];

/**
 * Every table a backup holds, in the order a restore writes them (what a row refers to comes first), derived from the
 * descriptions' storage (contracts COLLECTIONS): each kind's table (its one record's: keyed by a plain id), its file
 * fields' stores (keyed by the item), then, after the tables above, its versions' table. A new kind's tables are backed
 * up without an edit here.
 */
export const TABLES: readonly BackupTable[] = (() => {
  const kinds: BackupTable[] = [];
  const versions: BackupTable[] = [];
  for (const c of COLLECTIONS) {
    if (!c.storage) continue;
    kinds.push({ name: c.storage.table, key: 'id', serial: !c.single });
    for (const f of c.fields) if (f.store) kinds.push({ name: f.store.table, key: f.store.itemColumn, serial: false });
    if (c.storage.versions) versions.push({ name: c.storage.versions.table, key: 'id', serial: true });
  }
  const all = [...SYSTEM_FIRST, ...kinds, ...SYSTEM_AFTER_KINDS, ...versions, ...SYSTEM_LAST];
  // Kinds sharing a table (the document types) name it once.
  return all.filter((t, i) => all.findIndex((x) => x.name === t.name) === i).map((t) => (SEEDED.has(t.name) ? { ...t, seeded: true as const } : t));
})();

/** Tables whose rows in the target a restore replaces (the others must be empty or seeded). */
const REPLACED = new Set(['RecoveryCode', 'Account', 'AuditLog']);

/**
 * Tables of the schema deliberately left out of a backup (state a restore must not bring
 * back, e.g. login throttling). Every table is in TABLES or here: a test checks it, so a new
 * table is a decision, never silently missing from backups.
 */
// LoginThrottle only slows password guessing (auth/login-limit.ts): nothing to restore.
// SearchEntry, SearchTitle, SearchWord and SearchTerm are the search index, derived from the other tables: the restored
// rows rebuild them through the index's triggers (the static pages: at the server's start).
// SearchChange counts the index's changes (the rebuild adds to it, so no kept result outlives a restore).
// Revoked lists signed-out tokens and revoked device cookies: short-lived security state, not content. After a
// restore a token signed out on the old server works again until it expires (at most JWT_TTL_SECONDS); README says
// to sign everyone out after a restore when that matters.
// Presence says who has an edit form open right now (two minutes at most): stale by the time a restore runs.
// SearchMiss counts searches that found nothing (the staff desk): statistics of visitors' use, kept 90 days, not content;
// SearchMissVisit, today's keyed hashes that keep a visitor from counting a query twice, even less so.
export const SKIPPED_TABLES: readonly string[] = [
  'LoginThrottle', 'SearchEntry', 'SearchTitle', 'SearchWord', 'SearchTerm', 'SearchChange', 'Revoked', 'Presence', 'SearchMiss', 'SearchMissVisit',
];

const FORMAT = 'dom-zdravlja-backup';
const VERSION = 2;
/** Rows per keyset query; bytea columns are not among the columns read (a news text is at most 80 KB). */
const BATCH = 100;
/** File bytes per query and per chunk line (1.4 MB of base64). */
export const CHUNK = 1024 * 1024;

interface Header { format: string; version: number; createdAt: string; migrations: string[] }
/** A row; v1: bytea columns inline (base64) and named in b; v2: their sizes in f, chunks follow. */
interface RowLine { t: string; r: Record<string, unknown>; b?: string[]; f?: Record<string, number | null> }
interface ChunkLine { c: string }
interface EndLine { end: true; counts: Record<string, number> }
type Line = RowLine | ChunkLine | EndLine;

/** The first line of a backup of this application (of any format version: checked after). */
const isHeader = (v: unknown): v is Header =>
  typeof v === 'object' && v !== null && 'format' in v && v.format === FORMAT && 'migrations' in v && Array.isArray(v.migrations);

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function migrations(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query(`SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`);
  return rows.map((r) => r.migration_name as string);
}

async function columns(client: pg.PoolClient, table: string) {
  const { rows } = await client.query(
    `SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`, [table]);
  return { plain: rows.filter((r) => r.data_type !== 'bytea').map((r) => r.column_name as string), bytea: rows.filter((r) => r.data_type === 'bytea').map((r) => r.column_name as string) };
}

/** The backup's lines, read inside the client's transaction; pulled only as fast as gzip and the disk take them. */
async function* dump(client: pg.PoolClient, counts: Record<string, number>): AsyncGenerator<string> {
  const line = (l: Header | Line) => `${JSON.stringify(l)}\n`;
  yield line({ format: FORMAT, version: VERSION, createdAt: new Date().toISOString(), migrations: await migrations(client) });
  for (const t of TABLES) {
    counts[t.name] = 0;
    const { plain, bytea } = await columns(client, t.name);
    // A bytea column is read as its size here, its bytes below a chunk at a time.
    const select = [...plain.map(q), ...bytea.map((c) => `octet_length(${q(c)}) AS ${q(c)}`)].join(', ');
    let after: unknown = null;
    for (;;) {
      const { rows } = await client.query(
        `SELECT ${select} FROM ${q(t.name)} WHERE $1::int IS NULL OR ${q(t.key)} > $1::int ORDER BY ${q(t.key)} LIMIT ${t.batch ?? BATCH}`, [after]);
      for (const row of rows) {
        const f: Record<string, number | null> = {};
        for (const c of bytea) { f[c] = row[c] as number | null; delete row[c]; }
        yield line({ t: t.name, r: row, ...(bytea.length ? { f } : {}) });
        for (const c of bytea) {
          const size = f[c] ?? 0;
          for (let off = 0; off < size; off += CHUNK) {
            // substring() of a TOASTed value fetches only the chunks it needs (with STORAGE
            // EXTERNAL; a compressed value is decompressed up to the slice).
            const { rows: [chunk] } = await client.query(
              `SELECT translate(encode(substring(${q(c)} FROM $2::int FOR $3::int), 'base64'), E'\\n', '') AS c FROM ${q(t.name)} WHERE ${q(t.key)} = $1`, [row[t.key], off + 1, CHUNK]);
            yield `{"c":"${chunk.c as string}"}\n`;
          }
        }
      }
      counts[t.name] = (counts[t.name] ?? 0) + rows.length;
      if (rows.length < (t.batch ?? BATCH)) break;
      after = rows[rows.length - 1][t.key];
    }
  }
  yield line({ end: true, counts });
}

/**
 * Writes a consistent snapshot (one REPEATABLE READ transaction; the site keeps running) to
 * `file`: first to a temporary file beside it, renamed only once complete, so a backup file
 * that exists is a whole one and a failed backup does not replace an older one.
 */
export async function backup(pool: pg.Pool, file: string, opts: { signal?: AbortSignal } = {}): Promise<Record<string, number>> {
  const partial = `${file}.partial-${process.pid}`;
  try {
    const counts = await backupTo(pool, createWriteStream(partial, { mode: 0o600, flush: true }), opts);
    await rename(partial, file);
    return counts;
  } catch (e) {
    await rm(partial, { force: true });
    throw e;
  }
}

/**
 * The same snapshot written to a stream (`cli.js backup -`: standard output), gzip'd; the stream is ended.
 * A failure midway leaves the reader a cut-short backup, which restore refuses (its end line is missing).
 * `signal` (a stop of the server) ends a backup under way as a failure.
 */
export async function backupTo(pool: pg.Pool, out: Writable, opts: { signal?: AbortSignal } = {}): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const client = await pool.connect();
  const source = dump(client, counts);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    // Readable.from in byte mode: back-pressure counts bytes, so at most a line or two wait.
    await pipeline(Readable.from(source, { objectMode: false }), createGzip(), out, { signal: opts.signal });
    await client.query('COMMIT');
  } catch (e) {
    // Let a query still running finish before the client goes back to the pool.
    await source.return(undefined).catch(() => {});
    await client.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    client.release();
  }
  return counts;
}

/** The longest line restore reads: a version 1 row holds a whole file (20 MB, 27 MB as base64). */
const MAX_LINE = 64 * 1024 * 1024;
class LineTooLong extends Error {
  constructor() { super('a line longer than 64 MB'); }
}

/**
 * The file's lines, decompressed as they are consumed: the source is only read as fast as
 * the database takes the rows (readline's async iterator would read ahead up to 1024 lines,
 * 1.4 GB of chunk lines). A damaged or truncated gzip stream throws.
 */
async function* lines(file: string | Readable): AsyncGenerator<string> {
  const input = typeof file === 'string' ? createReadStream(file) : file;
  const gunzip = createGunzip();
  input.on('error', (e: Error) => gunzip.destroy(e));
  input.pipe(gunzip);
  try {
    let parts: Buffer[] = [];
    let length = 0;
    for await (const data of gunzip as AsyncIterable<Buffer>) {
      let start = 0;
      for (let nl = data.indexOf(10); nl !== -1; start = nl + 1, nl = data.indexOf(10, start)) {
        // A newline byte never occurs inside a UTF-8 sequence: lines split safely on bytes.
        yield parts.length ? Buffer.concat([...parts, data.subarray(start, nl)]).toString('utf8') : data.toString('utf8', start, nl);
        parts = [];
        length = 0;
      }
      if (start < data.length) {
        parts.push(data.subarray(start));
        length += data.length - start;
        if (length > MAX_LINE) throw new LineTooLong();
      }
    }
    if (parts.length) yield Buffer.concat(parts).toString('utf8');
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}

class Damaged extends Error {
  constructor(detail: string) { super(`the backup file is damaged or incomplete (${detail}); nothing was restored`); }
}

/** A bytea column of a v2 row, filled from the chunk lines that follow the row. */
interface FileColumn { name: string; size: number; got: number; held?: string; staged: number }

/**
 * Restores into a migrated database without content, in one transaction: all of it or nothing. `file` is a path or
 * a stream of the backup's bytes (`cli.js restore -`: standard input).
 *
 * File bytes never gather in this process: a chunk line's base64 goes to the server as it is
 * (decode() there). A file of one chunk is inserted with its row; a larger one is staged chunk
 * by chunk in a temporary table (not WAL-logged, dropped with the transaction) and inserted
 * with its row in one statement that concatenates the chunks, so each file is written to its
 * table once. Rejected alternatives: appending (`data = data || $1` per chunk) rewrites the
 * growing value each time, quadratic; collecting a file's chunks here costs two copies of the
 * largest file (the buffer and node-postgres's message), and V8 frees them late; a large
 * object as staging writes every byte to the WAL twice.
 */
export async function restore(pool: pg.Pool, file: string | Readable): Promise<Record<string, number>> {
  const client = await pool.connect();
  const counts: Record<string, number> = {};
  let header: Header | undefined;
  // The v2 row whose bytea columns are still being filled from chunk lines.
  let pending: { t: string; cols: string[]; values: unknown[]; files: FileColumn[]; at: number } | undefined;
  let staging = false;
  let ended = false;
  /** Seeded tables whose migration rows the backup's have replaced. */
  const replaced = new Set<string>();

  const insert = async (t: string, cols: string[], values: unknown[], exprs = cols.map((_, i) => `$${i + 1}`)) => {
    await client.query(`INSERT INTO ${q(t)} (${cols.map(q).join(', ')}) VALUES (${exprs.join(', ')})`, values);
    counts[t] = (counts[t] ?? 0) + 1;
  };
  const stage = async (col: number, base64: string, n: number) => {
    if (!staging) {
      await client.query('CREATE TEMP TABLE dz_restore_chunk (col int NOT NULL, n int NOT NULL, bytes bytea NOT NULL) ON COMMIT DROP');
      staging = true;
    }
    await client.query(`INSERT INTO pg_temp.dz_restore_chunk (col, n, bytes) VALUES ($1, $2, decode($3, 'base64'))`, [col, n, base64]);
  };
  const insertPending = async ({ t, cols, values, files }: NonNullable<typeof pending>) => {
    const exprs = cols.map((_, i) => `$${i + 1}`);
    const args = [...values];
    files.forEach((f, i) => {
      args.push(f.held ?? i);
      exprs.push(f.held !== undefined ? `decode($${args.length}, 'base64')`
        : `(SELECT string_agg(bytes, ''::bytea ORDER BY n) FROM pg_temp.dz_restore_chunk WHERE col = $${args.length})`);
    });
    await insert(t, [...cols, ...files.map((f) => f.name)], args, exprs);
    if (files.some((f) => f.staged)) await client.query('TRUNCATE pg_temp.dz_restore_chunk');
  };

  try {
    await client.query('BEGIN');
    for await (const text of lines(file)) {
      if (!text) continue;
      // A chunk line, the bulk of a backup: its base64 is taken as it stands (JSON without escapes).
      if (pending && text.startsWith('{"c":"') && text.endsWith('"}')) {
        const base64 = text.slice(6, -2);
        const f = pending.files[pending.at]!;
        const n = Buffer.byteLength(base64, 'base64');
        if (f.got + n > f.size) throw new Damaged(`more file bytes than announced for ${pending.t}`);
        if (f.held === undefined && !f.staged && f.got + n === f.size) f.held = base64;
        else {
          if (f.held !== undefined) { await stage(pending.at, f.held, f.staged++); f.held = undefined; }
          await stage(pending.at, base64, f.staged++);
        }
        f.got += n;
        if (f.got === f.size && ++pending.at === pending.files.length) { await insertPending(pending); pending = undefined; }
        continue;
      }
      let line: Line;
      try {
        line = JSON.parse(text) as Line;
      } catch {
        throw header ? new Damaged('a line is not JSON') : new Error('not a backup of this application');
      }
      if (!header) {
        if (!isHeader(line)) throw new Error('not a backup of this application');
        header = line;
        if (header.version !== 1 && header.version !== VERSION) {
          throw new Error(`the backup has format version ${header.version}, this application reads versions 1 to ${VERSION}: update the application first`);
        }
        const here = await migrations(client);
        const missing = header.migrations.filter((m) => !here.includes(m));
        if (missing.length) throw new Error(`the backup needs migrations this database lacks: ${missing.join(', ')}`);
        // No content may be overwritten. Accounts alone (the first admin a fresh server
        // creates at start) are replaced by the backup's accounts, and seeded tables by theirs.
        for (const t of TABLES.filter((x) => !REPLACED.has(x.name) && !x.seeded)) {
          const { rows } = await client.query(`SELECT 1 FROM ${q(t.name)} LIMIT 1`);
          if (rows.length) throw new Error(`the target database is not empty (table ${t.name} has rows); restore into a fresh database`);
        }
        for (const t of REPLACED) await client.query(`DELETE FROM ${q(t)}`);
        continue;
      }
      if (typeof line !== 'object' || line === null) throw new Damaged('a line is not a record');
      if (ended) throw new Damaged('lines after the end');
      if (pending) throw new Damaged(`file bytes of ${pending.t} end early`);
      if ('c' in line) throw new Damaged('file bytes without their row');

      if ('end' in line) {
        if (header.version === 1) throw new Damaged('unexpected end line');
        for (const t of TABLES) {
          if ((line.counts[t.name] ?? 0) !== (counts[t.name] ?? 0)) throw new Damaged(`${t.name}: ${counts[t.name] ?? 0} of ${line.counts[t.name]} rows`);
        }
        ended = true;
        continue;
      }

      const { t, r, b = [], f = {} } = line;
      if (typeof r !== 'object' || r === null) throw new Damaged('a line is not a row');
      if (!TABLES.some((x) => x.name === t)) throw new Error(`unknown table in backup: ${t}`);
      if (TABLES.find((x) => x.name === t)?.seeded && !replaced.has(t)) {
        await client.query(`DELETE FROM ${q(t)}`);
        replaced.add(t);
      }
      const cols = Object.keys(r);
      // A json column's value (an object or array) goes back as JSON text, never as a PostgreSQL array.
      const values = cols.map((c) => (r[c] !== null && typeof r[c] === 'object' ? JSON.stringify(r[c]) : r[c]));
      // v1: bytea columns inline, base64 (decoded by the server).
      const exprs = cols.map((c, i) => (b.includes(c) ? `decode($${i + 1}, 'base64')` : `$${i + 1}`));
      const files: FileColumn[] = [];
      for (const [c, size] of Object.entries(header.version === 1 ? {} : f)) {
        if (size !== null && !(Number.isSafeInteger(size) && size >= 0)) throw new Damaged(`a file size of ${t} is ${size}`);
        if (size) files.push({ name: c, size, got: 0, staged: 0 });
        else { cols.push(c); values.push(size === null ? null : Buffer.alloc(0)); exprs.push(`$${cols.length}`); }
      }
      if (files.length) pending = { t, cols, values, files, at: 0 };
      else await insert(t, cols, values, exprs);
    }
    if (!header) throw new Error('empty backup file');
    if (pending) throw new Damaged(`file bytes of ${pending.t} end early`);
    if (header.version >= 2 && !ended) throw new Damaged('no end line');
    for (const t of TABLES.filter((x) => x.serial)) {
      await client.query(`SELECT setval(pg_get_serial_sequence('${q(t.name)}', '${t.key}'), COALESCE(MAX(${q(t.key)}), 1), MAX(${q(t.key)}) IS NOT NULL) FROM ${q(t.name)}`);
    }
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {});
    // zlib: not gzip at all, or a gzip stream cut short (a truncated copy, a disk that filled up).
    const code = (e as { code?: string }).code ?? '';
    if (code.startsWith('Z_') || e instanceof LineTooLong) throw header ? new Damaged((e as Error).message) : new Error(`not a backup of this application (${(e as Error).message})`);
    throw e;
  } finally {
    client.release();
  }
  return counts;
}
