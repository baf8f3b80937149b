// Prisma Migrate without the native schema-engine binary (which cannot be downloaded on our
// build machines): drives Prisma's own WASM schema engine through @prisma/adapter-pg. Same
// migrations/<ts>_<name>/migration.sql layout and same _prisma_migrations table as the stock
// CLI, so `prisma migrate deploy` keeps working on the same database. Derived from the
// verified driver in shared/reference/prisma-migrate.mjs; see shared/PRISMA.md for the four
// adapter bugs worked around here.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as glue from '@prisma/schema-engine-wasm/schema_engine_bg';
import { parse } from 'pg-connection-string';
import { migratedSearchSql, searchSql } from './search-sql.js';

export { migratedSearchSql, searchSql };

export interface MigrateOptions {
  url: string;
  migrationsDir: string;
  schemaPath: string;
  shadowDatabaseUrl?: string;
  log?: (line: string) => void;
}

export type MigrateCommand = 'deploy' | 'create' | 'status' | 'diff' | 'resolve' | 'reset';

/** Connection fields, never { connectionString }: with one, the "shadow" connection opens the MAIN database (bug 4). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PgFields = any;
const fields = (url: string): PgFields => {
  const f = { ...parse(url), max: 1 }; // one session: the engine's advisory lock and statements share it
  if ((f.options ?? '').includes('search_path') || ((f as { schema?: string }).schema ?? 'public') !== 'public') {
    throw new Error('only the public schema is supported by the migration driver');
  }
  return f;
};

// Two shims on adapter connections, for the schema engine only (PrismaClient is untouched):
//  - pg_catalog "char" columns (OID 18) are reported as text (bug 1);
//  - executeScript() sends the whole migration as one simple-protocol query, as the native
//    engine does, instead of the adapter's naive split(';') (bug 2).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function shim(q: any): any {
  const performIO = q.performIO.bind(q);
  q.performIO = async (query: unknown) => {
    const res = await performIO(query);
    for (const f of res.fields) if (f.dataTypeID === 18) f.dataTypeID = 25;
    return res;
  };
  q.executeScript = async (script: string) => {
    try { await q.client.query(script); } catch (e) { q.onError(e); }
  };
  const startTransaction = q.startTransaction?.bind(q);
  if (startTransaction) q.startTransaction = async (level: unknown) => shim(await startTransaction(level));
  return q;
}

/** The shadow database: dropped only after its pool closes (bug 3), never the main one (bug 4). */
function migratePg(main: PgFields, opened: { dispose(): Promise<void> }[], shadowDatabaseUrl?: string) {
  class MigratePg extends PrismaPg {
    // Remembered so that migrate() can close them: run in-process, the pools must not outlive it.
    override async connect() {
      const conn = shim(await super.connect());
      opened.push(conn);
      return conn;
    }
    override async connectToShadowDb() {
      if (shadowDatabaseUrl) return new MigratePg(fields(shadowDatabaseUrl)).connect();
      const admin = await new PrismaPg(main).connect();
      const name = `prisma_migrate_shadow_db_${randomUUID()}`;
      await admin.executeScript(`CREATE DATABASE "${name}"`);
      const shadow = await new MigratePg({ ...main, database: name }).connect();
      const disposeShadow = shadow.dispose.bind(shadow);
      shadow.dispose = async () => {
        await disposeShadow();
        await admin.executeScript(`DROP DATABASE IF EXISTS "${name}"`);
        await admin.dispose();
      };
      return shadow;
    }
  }
  return new MigratePg(main);
}

let wasmReady: Promise<void> | undefined;
/** Same loading as @prisma/internals' wasmSchemaEngineLoader; once per process. */
function loadWasm(): Promise<void> {
  wasmReady ??= (async () => {
    const glueFile = createRequire(import.meta.url).resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bytes = await fs.readFile(path.join(path.dirname(glueFile), 'schema_engine_bg.wasm'));
    const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), { './schema_engine_bg.js': glue as never });
    (glue as unknown as { __wbg_set_wasm(e: unknown): void }).__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start(): void }).__wbindgen_start();
  })();
  return wasmReady;
}

