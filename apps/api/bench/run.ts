// pnpm bench: throughput, p99 latency and peak RSS of the paged list, the lean news list and
// a 5 MB download on our server (the built dist/start.js), and of the same list query on a bare
// node:http + pg server, in one run on 127.0.0.1. Prints a table and the ours/bare ratio.
// Uses DATABASE_URL's server when set, else an embedded PostgreSQL. Build first (turbo does).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { migrate, repoPaths } from '@dz/db/migrate';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function database() {
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/dz_bench_${process.pid}`;
    return { url: u.toString(), stop: async () => {
      const admin = new URL(process.env.DATABASE_URL!); admin.pathname = '/postgres';
      const c = new pg.Client({ connectionString: admin.toString() }); await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "dz_bench_${process.pid}" WITH (FORCE)`); await c.end();
    } };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-bench-'));
  fs.chmodSync(dir, 0o755);
  const e = await startEmbeddedPostgres(path.join(dir, 'postgres'));
  return { url: e.url, stop: async () => { await e.stop(); fs.rmSync(dir, { recursive: true, force: true }); } };
}

async function seed(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const small = Buffer.from('%PDF-1.4\n% bench\n%%EOF\n');
  await c.query(`INSERT INTO "Document"(kind, text, "fileName", "fileSize", "fileHash", "updatedAt")
    SELECT 'ZAKON', 'Zakon o zdravstvenoj zaštiti, izmjena ' || g, 'zakon-' || g || '.pdf', $1, 'x', now() FROM generate_series(1, 2000) g`, [small.length]);
  await c.query(`INSERT INTO "DocumentFile"("documentId", data) SELECT id, $1 FROM "Document"`, [small]);
  const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 - 9, 0x20)]);
  const { rows } = await c.query(`INSERT INTO "Document"(kind, text, "fileName", "fileSize", "fileHash", "updatedAt") VALUES ('OGLAS', 'Veliki oglas', 'veliki.pdf', $1, 'y', now()) RETURNING id`, [big.length]);
  await c.query(`INSERT INTO "DocumentFile"("documentId", data) VALUES ($1, $2)`, [rows[0].id, big]);
  const img = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
  for (let i = 1; i <= 20; i++) {
    const n = await c.query(`INSERT INTO "Novost"(naslov, opis, "updatedAt") VALUES ($1, $2, now()) RETURNING id`, [`Novost ${i}`, 'Opis novosti. '.repeat(40)]);
    await c.query(`INSERT INTO "NovostImage"("novostId", hash, "full", card) VALUES ($1, $2, $3, $3)`, [n.rows[0].id, `${i}`.padStart(64, '0'), img]);
  }
  await c.query('ANALYZE');
  await c.end();
  return rows[0].id as number;
}

const peakRssMb = (pid: number) => {
  const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};

async function waitReady(url: string) {
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(url)).ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url}`);
}

async function load(title: string, url: string) {
  const r = await autocannon({ url, connections, duration: seconds });
  return { title, reqPerSec: Math.round(r.requests.average), p99Ms: r.latency.p99, errors: r.errors + r.non2xx };
}

const db = await database();
const children: ChildProcess[] = [];
try {
  await migrate('deploy', [], { url: db.url, ...repoPaths(path.resolve(here, '..', '..', '..', 'prisma')), log: () => {} });
  const bigId = await seed(db.url);
  const [oursPort, barePort] = [await freePort(), await freePort()];
  const ours = spawn(process.execPath, [path.resolve(here, '..', 'dist', 'start.js')], {
    env: { ...process.env, DATABASE_URL: db.url, PORT: String(oursPort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', JWT_SECRET: 'b'.repeat(8) + '0123456789abcdef0123456789abcdef', ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'bench-admin-password' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const bare = fork(path.join(here, 'bare-server.mjs'), { env: { ...process.env, DATABASE_URL: db.url, PORT: String(barePort) }, stdio: 'ignore' });
  children.push(ours, bare);
  await Promise.all([waitReady(`http://127.0.0.1:${oursPort}/ready`), waitReady(`http://127.0.0.1:${barePort}/?page=1`)]);

  const list = '/api/Zakon?page=3&pageSize=5';
  const rows = [
    { ...(await load('list (ours)', `http://127.0.0.1:${oursPort}${list}`)), rssMb: peakRssMb(ours.pid!) },
    { ...(await load('list (bare node:http + pg)', `http://127.0.0.1:${barePort}/?page=3&pageSize=5`)), rssMb: peakRssMb(bare.pid!) },
    { ...(await load('lean news list (ours)', `http://127.0.0.1:${oursPort}/api/Novost?lean=true`)), rssMb: peakRssMb(ours.pid!) },
    { ...(await load('5 MB download (ours)', `http://127.0.0.1:${oursPort}/api/Oglas/download/${bigId}`)), rssMb: peakRssMb(ours.pid!) },
  ];
  console.log(`\n${connections} connections, ${seconds} s each, 2000 documents, on ${os.cpus().length} cores\n`);
  console.table(rows);
  const ratio = rows[0]!.reqPerSec / rows[1]!.reqPerSec;
  console.log(`list throughput ours/bare: ${ratio.toFixed(2)} (target >= 0.50)`);
} finally {
  for (const c of children) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  await db.stop();
}
