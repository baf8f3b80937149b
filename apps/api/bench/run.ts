// pnpm bench: our server (the built dist/start.js) against bare node:http baselines, in one run
// on 127.0.0.1, with the goals next to the figures:
// - the paged list, ours and a bare node:http + pg server, req/s: the ratio is the median of 3 rounds;
// - the lean news list (ours);
// - 20 concurrent downloads of one 20 MB PDF, from ours (PostgreSQL) and from a bare node:http
//   server streaming the same bytes from disk: MB/s, the server's peak RSS, every download's sha256;
// - the server render of the home page and of /zakoni (the HTML a browser gets, compressed as it
//   asks): p50/p95 over sequential requests and over 10 at a time;
// - our server's RSS once idle after all that.
// Our server runs with the production image's memory settings (lib.ts productionEnv). Uses
// DATABASE_URL's server when set, else an embedded PostgreSQL. `pnpm bench` builds first.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { LIMITS, MB } from '@dz/contracts';
import { migrate, repoPaths } from '@dz/db/migrate';
import { freePort } from '../src/db/embedded.js';
import { sha256 } from '../src/files/bytes.js';
import { encodeImage } from '../src/files/images.js';
import {
  concurrentDownloads, database, here, load, mark, median, peakRssMb, prismaDir, productionEnv, randomPdf, rssMb, sleep, startOurs, storeDocument, waitReady,
} from './lib.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const downloads = 20;
const pageRequests = Number(process.env.BENCH_PAGES ?? 200);
const GOALS = { peakRssMb: 300, throughputRatio: 0.7, listRatio: 0.6, idleRssMb: 200, homeRenderP50Ms: 20 };


/** 2000 small documents (the list), 20 news with images, and one 20 MB PDF (every byte value). */
async function seed(url: string, big: Buffer) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const small = Buffer.from('%PDF-1.4\n% bench\n%%EOF\n');
  await c.query(`INSERT INTO "Document"(kind, text, "fileName", "fileSize", "fileHash", "updatedAt")
    SELECT 'ZAKON', 'Zakon o zdravstvenoj zaštiti, izmjena ' || g, 'zakon-' || g || '.pdf', $1, $2, now() FROM generate_series(1, 2000) g`, [small.length, sha256(small)]);
  await c.query(`INSERT INTO "DocumentFile"("documentId", data) SELECT id, $1 FROM "Document"`, [small]);
  const bigId = await storeDocument(c, 'OGLAS', 'Veliki oglas', big);
  // Stored as the server stores an upload of a 16:9 photo: the full and the card variant.
  const img = await encodeImage(await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer());
  for (let i = 1; i <= 20; i++) {
    const n = await c.query(`INSERT INTO "Novost"(naslov, opis, "updatedAt") VALUES ($1, $2, now()) RETURNING id`, [`Novost ${i}`, 'Opis novosti. '.repeat(40)]);
    await c.query(`INSERT INTO "NovostImage"("novostId", hash, "full", card) VALUES ($1, $2, $3, $4)`, [n.rows[0].id, `${i}`.padStart(64, '0'), img.full, img.card]);
  }
  await c.query('ANALYZE');
  await c.end();
  return bigId;
}

/** The list load: autocannon's req/s, p99 and errors (run.ts's table as before). */
const listLoad = async (url: string) => {
  const { reqPerSec, p99Ms, errors } = await load(url, { connections, seconds });
  return { reqPerSec, p99Ms, errors };
};

/**
 * `total` GETs of a page, `concurrency` at a time, as a browser asks for it (compressed, over kept
 * connections): each one's time to its last byte. The page must be the server's render (its
 * content and its query cache), not the shell a failed render falls back to.
 */
