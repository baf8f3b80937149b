// Shared by the bench scripts: a throwaway database, our built server, RSS from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded.js';

export const here = path.dirname(fileURLToPath(import.meta.url));
export const prismaDir = path.resolve(here, '..', '..', '..', 'prisma');

/** A database of its own on DATABASE_URL's server (dropped by stop()), else an embedded PostgreSQL. */
export async function database(label: string) {
  if (process.env.DATABASE_URL) {
    const name = `dz_${label}_${process.pid}`;
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    return { url: u.toString(), stop: async () => {
      const admin = new URL(process.env.DATABASE_URL!); admin.pathname = '/postgres';
      const c = new pg.Client({ connectionString: admin.toString() }); await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`); await c.end();
    } };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `dz-${label}-`));
  fs.chmodSync(dir, 0o755);
  const e = await startEmbeddedPostgres(path.join(dir, 'postgres'));
  return { url: e.url, stop: async () => { await e.stop(); fs.rmSync(dir, { recursive: true, force: true }); } };
}

const procStatus = (pid: number, field: string) => {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};
/** Resident memory now and its peak since the process started, in MB. */
export const rssMb = (pid: number) => procStatus(pid, 'VmRSS');
export const peakRssMb = (pid: number) => procStatus(pid, 'VmHWM');

/** Sets the process's peak RSS (VmHWM) back to its current RSS (Linux 4.0+), so a phase's peak can be read on its own. */
export function resetPeakRss(pid: number) {
  try { fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); return true; } catch { return false; }
}

export async function waitReady(url: string) {
  for (let i = 0; i < 150; i++) {
    try { if ((await fetch(url)).ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url}`);
}

export const ADMIN = { username: 'admin', password: 'bench-admin-password' };

/**
 * The memory settings the production image runs the server with (the Dockerfile's runtime
 * ENV: NODE_OPTIONS and glibc's MALLOC_*). `pnpm start` must pass the same node flags.
 */
export function productionEnv(): Record<string, string> {
  const root = path.resolve(here, '..', '..', '..');
  const docker = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const runtime = docker.slice(docker.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  for (const line of runtime.split('\n').filter((l) => l.startsWith('ENV '))) {
    for (const [, key, quoted, bare] of line.slice(4).matchAll(/(\w+)=(?:"([^"]*)"|(\S*))/g)) {
      if (key === 'NODE_OPTIONS' || key!.startsWith('MALLOC_')) env[key!] = quoted ?? bare ?? '';
    }
  }
  const start = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start as string;
  const flags = /\bnode ((?:--\S+ )*)apps\/api\/dist\/start\.js/.exec(start)?.[1]?.trim() ?? '';
  if (flags !== (env.NODE_OPTIONS ?? '')) {
    throw new Error(`the start script runs node with "${flags}", the Dockerfile with NODE_OPTIONS="${env.NODE_OPTIONS ?? ''}": make them agree`);
  }
  return env;
}

/** Our production build (dist/start.js) on a free port, with the production image's memory settings. */
export async function startOurs(dbUrl: string, extraEnv: Record<string, string> = {}): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve(here, '..', 'dist', 'start.js')], {
    env: {
      ...process.env, ...productionEnv(), DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production',
      JWT_SECRET: 'b'.repeat(8) + '0123456789abcdef0123456789abcdef', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitReady(`${base}/ready`);
  return { child, base };
}

export async function login(base: string, who = ADMIN) {
  const r = await fetch(`${base}/api/Account/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(who) });
  if (!r.ok) throw new Error(`login failed: ${r.status}`);
  const body = (await r.json()) as { token: string };
  return body.token;
}
