// Shared by the bench scripts: a throwaway database, our built server, RSS from /proc, load and downloads.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { PDF_FIELD } from '@dz/contracts';
import { sha256 } from '../src/files/bytes.js';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded.js';
import { MALLOC_ENV, NODE_FLAGS } from '../src/memory-settings.js';

export const here = path.dirname(fileURLToPath(import.meta.url));
export const prismaDir = path.resolve(here, '..', '..', '..', 'prisma');

/** A database of its own on DATABASE_URL's server (dropped by stop()), else an embedded PostgreSQL. */
export async function database(label: string) {
  if (process.env.DATABASE_URL) {
    const name = `dz_${label}_${process.pid}`;
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    const admin = async (sql: string) => {
      const a = new URL(process.env.DATABASE_URL!); a.pathname = '/postgres';
      const c = new pg.Client({ connectionString: a.toString() }); await c.connect();
      try { await c.query(sql); } finally { await c.end(); }
    };
    // Created here: a server started on it first (not after a bench's own migrate) finds it.
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin(`CREATE DATABASE "${name}"`);
    return { url: u.toString(), stop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
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

/**
 * The process's peak RSS from now until stop(): its VmHWM reset now and read at the end (where the kernel allows the
 * reset), and RSS sampled every `everyMs` meanwhile (where it does not), the higher of the two.
 */
export function watchPeakRss(pid: number, everyMs = 20) {
  const hwm = resetPeakRss(pid);
  let sampled = rssMb(pid);
  const timer = setInterval(() => { sampled = Math.max(sampled, rssMb(pid)); }, everyMs);
  return { stop: () => { clearInterval(timer); return hwm ? Math.max(sampled, peakRssMb(pid)) : sampled; } };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/** A goal's verdict beside its figure: a missed goal is said, never hidden. */
export const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/** A PDF of `bytes` bytes: the header, every byte value once, then random bytes (nothing compresses or dedups it). */
export const randomPdf = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(bytes - 9 - 256)]);

/** Stores a document with its PDF straight into the database (as an upload would store it), its id. */
export async function storeDocument(c: pg.Client, kind: string, text: string, pdf: Buffer): Promise<number> {
  const { rows } = await c.query(`INSERT INTO "Document"(kind, text, "fileName", "fileSize", "fileHash", "updatedAt")
    VALUES ($1, $2, 'veliki.pdf', $3, $4, now()) RETURNING id`, [kind, text, pdf.length, sha256(pdf)]);
  await c.query(`INSERT INTO "DocumentFile"("documentId", data) VALUES ($1, $2)`, [rows[0].id, pdf]);
  return rows[0].id as number;
}

/** autocannon against one URL: req/s (mean), latency p50/p99 in ms, and every error or non-2xx answer. */
export async function load(url: string, opts: { connections: number; seconds: number; headers?: Record<string, string> }) {
  const r = await autocannon({ url, connections: opts.connections, duration: opts.seconds, headers: opts.headers });
  return { reqPerSec: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99, errors: r.errors + r.non2xx };
}

/**
 * A GET as a browser makes it (Chromium's Accept-Encoding, on `agent`'s kept connections), its body decoded. node:http,
 * not fetch: its own CPU per request is a third of fetch's (0.2 against 0.6 ms measured), and on 2 cores what the
 * client spends is taken from the server it measures.
 */
export function browserGet(url: string, agent: http.Agent): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent, headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        try {
          const raw = Buffer.concat(parts);
          const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, deflate: zlib.inflateSync, zstd: zlib.zstdDecompressSync }[
            res.headers['content-encoding'] as 'br' | 'gzip' | 'deflate' | 'zstd'] as ((b: Buffer) => Buffer) | undefined;
          resolve({ status: res.statusCode ?? 0, body: decode ? decode(raw) : raw });
        } catch (err) {
          reject(err as Error);
        }
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** `count` parallel GETs of one URL, each hashed as it streams: MB/s, the server's peak RSS meanwhile, the hashes. */
export async function concurrentDownloads(url: string, pid: number, count: number) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: count });
  const peak = watchPeakRss(pid);
  const t0 = performance.now();
  const one = () => new Promise<{ bytes: number; hash: string }>((resolve, reject) => {
    http.get(url, { agent }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
      const h = createHash('sha256');
      let bytes = 0;
      res.on('data', (c: Buffer) => { bytes += c.length; h.update(c); });
      res.on('end', () => resolve({ bytes, hash: h.digest('hex') }));
      res.on('error', reject);
    }).on('error', reject);
  });
  const results = await Promise.all(Array.from({ length: count }, one));
  const s = (performance.now() - t0) / 1000;
  const peakRss = peak.stop();
  agent.destroy();
  const bytes = results.reduce((n, r) => n + r.bytes, 0);
  return { mbPerSec: bytes / 1024 / 1024 / s, peakRssMb: peakRss, hashes: results.map((r) => r.hash) };
}

/** Waits for `url` to answer 2xx, at most `seconds` (a start that loads the demo content on a busy machine takes a while). */
export async function waitReady(url: string, seconds = 120) {
  for (const until = Date.now() + seconds * 1000; Date.now() < until;) {
    try { if ((await fetch(url)).ok) return; } catch { /* not yet */ }
    await sleep(200);
  }
  throw new Error(`server did not answer ${url}`);
}

export const ADMIN = { username: 'admin', password: 'bench-admin-password' };

/**
 * The memory settings the server runs with (src/memory-settings.ts; the production image's ENV has the same, and
 * dist/start.js gives them to itself when started without).
 */
export function productionEnv(): Record<string, string> {
  return { ...MALLOC_ENV, NODE_OPTIONS: NODE_FLAGS.join(' ') };
}

/**
 * Our production build (dist/start.js) on a free port, with the production image's memory settings in its environment;
 * `plainNode`: with none of them, as an operator might start it (the server then gives them to itself).
 */
export async function startOurs(dbUrl: string, extraEnv: Record<string, string> = {}, { plainNode = false } = {}): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env, ...productionEnv(), DATABASE_URL: dbUrl, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production',
    JWT_SECRET: 'b'.repeat(8) + '0123456789abcdef0123456789abcdef', ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password,
    // The benches act as the admin (staffAccount) without a second factor.
    REQUIRE_ADMIN_2FA: 'false', ...extraEnv,
  };
  if (plainNode) for (const key of Object.keys(productionEnv())) delete env[key];
  const child = spawn(process.execPath, [path.resolve(here, '..', 'dist', 'start.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
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

/** A staff account (role User) made by the admin, for the benches that upload as staff do. */
export async function staffAccount(base: string) {
  const staff = { username: 'osoblje', password: 'osoblje-lozinka-123' };
  const r = await fetch(`${base}/api/Account/register`, {
    method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await login(base)}` },
    body: JSON.stringify({ ...staff, email: 'osoblje@dz.ba', role: 'User' }),
  });
  if (!r.ok && r.status !== 409) throw new Error(`register: ${r.status}`);
  return staff;
}

/** POST /api/Zakon with a PDF (multipart, a staff token), as the staff screen sends it; fails on anything but 201. */
export async function uploadPdf(base: string, token: string, file: Buffer) {
  const form = new FormData();
  form.set('naziv', 'Zakon o mjerenju memorije');
  form.set(PDF_FIELD, new Blob([file as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'veliki.pdf');
  const r = await fetch(`${base}/api/Zakon`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  if (r.status !== 201) throw new Error(`upload: ${r.status} ${await r.text()}`);
}
