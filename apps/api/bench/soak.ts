// pnpm bench, last (issue 42): a soak. Our built server started as an operator might start it, plain
// `node dist/start.js` without the memory settings in its environment (it gives them to itself: src/memory-settings.ts),
// on a fresh database with the demo content, under mixed public and staff traffic for SOAK_SECONDS (3600): pages,
// searches (found and not), PDF downloads and pictures, and staff at the desk, the content list, versions, edits,
// uploads of pictures and PDFs and deletes. Its RSS is printed at the start, at rest after the warm-up
// (SOAK_WARMUP_SECONDS, a sixth of the run up to 300 s) and at rest at the end, "at rest" being QUIET_S without a
// request (the server's quiet-time collection, http/quiet-gc.ts, has run by then); the drift is the end's against the
// warm-up's, goal under 10 %. SOAK_RPS: the requests a second, all clients together (20), over SOAK_CLIENTS (6)
// clients. `SOAK_SECONDS=120 pnpm --filter @dz/api bench:soak` is a two-minute run. DATABASE_URL's server when set
// (a database of its own, dropped after), else an embedded PostgreSQL.
import os from 'node:os';
import sharp from 'sharp';
import { API, DOCUMENT_TYPES, IMAGE_FIELD, MB, PDF_FIELD, ROUTES } from '@dz/contracts';
import { database, login, mark, randomPdf, rssMb, sleep, staffAccount, startOurs } from './lib.js';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 3600);
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.min(300, Math.round(SECONDS / 6)));
const RPS = Number(process.env.SOAK_RPS ?? 20);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 6);
const QUIET_S = 15;
const SAMPLE_MS = 5_000;
const GOAL = { driftPercent: 10 };

const zakon = DOCUMENT_TYPES.find((t) => t.resource === 'Zakon')!;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const FOUND = ['ljekar', 'zakon', 'vakcinacija', 'radno vrijeme', 'pedijatrija', 'stomatolog', 'hitna pomoc', 'laboratorija'];

