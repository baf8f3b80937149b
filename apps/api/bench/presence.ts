// pnpm bench (after pages.ts), or alone: `pnpm --filter @dz/api bench:presence`.
// Issue 36: what edit presence costs the server at its heartbeat (PRESENCE_HEARTBEAT_MS, a few
// seconds so that an editor who opens or leaves shows within 15 s). 100 open edit forms (10 staff
// accounts, 10 tabs each; 25 items, each open in four forms of four accounts) beat against our built server (dist/start.js, the
// production image's memory settings) for BENCH_PRESENCE_SECONDS, each on its own schedule as a
// browser's timer runs it, over kept connections as a browser's are. Printed: requests per second,
// latency, errors, the server's CPU (share of one core) and RSS meanwhile, beside the same figures
// with no form open; and the CPU of PostgreSQL's backends serving it, when they run on this machine.
// Uses DATABASE_URL's server when set, else an embedded PostgreSQL.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { API, PRESENCE_HEARTBEAT_MS, PRESENCE_STALE_SECONDS } from '@dz/contracts';
import { migrate, repoPaths } from '@dz/db/migrate';
import { signToken } from '../src/auth/tokens.js';
import { database, login, mark, prismaDir, rssMb, sleep, startOurs, watchPeakRss } from './lib.js';

const FORMS = 100;
const ACCOUNTS = 10;
const ITEMS = 25;
const seconds = Number(process.env.BENCH_PRESENCE_SECONDS ?? 30);
/** What "small" means here: the server, 100 forms beating, uses under this share of one core. */
const GOALS = { serverCpuPct: 10 };
const JWT_SECRET = `presence-bench-${'0123456789abcdef'.repeat(3)}`;
const TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

/** CPU seconds each process has used so far (user + system, from /proc); a process gone is left out. */
function cpuSeconds(pids: number[]) {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime is the 12th, stime the 13th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS);
    } catch {
      // Ended (a pool's idle connection), or not on this machine.
    }
  }
  return used;
}
/** CPU seconds between two readings: a process there at the end and not at the start started meanwhile. */
const cpuBetween = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, s]) => sum + s - (before.get(pid) ?? 0), 0);

/**
 * A window of `during` (or `s` seconds): the server's share of one core, and that of PostgreSQL's backends of its pool
 * (NaN when they do not run on this machine); the server's RSS at the end and its peak.
 */
async function measure(serverPid: number, dbPids: () => Promise<number[]>, s: number, during: Promise<unknown> = sleep(s * 1000)) {
  const local = (pids: number[]) => pids.some((pid) => fs.existsSync(`/proc/${pid}`));
  const peak = watchPeakRss(serverPid, 100);
  const backends0 = await dbPids();
  const [server0, db0, t0] = [cpuSeconds([serverPid]), cpuSeconds(backends0), performance.now()];
  await during;
  const wall = (performance.now() - t0) / 1000;
  const backends1 = await dbPids();
  const pct = (cpu: number) => Number(((cpu / wall) * 100).toFixed(1));
  return {
    serverCpuPct: pct(cpuBetween(server0, cpuSeconds([serverPid]))),
    dbCpuPct: local([...backends0, ...backends1]) ? pct(cpuBetween(db0, cpuSeconds(backends1))) : NaN,
    rssMb: rssMb(serverPid), peakRssMb: peak.stop(),
  };
}

