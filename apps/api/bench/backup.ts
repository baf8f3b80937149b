// Peak memory of the operator commands on a large database: fills a database with
// BENCH_DOCS documents of BENCH_DOC_MB MB of incompressible PDF-like bytes (default 15 × 20 MB,
// ~300 MB) plus small documents, news with images and accounts, then runs the built
// `node dist/cli.js backup <file>` and `node dist/cli.js restore <file>` into a fresh, empty
// database, each as its own process, and prints each one's peak RSS (getrusage maxrss, the
// figure `/usr/bin/time -v` reports as "Maximum resident set size"), its time and the backup
// size; then checks that the restored database holds the same rows and file bytes.
//
//   pnpm --filter @dz/api run build && pnpm --filter @dz/api exec tsx bench/backup.ts
//
// Uses the tests' PostgreSQL server (test/pg-server.ts: TEST_DATABASE_URL's or DATABASE_URL's
// when set, else an embedded one) for two scratch databases, dropped afterwards. BENCH_KEEP=1 keeps the backup file.
//
// Measured (2 shared cores, PostgreSQL 15 on the same machine), peak RSS backup / restore:
//   format 1 (one line a row, whole files in memory):      724-751 MB / 471-700 MB
//   format 2 (1 MiB chunks, restore staged on the server): 155-180 MB / 150-180 MB
//     (the same at 645 MB, BENCH_DOCS=30: the peak no longer grows with the database;
//     ~130 MB of it is the ops process before any work: Prisma, migrations, sharp, pdfkit)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { migrate, repoPaths } from '@dz/db/migrate';
import { sha256 } from '../src/files/bytes.js';
import { encodeImage } from '../src/files/images.js';
import { adminQuery, testServer, withDatabase } from '../test/pg-server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const ops = path.resolve(here, '..', 'dist', 'cli.js');
const docs = Number(process.env.BENCH_DOCS ?? 15);
const docBytes = Math.round(Number(process.env.BENCH_DOC_MB ?? 20) * 1024 * 1024);
const MB = (n: number) => (n / 1024 / 1024).toFixed(0);

if (!fs.existsSync(ops)) {
  console.error(`${ops} is missing: build first (pnpm --filter @dz/api run build)`);
  process.exit(1);
}

async function seed(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(`INSERT INTO "Account"("userName", email, role, "passwordHash") SELECT 'korisnik' || g, 'k' || g || '@dz.ba', 'User', 'x' FROM generate_series(1, 50) g`);
    const small = Buffer.from('%PDF-1.4\n% bench\n%%EOF\n');
    await c.query(`INSERT INTO "Document"(kind, text, "fileName", "fileSize", "fileHash", "updatedAt")
      SELECT 'ZAKON', 'Zakon o zdravstvenoj zaštiti, izmjena ' || g, 'zakon-' || g || '.pdf', $1, $2, now() FROM generate_series(1, 2000) g`,
    [small.length, sha256(small)]);
    await c.query(`INSERT INTO "DocumentFile"("documentId", data) SELECT id, $1 FROM "Document"`, [small]);
    for (let i = 1; i <= docs; i++) {
      // Like a real PDF: a text header and trailer around compressed (random-looking) streams.
      const bytes = Buffer.concat([Buffer.from(`%PDF-1.7\n%\xe2\xe3\xcf\xd3\n% bench ${i}\n`, 'latin1'), randomBytes(docBytes - 64), Buffer.from('\n%%EOF\n')]);
      const { rows } = await c.query(`INSERT INTO "Document"(kind, text, "fileName", "fileSize", "fileHash", "updatedAt") VALUES ('OGLAS', $1, $2, $3, $4, now()) RETURNING id`,
        [`Veliki oglas ${i}`, `veliki-${i}.pdf`, bytes.length, sha256(bytes)]);
      await c.query(`INSERT INTO "DocumentFile"("documentId", data) VALUES ($1, $2)`, [rows[0].id, bytes]);
    }
    // Stored as the server stores an upload (full and card variant) of a noisy 16:9 photo.
    const { full, card } = await encodeImage(await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f97', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer());
    for (let i = 1; i <= 20; i++) {
      const n = await c.query(`INSERT INTO "Novost"(naslov, opis, "updatedAt") VALUES ($1, $2, now()) RETURNING id`, [`Novost ${i}`, 'Opis novosti. '.repeat(40)]);
      await c.query(`INSERT INTO "NovostImage"("novostId", hash, "full", card) VALUES ($1, $2, $3, $4)`, [n.rows[0].id, `${i}`.padStart(64, '0'), full, card]);
    }
    const { rows } = await c.query(`SELECT pg_database_size(current_database()) AS size`);
    return Number(rows[0].size);
  } finally {
    await c.end();
  }
}

