#!/usr/bin/env node
// One e2e server (each Playwright worker starts its own, support/server.ts): creates a fresh
// database on the PostgreSQL server named by E2E_DATABASE_URL (globalSetup chose it: TEST_DATABASE_URL,
// DATABASE_URL, the local one or an embedded one), starts the built API + web app on it on a port
// the kernel picks, prints `[e2e] ready <url>` once /ready answers, and drops the database when
// the server stops. It stops the server on SIGTERM/SIGINT and when its stdin closes: the worker
// that started it has ended, however it ended (a crash or a kill -9 leaves no server behind).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const base = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const PREFIX = 'dz_e2e_';
const name = `${PREFIX}${Date.now()}_${process.pid}`;
// While this server runs, a session of its own holds an advisory lock named after its database: globalSetup drops
// only the e2e databases whose lock it can take (their run has ended, however it ended), never by the time in the
// name, which another run's clock may have set (a run under faketime beside a real-clock one).
const OWNER_LOCK = 'SELECT pg_advisory_lock(3630, hashtext($1))';
const server = fileURLToPath(new URL('../../apps/api/dist/start.js', import.meta.url));
const on = (database) => {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
};

async function admin(fn) {
  const client = new pg.Client({ connectionString: on('postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const owner = new pg.Client({ connectionString: on('postgres') });
// Losing it only lets a later run's globalSetup drop this database early; it must not end the server.
owner.on('error', (e) => console.error(`[e2e] the session holding ${name} was lost:`, e.message));
await owner.connect();
await owner.query(OWNER_LOCK, [name]);
await admin((c) => c.query(`CREATE DATABASE "${name}"`));
const dropDatabase = async () => {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  await owner.end();
};

const env = { ...process.env };
for (const k of ['DATABASE_URL', 'TEST_DATABASE_URL', 'E2E_DATABASE_URL']) delete env[k];
const child = spawn(process.execPath, [server], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...env,
    DATABASE_URL: on(name),
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    JWT_SECRET: process.env.E2E_JWT_SECRET,
    ADMIN_USERNAME: process.env.E2E_ADMIN_USERNAME,
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
    CLOCK_AT: process.env.E2E_CLOCK_AT,
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
  await dropDatabase().catch((e) => console.error(`[e2e] ${name} could not be dropped:`, e.message));
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
process.stdin.on('end', () => void stop(0));
process.stdin.on('error', () => void stop(0));
process.stdin.resume();
child.on('exit', (code) => void stop(stopping ? 0 : (code ?? 1)));

// The server prints its address once it listens (start.ts); /ready then says it serves.
let output = '';
let ready = false;
child.stdout.on('data', async (chunk) => {
  process.stdout.write(chunk);
  if (ready) return;
  output += chunk.toString();
  const url = /running: (http:\/\/[^\s/]+)\//.exec(output)?.[1];
  if (!url) return;
  ready = true;
  for (;;) {
    if (await fetch(`${url}/ready`).then((r) => r.ok, () => false)) break;
    if (stopping) return;
    // Polled: the server has no event for "ready" that another process could wait on.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(`[e2e] ready ${url} (database ${name})`);
});