async function readSchema(schemaPath: string) {
  const files = (await fs.stat(schemaPath)).isDirectory()
    ? (await fs.readdir(schemaPath, { recursive: true })).filter((f) => f.endsWith('.prisma')).map((f) => path.join(schemaPath, f))
    : [schemaPath];
  return Promise.all(files.map(async (f) => [f, await fs.readFile(f, 'utf8')] as [string, string]));
}

/** Same as @prisma/migrate's listMigrations(). */
async function listMigrations(migrationsDir: string) {
  const lockfile = {
    path: 'migration_lock.toml',
    content: await fs.readFile(path.join(migrationsDir, 'migration_lock.toml'), 'utf8').catch(() => null),
  };
  const entries = await fs.readdir(migrationsDir, { withFileTypes: true }).catch(() => []);
  const migrationDirectories = [];
  for (const e of entries.filter((d) => d.isDirectory())) {
    const content = await fs.readFile(path.join(migrationsDir, e.name, 'migration.sql'), 'utf8').then(
      (value) => ({ tag: 'ok', value }),
      (err: Error) => ({ tag: 'error', value: err.message }),
    );
    migrationDirectories.push({ path: e.name, migrationFile: { path: 'migration.sql', content } });
  }
  migrationDirectories.sort((a, b) => a.path.localeCompare(b.path));
  return { baseDir: migrationsDir, lockfile, migrationDirectories, shadowDbInitScript: '' };
}

/** Like the CLI's ensureDatabaseExists(): creates the database when it is missing. */
async function ensureDatabase(main: PgFields, log: (l: string) => void) {
  const probe = await new PrismaPg(main).connect();
  try {
    await probe.queryRaw({ sql: 'SELECT 1', args: [], argTypes: [] });
  } catch (e) {
    if ((e as { cause?: { kind?: string } })?.cause?.kind !== 'DatabaseDoesNotExist') throw e;
    const admin = await new PrismaPg({ ...main, database: 'postgres' }).connect();
    await admin.executeScript(`CREATE DATABASE "${main.database}"`).finally(() => admin.dispose());
    log(`Created database ${main.database}`);
  } finally {
    await probe.dispose();
  }
}

const filters = { externalTables: [], externalEnums: [] };

/**
 * Runs one migration command. Returns the process exit code the CLI should use
 * (diff: 0 = migrations match schema.prisma, 2 = they differ; status: 1 = not in sync).
 */