/** Runs `node dist/cli.js …` against a database; its peak RSS is reported by the child itself at exit. */
function runOps(url: string, args: string[]) {
  const report = `process.on('exit', () => process.stderr.write('\\nbench-maxrss-kb=' + process.resourceUsage().maxRSS + '\\n'));`;
  const started = performance.now();
  const child = spawn(process.execPath, [`--import=data:text/javascript,${encodeURIComponent(report)}`, ops, ...args], {
    env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => { out += d; });
  child.stderr.on('data', (d) => { out += d; });
  return new Promise<{ code: number | null; seconds: number; peakMb: number; out: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      const kb = Number(/bench-maxrss-kb=(\d+)/.exec(out)?.[1] ?? NaN);
      resolve({ code, seconds: (performance.now() - started) / 1000, peakMb: kb / 1024, out: out.replace(/\s*bench-maxrss-kb=\d+\s*/, '\n').trim() });
    });
  });
}

/** What must survive a restore: every row's columns, and files by their digest. */
async function fingerprint(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const q = async (sql: string) => JSON.stringify((await c.query(sql)).rows);
    return [
      await q(`SELECT * FROM "Account" ORDER BY id`),
      await q(`SELECT * FROM "Novost" ORDER BY id`),
      await q(`SELECT "novostId", hash, md5("full") AS f, md5(card) AS c FROM "NovostImage" ORDER BY 1`),
      await q(`SELECT * FROM "Document" ORDER BY id`),
      await q(`SELECT "documentId", md5(data) AS d, octet_length(data) AS n FROM "DocumentFile" ORDER BY 1`),
    ].join('\n');
  } finally {
    await c.end();
  }
}

const srv = await testServer();
const tag = `${process.pid}_${randomBytes(3).toString('hex')}`;
const source = withDatabase(srv.url, `dz_bench_backup_${tag}`);
const target = withDatabase(srv.url, `dz_bench_restore_${tag}`);
const file = path.join(os.tmpdir(), `dz-bench-${tag}.backup.gz`);
let failed = false;
try {
  await adminQuery(srv.url, `CREATE DATABASE "dz_bench_backup_${tag}"`);
  await adminQuery(srv.url, `CREATE DATABASE "dz_bench_restore_${tag}"`);
  await migrate('deploy', [], { url: source, ...repoPaths(path.resolve(here, '..', '..', '..', 'prisma')), log: () => {} });
  console.log(`Seeding ${docs} × ${MB(docBytes)} MB documents, 2000 small ones, 20 news with images, 50 accounts…`);
  const size = await seed(source);
  console.log(`Database size: ${MB(size)} MB`);

  const b = await runOps(source, ['backup', file]);
  if (b.code !== 0) throw new Error(`backup failed (${b.code}):\n${b.out}`);
  const r = await runOps(target, ['restore', file]);
  if (r.code !== 0) throw new Error(`restore failed (${r.code}):\n${r.out}`);
  const same = (await fingerprint(source)) === (await fingerprint(target));
  failed = !same;

  console.log('');
  console.log(`| command                        | peak RSS | time    |`);
  console.log(`|--------------------------------|---------:|--------:|`);
  console.log(`| node dist/cli.js backup <file> | ${b.peakMb.toFixed(0).padStart(5)} MB | ${b.seconds.toFixed(1).padStart(5)} s |`);
  console.log(`| node dist/cli.js restore <file>| ${r.peakMb.toFixed(0).padStart(5)} MB | ${r.seconds.toFixed(1).padStart(5)} s |`);
  console.log('');
  console.log(`Database ${MB(size)} MB, backup file ${MB(fs.statSync(file).size)} MB. Restored database ${same ? 'identical to the source' : 'DIFFERS from the source'}.`);
} catch (e) {
  console.error((e as Error).message);
  failed = true;
} finally {
  if (!process.env.BENCH_KEEP) fs.rmSync(file, { force: true });
  else console.log(`Backup kept: ${file}`);
  await adminQuery(srv.url, `DROP DATABASE IF EXISTS "dz_bench_backup_${tag}" WITH (FORCE)`).catch(() => {});
  await adminQuery(srv.url, `DROP DATABASE IF EXISTS "dz_bench_restore_${tag}" WITH (FORCE)`).catch(() => {});
  await srv.stop();
}
process.exit(failed ? 1 : 0);
