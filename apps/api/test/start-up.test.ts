// The built server's start (dist/start.js) as an operator meets it (issue 26): a stop at any moment of it, a database
// that is not there yet, the first admin, scheduled backups and metrics switched on by their settings. Needs `build`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MALLOC_ENV, NODE_FLAGS, REEXEC_MARK, missingMemorySettings } from '../src/memory-settings.js';
import { serverReady, spawnServer, type BuiltServer } from './built-server.js';
import { eventually, testDatabase } from './harness.js';
import { tcpProxy } from './tcp-proxy.js';

const children: BuiltServer[] = [];
const databases: { drop(): Promise<unknown> }[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const c of children) if (c.child.exitCode === null && c.child.signalCode === null) c.child.kill('SIGKILL');
  await Promise.all(databases.map((d) => d.drop()));
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const ADMIN = { ADMIN_USERNAME: 'upravnik', ADMIN_PASSWORD: 'upravnikova-duga-lozinka' };

/** `without`: variables left out of the server's environment (this process's included). */
function launch(env: NodeJS.ProcessEnv, without: string[] = []): BuiltServer {
  const all: NodeJS.ProcessEnv = {
    ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'info', JWT_SECRET: randomBytes(32).toString('hex'),
    REQUIRE_ADMIN_2FA: 'false', ...env,
  };
  for (const k of ['TEST_DATABASE_URL', ...without]) delete all[k];
  const s = spawnServer(all);
  children.push(s);
  return s;
}

async function database() {
  const d = await testDatabase();
  databases.push(d);
  return d;
}

/** The server's log lines (pino JSON) and what it printed otherwise. */
const jsonLines = (s: BuiltServer) => s.output().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { level: number; msg: string });
/** No stack trace anywhere in what it said (no "    at …" frame, no raw driver error). */
const noStack = (s: BuiltServer) => {
  expect(s.output()).not.toMatch(/^\s+at /m);
  expect(s.output()).not.toContain('DriverAdapterError');
};

/**
 * How long a stop may take once asked: the bound (`docker stop` then waits no grace period out). A bound on a
 * wait for the exit, not a speed goal: it is met in a fraction of it.
 */
const STOP_BOUND_MS = 5_000;
async function stoppedWithin(s: BuiltServer): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`not stopped within ${STOP_BOUND_MS} ms:\n${s.output()}`)), STOP_BOUND_MS); });
  try {
    return await Promise.race([s.exited, bound]);
  } finally {
    clearTimeout(timer);
  }
}

describe('a stop during the start', () => {
  it('SIGTERM 1 s after the start ends the process within 5 s, cleanly, whatever step it was at', async () => {
    const db = await database();
    const s = launch({ DATABASE_URL: db.url, ...ADMIN });
    // A second after the spawn (the scenario's moment, whichever step the start has reached then) and once our code
    // runs: it says something only after start.ts's first lines took the signal over. Before that, node's own start-up
    // on a loaded machine (CI's, at load 15) can take over a second, and its default handler ends the process by the
    // signal (exit null).
    await Promise.all([sleep(1000), eventually(() => expect(s.output()).not.toBe(''))]);
    s.child.kill('SIGTERM');
    expect(await stoppedWithin(s)).toBe(0);
    noStack(s);
  });

  it('SIGTERM while it waits for a database that is not there yet ends it at once (exit 0), without waiting the wait out', async () => {
    const proxy = await tcpProxy({ host: '127.0.0.1', port: 9 });
    await proxy.cut();
    const s = launch({ DATABASE_URL: `postgresql://dz:x@127.0.0.1:${proxy.port}/dz`, DB_WAIT_SECONDS: '600', SHUTDOWN_GRACE_SECONDS: '60', ...ADMIN });
    await eventually(() => expect(s.output()).toContain('is not reachable yet (try 1,'));
    s.child.kill('SIGTERM');
    expect(await stoppedWithin(s)).toBe(0);
    expect(jsonLines(s).map((l) => l.msg)).toContain('stopped before the start was complete');
    noStack(s);
  });
});