async function pageTimes(url: string, mustContain: string, concurrency: number) {
  const html = await (await fetch(url)).text();
  if (!html.includes('id="ssr-data"') || !html.includes(mustContain)) throw new Error(`${url} is not server-rendered with "${mustContain}"`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const one = () => new Promise<number>((resolve, reject) => {
    const t0 = performance.now();
    http.get(url, { agent, headers: { 'Accept-Encoding': 'gzip, deflate, br' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
      res.resume();
      res.on('end', () => resolve(performance.now() - t0));
      res.on('error', reject);
    }).on('error', reject);
  });
  for (let i = 0; i < 20; i++) await one();
  const times: number[] = [];
  let started = 0;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (started < pageRequests) {
      started++;
      times.push(await one());
    }
  }));
  const s = (performance.now() - t0) / 1000;
  agent.destroy();
  const at = (q: number) => Number([...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * q))]!.toFixed(1));
  return { p50Ms: at(0.5), p95Ms: at(0.95), reqPerSec: Math.round(times.length / s) };
}

const db = await database('bench');
const children: ChildProcess[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-bench-file-'));
try {
  const t0 = performance.now();
  await migrate('deploy', [], { url: db.url, ...repoPaths(prismaDir), log: () => {} });
  const big = randomPdf(LIMITS.pdfBytes);
  const bigHash = sha256(big);
  const bigId = await seed(db.url, big);
  const bigFile = path.join(tmp, 'veliki.pdf');
  fs.writeFileSync(bigFile, big);

  // Its PDF cache in the bench's own folder: the first round fills it from PostgreSQL.
  const ours = await startOurs(db.url, { FILE_CACHE_DIR: path.join(tmp, 'file-cache') });
  children.push(ours.child);
  const barePort = await freePort();
  const bare = fork(path.join(here, 'bare-server.mjs'), { env: { ...process.env, DATABASE_URL: db.url, PORT: String(barePort), BENCH_FILE: bigFile }, stdio: 'ignore' });
  children.push(bare);
  const bareBase = `http://127.0.0.1:${barePort}`;
  await waitReady(`${bareBase}/?page=1`);
  const oursPid = ours.child.pid!;

  // The paged list, alternating ours and bare so both see the same machine load.
  const list = '/api/Zakon?page=3&pageSize=5';
  const rounds: { ours: Awaited<ReturnType<typeof listLoad>>; bare: Awaited<ReturnType<typeof listLoad>> }[] = [];
  for (let i = 0; i < 3; i++) {
    rounds.push({ ours: await listLoad(`${ours.base}${list}`), bare: await listLoad(`${bareBase}/?page=3&pageSize=5`) });
  }
  const listRss = { ours: peakRssMb(oursPid), bare: peakRssMb(bare.pid!) };
  const lean = await listLoad(`${ours.base}/api/Novost?lean=true`);
  const leanRss = peakRssMb(oursPid);

  // The server render of two pages, one request at a time and 10 at a time.
  const pages: { page: string; requests: string; p50Ms: number; p95Ms: number; reqPerSec: number }[] = [];
  for (const [page, mustContain] of [['/', 'Novost 20'], ['/zakoni', 'Zakon o zdravstvenoj zaštiti, izmjena 2000']] as const) {
    for (const concurrency of [1, 10]) {
      const times = await pageTimes(`${ours.base}${page}`, mustContain, concurrency);
      pages.push({ page: `GET ${page}`, requests: concurrency === 1 ? `${pageRequests} one at a time` : `${pageRequests}, ${concurrency} at a time`, ...times });
    }
  }
  const homeP50 = pages[0]!.p50Ms;

  // 20 concurrent downloads of the 20 MB PDF, 3 rounds each, alternating.
  const oursDl: Awaited<ReturnType<typeof concurrentDownloads>>[] = [];
  const bareDl: typeof oursDl = [];
  for (let i = 0; i < 3; i++) {
    oursDl.push(await concurrentDownloads(`${ours.base}/api/Oglas/download/${bigId}`, oursPid, downloads));
    bareDl.push(await concurrentDownloads(`${bareBase}/file`, bare.pid!, downloads));
  }

  // Idle: nothing forced. After 5 s, and after 30 s at rest (V8's memory reducer gives back
  // heap pages only after several idle seconds; the goal applies to the server at rest).
  await sleep(5000);
  const idleRss5 = rssMb(oursPid);
  await sleep(25_000);
  const idleRss = rssMb(oursPid);

  const rows = [
    ...rounds.flatMap((r, i) => [
      { test: `list round ${i + 1} (ours)`, ...r.ours },
      { test: `list round ${i + 1} (bare node:http + pg)`, ...r.bare },
    ]),
    { test: 'lean news list (ours)', ...lean },
  ];
  console.log(`\nours: dist/start.js with the production image's ${Object.entries(productionEnv()).map(([k, v]) => `${k}=${v}`).join(' ')}`);
  console.log(`${connections} connections, ${seconds} s each, 2000 documents, on ${os.cpus().length} cores (load average ${os.loadavg()[0]!.toFixed(1)})\n`);
  console.table(rows);
  console.log(`peak RSS while serving lists: ours ${listRss.ours} MB (lean news list included: ${leanRss} MB), bare ${listRss.bare} MB`);

  const mid = (xs: { mbPerSec: number }[]) => median(xs.map((x) => x.mbPerSec));
  const all = [...oursDl, ...bareDl].flatMap((d) => d.hashes);
  const identical = all.filter((h) => h === bigHash).length;
  const dlRatio = mid(oursDl) / mid(bareDl);
  const oursPeak = Math.max(...oursDl.map((d) => d.peakRssMb));
  const listRatio = median(rounds.map((r) => r.ours.reqPerSec / r.bare.reqPerSec));

  console.log('\nserver render (the HTML a browser gets, compressed as it asks; 2000 laws, 20 news): time to the last byte');
  console.table(pages);

  console.log(`\n${downloads} concurrent downloads of a ${LIMITS.pdfBytes / MB} MB PDF (${oursDl.length} rounds each; MB/s: the median round; peak RSS: the highest):`);
  console.table([
    { server: 'ours (PostgreSQL once, then its disk cache)', 'MB/s': Math.round(mid(oursDl)), 'MB/s per round': oursDl.map((d) => Math.round(d.mbPerSec)).join(' / '), peakRssMb: oursPeak },
    { server: 'bare node:http, file on disk', 'MB/s': Math.round(mid(bareDl)), 'MB/s per round': bareDl.map((d) => Math.round(d.mbPerSec)).join(' / '), peakRssMb: Math.max(...bareDl.map((d) => d.peakRssMb)) },
  ]);
  console.log(`byte-identical downloads (sha256 ${bigHash.slice(0, 16)}…): ${identical}/${all.length}${identical === all.length ? '' : '  CORRUPTED'}`);

  console.log('\ngoals:');
  console.log(`  download peak RSS (ours)        ${String(oursPeak).padStart(6)} MB    goal < ${GOALS.peakRssMb} MB   ${mark(oursPeak < GOALS.peakRssMb)}`);
  console.log(`  download MB/s ours/bare (median) ${dlRatio.toFixed(2).padStart(5)}       goal >= ${GOALS.throughputRatio}     ${mark(dlRatio >= GOALS.throughputRatio)}`);
  console.log(`  list req/s ours/bare (median)   ${listRatio.toFixed(2).padStart(6)}       goal >= ${GOALS.listRatio}     ${mark(listRatio >= GOALS.listRatio)}  (rounds: ${rounds.map((r) => (r.ours.reqPerSec / r.bare.reqPerSec).toFixed(2)).join(', ')})`);
  console.log(`  server render of / p50 (one at a time) ${homeP50.toFixed(1).padStart(5)} ms  goal < ${GOALS.homeRenderP50Ms} ms    ${mark(homeP50 < GOALS.homeRenderP50Ms)}`);
  console.log(`  idle RSS (ours, 5 s after)      ${String(idleRss5).padStart(6)} MB`);
  console.log(`  idle RSS (ours, 30 s at rest)   ${String(idleRss).padStart(6)} MB    goal < ${GOALS.idleRssMb} MB   ${mark(idleRss < GOALS.idleRssMb)}`);
  console.log(`\nbench took ${Math.round((performance.now() - t0) / 1000)} s`);
  if (identical !== all.length) process.exitCode = 1;
} finally {
  for (const c of children) c.kill('SIGTERM');
  await sleep(1500);
  fs.rmSync(tmp, { recursive: true, force: true });
  await db.stop();
}
