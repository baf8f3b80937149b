#!/usr/bin/env node
// Playwright's webServer: creates a fresh PostgreSQL database on the server named by
// TEST_DATABASE_URL or DATABASE_URL (default: the local one CI uses), starts the built API +
// web app on it, and drops the database when Playwright stops the server (SIGTERM) or the
// server dies. Databases of earlier runs that were killed before cleaning up are dropped too.
// With no URL set and no local server answering, the API's embedded PostgreSQL runs in a
// temporary folder instead, removed afterwards.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const explicit = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
const base = explicit || 'postgresql://postgres@127.0.0.1:5432/postgres';
const PREFIX = 'dz_e2e_';
const STALE_MS = 6 * 3600 * 1000;
const name = `${PREFIX}${Date.now()}_${process.pid}`;
const server = fileURLToPath(new URL('../../apps/api/dist/start.js', import.meta.url));

async function admin(fn) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function dropStale() {
  await admin(async (c) => {
    const { rows } = await c.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${PREFIX}%`]);
    for (const { datname } of rows) {
      const started = Number(datname.slice(PREFIX.length).split('_')[0]);
      if (Date.now() - started > STALE_MS) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });
}

const localServerAnswers = () => admin((c) => c.query('SELECT 1')).then(() => true, () => false);

let database;
if (explicit || (await localServerAnswers())) {
  await dropStale();
  await admin((c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  console.log(`[e2e] database ${name}`);
  database = {
    env: { DATABASE_URL: url.toString() },
    cleanup: () => admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
} else {
  const dir = mkdtempSync(join(tmpdir(), 'dz-e2e-'));
  // Run as root, embedded PostgreSQL works as another user, who must be able to enter.
  chmodSync(dir, 0o755);
  console.log(`[e2e] no PostgreSQL at ${base}: embedded one in ${dir}`);
  database = { env: { DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

const env = { ...process.env };
delete env.DATABASE_URL;
const child = spawn(process.execPath, [server], {
  stdio: 'inherit',
  env: {
    ...env,
    ...database.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT,
    HOST: '127.0.0.1',
    JWT_SECRET: process.env.E2E_JWT_SECRET,
    ADMIN_USERNAME: process.env.E2E_ADMIN_USERNAME,
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    SHUTDOWN_GRACE_SECONDS: '2',
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await once(child, 'exit');
    clearTimeout(timer);
  }
  await database.cleanup().catch((e) => console.error('[e2e] cleanup failed:', e.message));
  console.log('[e2e] database removed');
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
child.on('exit', (code) => void stop(code ?? 1));