export async function migrate(cmd: MigrateCommand, args: string[], opts: MigrateOptions): Promise<number> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const main = fields(opts.url);
  const opened: { dispose(): Promise<void> }[] = [];
  const adapter = bindMigrationAwareSqlAdapterFactory(migratePg(main, opened, opts.shadowDatabaseUrl));
  await loadWasm();
  const datamodels = await readSchema(opts.schemaPath);
  const schema = { files: datamodels.map(([p, content]) => ({ path: p, content })) };
  const list = () => listMigrations(opts.migrationsDir);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let engine: any;
  try {
    await ensureDatabase(main, log);
    const debug = (m: string) => process.env.DEBUG && console.error('[schema-engine]', m);
    engine = await glue.SchemaEngine.new({ datamodels } as never, debug, adapter as never);
    switch (cmd) {
      case 'deploy': {
        const migrationsList = await list();
        const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters });
        log(appliedMigrationNames.length ? `Applied migrations: ${appliedMigrationNames.join(', ')}` : 'No pending migrations to apply.');
        return 0;
      }
      case 'create': {
        const name = (args[0] ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 200);
        if (!name) throw new Error('usage: create <name>');
        const lockfile = path.join(opts.migrationsDir, 'migration_lock.toml');
        await fs.mkdir(opts.migrationsDir, { recursive: true });
        await fs.access(lockfile).catch(() => fs.writeFile(lockfile,
          '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n'));
        const r = await engine.diff({ from: { tag: 'migrations', ...(await list()) }, to: { tag: 'schemaDatamodel', ...schema }, script: true, exitCode: true, filters });
        // The search functions the collections' descriptions generate (src/search-sql.ts), when the migrations hold others.
        const search = await searchSql(path.dirname(opts.schemaPath));
        const searchChanged = search !== await migratedSearchSql(opts.migrationsDir);
        if (r.exitCode === 0 && !searchChanged) { log('No schema changes: no migration created.'); return 0; }
        const dir = path.join(opts.migrationsDir, `${await nextStamp(opts.migrationsDir)}_${name}`);
        await fs.mkdir(dir);
        await fs.writeFile(path.join(dir, 'migration.sql'), `${r.exitCode === 0 ? '' : r.stdout ?? ''}${searchChanged ? `\n${search}` : ''}`);
        log(`Created ${dir}/migration.sql`);
        return 0;
      }
      case 'status': {
        const d = await engine.diagnoseMigrationHistory({ migrationsList: await list(), optInToShadowDatabase: false, filters });
        log(JSON.stringify(d, null, 2));
        return d.history || d.failedMigrationNames.length || d.editedMigrationNames.length ? 1 : 0;
      }
      case 'diff': {
        const r = await engine.diff({ from: { tag: 'migrations', ...(await list()) }, to: { tag: 'schemaDatamodel', ...schema }, script: true, exitCode: true, filters });
        if (r.stdout) log(r.stdout);
        return r.exitCode;
      }
      case 'resolve': {
        const [flag, name] = args;
        if (!name || (flag !== '--applied' && flag !== '--rolled-back')) throw new Error('usage: resolve --applied|--rolled-back <migration>');
        if (flag === '--applied') await engine.markMigrationApplied({ migrationName: name, migrationsList: await list() });
        else await engine.markMigrationRolledBack({ migrationName: name });
        log(`Migration ${name} marked as ${flag.slice(2)}.`);
        return 0;
      }
      case 'reset': {
        if (!args.includes('--force')) throw new Error('reset drops all data: pass --force');
        await engine.reset({ filter: filters });
        const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList: await list(), filters });
        log(`Database reset; applied ${appliedMigrationNames.length} migrations.`);
        return 0;
      }
      default:
        throw new Error(`unknown migrate command: ${cmd satisfies never}`);
    }
  } catch (e) {
    const id = /External error id#(\d+)/.exec(String((e as Error)?.message))?.[1];
    throw id ? (adapter.errorRegistry.consumeError(Number(id))?.error ?? e) : e;
  } finally {
    engine?.free();
    await Promise.allSettled(opened.map((c) => c.dispose()));
  }
}

/** Default locations inside the repository (prisma/schema.prisma, prisma/migrations). */
export const repoPaths = (prismaDir: string) => ({
  migrationsDir: path.join(prismaDir, 'migrations'),
  schemaPath: path.join(prismaDir, 'schema.prisma'),
});

/**
 * The new migration's name stamp (UTC, yyyyMMddHHmmss): now, or a second after the newest one
 * there is when that is later (a machine whose clock is behind, or a colleague's migration
 * dated ahead), so a new migration always sorts, and runs, last.
 */
export async function nextStamp(migrationsDir: string): Promise<string> {
  const stamp = (d: Date) => d.toISOString().replace(/\D/g, '').slice(0, 14);
  const newest = (await fs.readdir(migrationsDir)).filter((d) => /^\d{14}_/.test(d)).map((d) => d.slice(0, 14)).sort().at(-1);
  const now = stamp(new Date());
  if (!newest || now > newest) return now;
  const [y, mo, d, h, mi, se] = newest.match(/^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/)!.slice(1).map(Number) as [number, number, number, number, number, number];
  return stamp(new Date(Date.UTC(y, mo - 1, d, h, mi, se) + 1000));
}