const db = await database('soak');
let child: import('node:child_process').ChildProcess | undefined;
try {
  const t0 = performance.now();
  const step = (what: string) => console.error(`${Math.round((performance.now() - t0) / 1000)} s: ${what}`);
  // The inputs first: a 2000 × 1500 picture and a 1 MB PDF, made before the server is measured.
  const picture = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#2a6f97' } }).jpeg({ quality: 90 }).toBuffer();
  const pdf = randomPdf(MB);
  const started = await startOurs(db.url, { SEED_DEMO: '1' }, { plainNode: true });
  child = started.child;
  const { base } = started;
  const pid = child.pid!;
  const startMb = rssMb(pid);
  step(`started (${startMb} MB)`);
  const token = await login(base, await staffAccount(base));
  const staff = { Authorization: `Bearer ${token}` };
  const json = async (path: string, headers: Record<string, string> = {}) => {
    const r = await fetch(`${base}${path}`, { headers });
    if (!r.ok) throw new Error(`${path}: ${r.status}`);
    return r.json() as Promise<unknown>;
  };
  const news = (await json(`${API.newsList}?lean=true`)) as { id: number }[];
  const laws = ((await json(`${API.documents(zakon)}?page=1&pageSize=10`)) as { items: { id: number }[] }).items;
  if (!news.length || !laws.length) throw new Error('the demo content is not there');

  const ask = async (path: string, init: RequestInit = {}) => {
    const r = await fetch(`${base}${path}`, { ...init, headers: { 'Accept-Encoding': 'gzip, deflate, br', ...(init.headers ?? {}) } });
    await r.arrayBuffer();
    return r.status;
  };
  const form = (fields: Record<string, string>, file?: { field: string; bytes: Buffer; type: string; name: string }) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.set(k, v);
    if (file) f.set(file.field, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
    return f;
  };
  /** A staff upload, then its delete (into the bin): the content stays the size it was. */
  const uploadAndDelete = async (path: string, body: FormData, item: (id: number) => string) => {
    const r = await fetch(`${base}${path}`, { method: 'POST', headers: staff, body });
    const created = (await r.json()) as { id?: number };
    if (r.status !== 201 || !created.id) return r.status;
    return ask(item(created.id), { method: 'DELETE', headers: staff });
  };
  let edits = 0;

  /** What a client does, by weight: mostly the public's pages, searches and files; staff's work among them. */
  const ACTIONS: [number, string, () => Promise<number>][] = [
    [4, 'home page', () => ask('/')],
    [2, 'a news page', () => ask(ROUTES.newsDetail(pick(news).id))],
    [2, 'a list page', () => ask(`${zakon.listPath}?page=${1 + Math.floor(Math.random() * 2)}`)],
    [1, 'clinics', () => ask(ROUTES.clinics)],
    [3, 'search (found)', () => ask(`${API.search}?q=${encodeURIComponent(pick(FOUND))}`)],
    [2, 'search (nothing)', () => ask(`${API.search}?q=${encodeURIComponent(`kvant${Math.random().toString(36).slice(2, 8)} nista`)}`)],
    [1, 'search page', () => ask(`${ROUTES.search}?q=${encodeURIComponent(pick(FOUND))}`)],
    [2, 'a PDF', () => ask(API.download(zakon, pick(laws).id))],
    [2, 'a picture', () => ask(API.newsImage(pick(news).id, Math.random() < 0.7 ? 'card' : 'full'))],
    [1, 'staff: desk', () => ask(API.desk, { headers: staff })],
    [1, 'staff: content list', () => ask(`${API.content}?page=${1 + Math.floor(Math.random() * 3)}`, { headers: staff })],
    [1, 'staff: versions', async () => {
      const base1 = API.newsVersions(pick(news).id);
      const s = await ask(base1, { headers: staff });
      return s === 200 ? ask(API.versionFile(base1, 1), { headers: staff }) : s;
    }],
    [0.5, 'staff: news edit', () => ask(API.news(pick(news).id), {
      method: 'PUT', headers: staff, body: form({ naslov: `Izmjena ${++edits}`, opis: 'Opis izmijenjen u testu trajanja.' }),
    })],
    [0.2, 'staff: news with a picture, deleted', () => uploadAndDelete(API.newsList,
      form({ naslov: 'Nova slika', opis: 'Opis.' }, { field: IMAGE_FIELD, bytes: picture, type: 'image/jpeg', name: 's.jpg' }), API.news)],
    [0.2, 'staff: a PDF, deleted', () => uploadAndDelete(API.documents(zakon),
      form({ [zakon.textField]: 'Zakon iz testa trajanja' }, { field: PDF_FIELD, bytes: pdf, type: 'application/pdf', name: 'z.pdf' }),
      (id) => API.document(zakon, id))],
  ];
  const total = ACTIONS.reduce((n, [w]) => n + w, 0);
  const choose = () => {
    let r = Math.random() * total;
    for (const a of ACTIONS) if ((r -= a[0]) < 0) return a;
    return ACTIONS[0]!;
  };
  const counts = new Map<string, { n: number; failed: number }>();

  /** Traffic for `seconds`: CLIENTS clients, each paced so that together they ask about RPS a second. */
  async function traffic(seconds: number) {
    const until = performance.now() + seconds * 1000;
    const every = (CLIENTS * 1000) / RPS;
    await Promise.all(Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const begun = performance.now();
        const [, name, run] = choose();
        const c = counts.get(name) ?? { n: 0, failed: 0 };
        counts.set(name, c);
        c.n++;
        const status = await run().catch(() => 0);
        if (status < 200 || status >= 400) c.failed++;
        await sleep(Math.max(0, every - (performance.now() - begun)));
      }
    }));
  }
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(pid)), SAMPLE_MS);
  /** RSS once nothing has been asked for QUIET_S. */
  const atRest = async () => { await sleep(QUIET_S * 1000); return rssMb(pid); };

  step(`warm-up: ${WARMUP_SECONDS} s`);
  await traffic(WARMUP_SECONDS);
  const warmMb = await atRest();
  step(`after the warm-up, at rest: ${warmMb} MB; traffic for ${SECONDS - WARMUP_SECONDS} s more`);
  const warmSamples = samples.length;
  await traffic(Math.max(0, SECONDS - WARMUP_SECONDS));
  const endMb = await atRest();
  clearInterval(sampler);
  const drift = ((endMb - warmMb) / warmMb) * 100;
  const loaded = samples.slice(warmSamples);
  const requests = [...counts.values()].reduce((n, c) => n + c.n, 0);

  console.log(`\nsoak: dist/start.js started with plain node (no memory settings in its environment), the demo content, ${SECONDS} s of traffic`
    + ` (${WARMUP_SECONDS} s warm-up), ${CLIENTS} clients at about ${RPS} req/s together; ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.table([...counts].map(([what, c]) => ({ '': what, requests: c.n, failed: c.failed })));
  console.log(`requests: ${requests} (${(requests / SECONDS).toFixed(1)} a second)`);
  console.log('RSS in MB:');
  console.log(`  at the start                         ${String(startMb).padStart(6)}`);
  console.log(`  at rest after the warm-up            ${String(warmMb).padStart(6)}`);
  console.log(`  under load after the warm-up: min ${Math.min(...loaded)}, max ${Math.max(...loaded)}`);
  console.log(`  at rest at the end                   ${String(endMb).padStart(6)}`);
  console.log(`  drift (the end against the warm-up)  ${`${drift >= 0 ? '+' : ''}${drift.toFixed(1)} %`.padStart(8)}   goal < ${GOAL.driftPercent} %   ${mark(drift < GOAL.driftPercent)}`);
} finally {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  await db.stop();
}