describe('a database that is not there at the start', () => {
  it('is tried again with one log line a try; back after 10 s, the server gets ready without a restart', async () => {
    const db = await database();
    const pg = new URL(inject('pgUrl'));
    const proxy = await tcpProxy({ host: pg.hostname, port: Number(pg.port || 5432) });
    await proxy.cut();
    const url = new URL(db.url);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const s = launch({ DATABASE_URL: url.toString(), ...ADMIN });
    // The server's own count of the time it has waited says when 10 s have passed.
    await eventually(() => expect(s.output()).toMatch(/not reachable yet \(try \d+, (1\d|[2-9]\d) s of 60 s\)/), 60_000);
    await proxy.restore();
    await serverReady(s);
    const tries = jsonLines(s).filter((l) => l.msg.includes('is not reachable yet'));
    expect(tries.length).toBeGreaterThanOrEqual(4);
    // One line a try, numbered, each saying why in one line.
    expect(tries.map((l) => Number(/\(try (\d+),/.exec(l.msg)![1]))).toEqual(tries.map((_, i) => i + 1));
    for (const t of tries) expect(t.level).toBe(40);
    expect(s.output()).toMatch(/PostgreSQL at 127\.0\.0\.1:\d+\/\S+ answers \(try \d+\)/);
    noStack(s);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });

  it('stops after DB_WAIT_SECONDS with one line saying so, and no stack trace', async () => {
    const proxy = await tcpProxy({ host: '127.0.0.1', port: 9 });
    await proxy.cut();
    const s = launch({ DATABASE_URL: `postgresql://dz:tajna@127.0.0.1:${proxy.port}/dz`, DB_WAIT_SECONDS: '2', ...ADMIN });
    expect(await s.exited).toBe(1);
    const plain = s.output().split('\n').filter((l) => l && !l.startsWith('{'));
    expect(plain).toEqual([expect.stringMatching(new RegExp(`^PostgreSQL at 127\\.0\\.0\\.1:${proxy.port}/dz did not answer within DB_WAIT_SECONDS \\(2 s, \\d+ tries\\): .*ECONNREFUSED.*\\. Check that it runs and that DATABASE_URL names it\\.$`))]);
    // Never the password.
    expect(s.output()).not.toContain('tajna');
    noStack(s);
  });
});

describe('the first admin', () => {
  it('is asked for clearly when no account exists and ADMIN_PASSWORD is not set', async () => {
    const db = await database();
    const s = launch({ DATABASE_URL: db.url });
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain('No account exists yet and ADMIN_USERNAME / ADMIN_PASSWORD are not set');
    noStack(s);
  });

  it('is not needed once it exists, and a left-over ADMIN_PASSWORD is pointed out', async () => {
    const db = await database();
    const first = launch({ DATABASE_URL: db.url, ...ADMIN });
    await serverReady(first);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const without = launch({ DATABASE_URL: db.url });
    await serverReady(without);
    expect(without.output()).not.toContain('ADMIN_PASSWORD is set');
    without.child.kill('SIGTERM');
    expect(await without.exited).toBe(0);
    const leftOver = launch({ DATABASE_URL: db.url, ...ADMIN });
    await serverReady(leftOver);
    expect(leftOver.output()).toContain('ADMIN_PASSWORD is set but accounts exist, so it was not used');
    leftOver.child.kill('SIGTERM');
    expect(await leftOver.exited).toBe(0);
  });
});

describe('scheduled backups and metrics, switched on by their settings', () => {
  it('writes a backup into BACKUP_DIR right after the start and serves /metrics with METRICS_TOKEN', async () => {
    const db = await database();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-start-backups-'));
    dirs.push(dir);
    const token = randomBytes(16).toString('hex');
    const s = launch({ DATABASE_URL: db.url, ...ADMIN, BACKUP_DIR: dir, METRICS_TOKEN: token });
    await serverReady(s);
    // The file, then the line that says so (written once the folder is rotated).
    await eventually(() => {
      expect(fs.readdirSync(dir).filter((f) => /^dom-zdravlja-.+\.backup\.gz$/.test(f))).toHaveLength(1);
      expect(s.output()).toContain('scheduled backup written');
    });
    expect((await fetch(`${s.base}/metrics`)).status).toBe(401);
    const metrics = await (await fetch(`${s.base}/metrics`, { headers: { Authorization: `Bearer ${token}` } })).text();
    expect(metrics).toMatch(/^dz_backup_last_success_timestamp_seconds [1-9]\d+/m);
    expect(metrics).toMatch(/^process_resident_memory_bytes \d+/m);
    // The healthchecks the test made while waiting for it to get ready are not in its log (info).
    expect(jsonLines(s).some((l) => JSON.stringify(l).includes('"/ready"'))).toBe(false);
    s.child.kill('SIGTERM');
    expect(await stoppedWithin(s)).toBe(0);
  });
});

describe('the memory settings (issue 42)', () => {
  /** The environment the process `pid` runs with now (what glibc and node read when it started). */
  const environOf = (pid: number) => Object.fromEntries(fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean)
    .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]));
  /** As an operator might start it: plain `node dist/start.js`, none of the settings in the environment. */
  const SETTINGS = [...Object.keys(MALLOC_ENV), 'NODE_OPTIONS'];

  it('a server started with plain node runs with them: the same process, which stops as before', async () => {
    const db = await database();
    const s = launch({ DATABASE_URL: db.url, ...ADMIN }, [...SETTINGS, REEXEC_MARK]);
    await serverReady(s);
    // The process the operator started (its id), now with glibc's variables and node's flags.
    const env = environOf(s.child.pid!);
    for (const [k, v] of Object.entries(MALLOC_ENV)) expect(env[k], k).toBe(v);
    expect(env.NODE_OPTIONS!.split(' ')).toEqual([...NODE_FLAGS]);
    expect(s.output()).not.toContain('WARNING');
    s.child.kill('SIGTERM');
    expect(await stoppedWithin(s)).toBe(0);
  });

  it('keeps what the operator set, and adds only what is missing', () => {
    const missing = missingMemorySettings({ MALLOC_ARENA_MAX: '4', NODE_OPTIONS: '--max_old_space_size=512' }, []);
    expect(missing).toEqual({ env: { MALLOC_MMAP_THRESHOLD_: MALLOC_ENV.MALLOC_MMAP_THRESHOLD_ }, flags: ['--max-semi-space-size=16'] });
    expect(missingMemorySettings({ ...MALLOC_ENV }, ['--max-old-space-size=1024', '--max-semi-space-size=8'])).toEqual({ env: {}, flags: [] });
  });

  it('says loudly what is missing where it cannot run itself again, and starts all the same', async () => {
    const s = launch({ DATABASE_URL: 'postgresql://dz:x@127.0.0.1:9/dz', DB_WAIT_SECONDS: '600', [REEXEC_MARK]: '1' }, SETTINGS);
    await eventually(() => expect(s.output()).toContain('is not reachable yet (try 1,'));
    expect(s.output()).toMatch(/^WARNING: the server runs without its memory settings \(MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_, --max-semi-space-size=16, --max-old-space-size=256\)/m);
    s.child.kill('SIGTERM');
    expect(await stoppedWithin(s)).toBe(0);
  });
});
