import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/api/src/db/embedded';

/**
 * Once per run, before any worker: chooses the PostgreSQL server every worker's server creates its
 * database on (scripts/serve.mjs) and hands it to the workers as E2E_DATABASE_URL. That is the one
 * TEST_DATABASE_URL or DATABASE_URL names, else the local one CI runs (127.0.0.1:5432, if it answers),
 * else the API's embedded PostgreSQL in a temporary folder, stopped and removed after the run.
 * What runs killed before they could clean up left behind (databases, embedded folders) is removed.
 */
const PREFIX = 'dz_e2e_';
/** Older than this, an embedded folder belongs to no run still going (a whole run takes minutes). */
const STALE_MS = 6 * 3600 * 1000;
/** The advisory lock a live e2e server's session holds on its database's name (scripts/serve.mjs). */
const TRY_OWNER_LOCK = 'SELECT pg_try_advisory_lock(3630, hashtext($1)) AS free';
const OWNER_UNLOCK = 'SELECT pg_advisory_unlock(3630, hashtext($1))';
const LOCAL = 'postgresql://postgres@127.0.0.1:5432/postgres';

const adminUrl = (url: string) => {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
};

async function withClient<T>(url: string, fn: (c: InstanceType<typeof pg.Client>) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl(url) });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function dropStale(url: string) {
  await withClient(url, async (c) => {
    const { rows } = await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${PREFIX}%`]);
    // A database whose server still runs (this machine's other runs, under any clock) has its lock held: left alone.
    for (const { datname } of rows) {
      const { rows: [lock] } = await c.query<{ free: boolean }>(TRY_OWNER_LOCK, [datname]);
      if (!lock?.free) continue;
      try {
        await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      } finally {
        await c.query(OWNER_UNLOCK, [datname]);
      }
    }
  });
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const answers = (url: string) => withClient(url, (c) => c.query('SELECT 1')).then(() => true, () => false);
  if (given || (await answers(LOCAL))) {
    const url = given || LOCAL;
    await dropStale(url);
    process.env.E2E_DATABASE_URL = url;
    return undefined;
  }
  // Folders of earlier runs that were killed before they could remove theirs.
  for (const old of fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith('dz-e2e-'))) {
    const folder = path.join(os.tmpdir(), old);
    if (Date.now() - fs.statSync(folder).mtimeMs > STALE_MS) fs.rmSync(folder, { recursive: true, force: true });
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-e2e-'));
  // Run as root, embedded PostgreSQL works as another user, who must be able to enter.
  fs.chmodSync(dir, 0o755);
  console.log(`[e2e] no PostgreSQL at ${LOCAL}: an embedded one in ${dir}`);
  try {
    const embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'));
    process.env.E2E_DATABASE_URL = embedded.url;
    return async () => {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
}