/** A form's beat as the browser sends it (PUT { tab }, the bearer token): its status, the editors named, its time in ms. */
function beat(base: string, agent: http.Agent, form: { path: string; tab: string; token: string }) {
  const body = JSON.stringify({ tab: form.tab });
  return new Promise<{ status: number; editors: number; ms: number }>((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(`${base}${form.path}`, {
      method: 'PUT', agent,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${form.token}`, 'Content-Length': Buffer.byteLength(body) },
    }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        let editors = -1;
        try { editors = (JSON.parse(Buffer.concat(parts).toString()) as { editors: unknown[] }).editors.length; } catch { /* not an answer */ }
        resolve({ status: res.statusCode ?? 0, editors, ms: performance.now() - t0 });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const db = await database('presence');
const { child, base } = await (async () => {
  await migrate('deploy', [], { url: db.url, ...repoPaths(prismaDir), log: () => {} });
  return startOurs(db.url, { JWT_SECRET });
})();
const c = new pg.Client({ connectionString: db.url });
try {
  const t0 = performance.now();
  await c.connect();
  const dbName = new URL(db.url).pathname.slice(1);
  // The server's pool connections (and only this database's): their backends' CPU is what the beats cost PostgreSQL.
  const dbPids = async () => (await c.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName])).rows.map((r) => r.pid);

  // Ten staff accounts, made by the admin as the accounts screen makes them; their tokens signed as a login signs them.
  const admin = await login(base);
  const tokens: string[] = [];
  for (let i = 1; i <= ACCOUNTS; i++) {
    const r = await fetch(`${base}${API.register}`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
      body: JSON.stringify({ username: `urednik${i}`, email: `urednik${i}@dz.ba`, password: `zeleni-kamion-pjeva-${i}-puta`, role: 'User' }),
    });
    if (!r.ok) throw new Error(`register: ${r.status} ${await r.text()}`);
    const account = (await r.json()) as { id: number; userName: string; role: string };
    tokens.push(signToken(JWT_SECRET, 3600, account));
  }
  const forms = Array.from({ length: FORMS }, (_, i) => ({
    path: API.presence('Novost', 1 + Math.floor(i / (FORMS / ITEMS))), tab: `bench-tab-${String(i).padStart(4, '0')}`, token: tokens[i % ACCOUNTS]!,
  }));

  // At rest first: the registrations' password checks (their dictionaries, then a GC) are not the beats' cost.
  await sleep(5000);
  const idle = await measure(child.pid!, dbPids, Math.min(seconds, 10));

  // Each form opens at a random moment within one heartbeat, then beats on its interval until the window ends.
  const agent = new http.Agent({ keepAlive: true, maxSockets: FORMS });
  const answers: Awaited<ReturnType<typeof beat>>[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  const run = Promise.all(forms.map(async (form) => {
    await sleep(Math.random() * PRESENCE_HEARTBEAT_MS);
    for (let next = performance.now(); next < until; next += PRESENCE_HEARTBEAT_MS) {
      await sleep(Math.max(0, next - performance.now()));
      try { answers.push(await beat(base, agent, form)); } catch { failures++; }
    }
  }));
  const busy = await measure(child.pid!, dbPids, seconds, run);
  agent.destroy();

  const ok = answers.filter((a) => a.status === 200 && a.editors >= 0);
  const at = (q: number) => Number([...ok.map((a) => a.ms)].sort((a, b) => a - b)[Math.min(ok.length - 1, Math.floor(ok.length * q))]?.toFixed(1));
  // Settled: every form has beaten at least once; each sees the other three accounts on its item (four forms an item).
  const named = ok.slice(-FORMS).map((a) => a.editors);
  const reqPerSec = Number((answers.length / seconds).toFixed(1));

  console.log(`\n${FORMS} open edit forms (${ACCOUNTS} accounts, ${ITEMS} items), one beat each every ${PRESENCE_HEARTBEAT_MS / 1000} s `
    + `(stale after ${PRESENCE_STALE_SECONDS} s), ${seconds} s, on ${os.cpus().length} cores (load average ${os.loadavg()[0]!.toFixed(1)})\n`);
  console.table([
    { phase: 'no form open (after the start)', 'req/s': 0, p50Ms: '-', p99Ms: '-', errors: 0, ...idle },
    { phase: `${FORMS} forms beating`, 'req/s': reqPerSec, p50Ms: at(0.5), p99Ms: at(0.99), errors: answers.length - ok.length + failures, ...busy },
  ]);
  console.log('serverCpuPct / dbCpuPct: share of one core (the server process; PostgreSQL\'s backends of its pool, NaN when not on this machine)');
  console.log(`editors named in the last beats: ${Math.min(...named)}–${Math.max(...named)} per form (3 expected once every form has beaten)`);
  // The busy window's whole CPU, not less the idle window's (an idle reading after the start is noisy: its collections).
  const perBeat = (pct: number) => ((pct / 100) * 1000 / reqPerSec).toFixed(2);
  console.log('\ngoals:');
  console.log(`  request rate ≈ forms / heartbeat   ${String(reqPerSec).padStart(6)} req/s   expected ${FORMS / (PRESENCE_HEARTBEAT_MS / 1000)}`);
  console.log(`  server CPU while they beat         ${busy.serverCpuPct.toFixed(1).padStart(6)} % of a core   goal < ${GOALS.serverCpuPct} %   ${mark(busy.serverCpuPct < GOALS.serverCpuPct)}`
    + `  (at most ${perBeat(busy.serverCpuPct)} ms a beat; PostgreSQL ${perBeat(busy.dbCpuPct)} ms)`);
  console.log(`  failed beats                       ${String(answers.length - ok.length + failures).padStart(6)}          goal 0   ${mark(answers.length === ok.length && failures === 0)}`);
  console.log(`\nbench took ${Math.round((performance.now() - t0) / 1000)} s`);
  if (answers.length !== ok.length || failures) process.exitCode = 1;
} finally {
  await c.end().catch(() => undefined);
  child.kill('SIGTERM');
  await sleep(1500);
  await db.stop();
}
