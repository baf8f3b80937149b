import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type Embedded } from '../src/db/embedded.js';

/**
 * The PostgreSQL server tests use: the one TEST_DATABASE_URL or DATABASE_URL names (CI: the
 * machine's server), else an embedded one in a temporary folder, removed afterwards.
 */
export async function testServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const given = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (given) return { url: given, stop: async () => {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-test-pg-'));
  fs.chmodSync(dir, 0o755);
  let embedded: Embedded;
  try {
    embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'));
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    url: embedded.url,
    stop: async () => {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The same server, another database. */
export const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}
