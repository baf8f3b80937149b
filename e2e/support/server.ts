import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { E2E } from './env';

/** A worker's own server (scripts/serve.mjs): the built site on a fresh database. */
export interface Server {
  /** Its origin, e.g. http://127.0.0.1:41234 (the worker's baseURL). */
  url: string;
  /** The time by the server's clock (CLOCK_AT, started when the server did), as near as this process can tell. */
  now(): Date;
  stop(): Promise<void>;
}

const script = fileURLToPath(new URL('../scripts/serve.mjs', import.meta.url));

/** Starts a server and resolves once it answers /ready; rejects with its output when it stops first. */
export async function startServer(): Promise<Server> {
  const startedAt = Date.now();
  // stdin stays open: serve.mjs stops the server and drops its database when this process ends, however it ends.
  const child = spawn(process.execPath, [script], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      E2E_JWT_SECRET: E2E.jwtSecret,
      E2E_ADMIN_USERNAME: E2E.adminUserName,
      E2E_ADMIN_PASSWORD: E2E.adminPassword,
      E2E_CLOCK_AT: E2E.clockAt,
    },
  });
  let output = '';
  // When the server's clock started, by the machine's clock: the "time" of its own log line saying so (start.ts).
  let bootedAt: number | undefined;
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      bootedAt ??= Number(/"time":(\d+)[^\n]*CLOCK_AT: the server's clock started/.exec(output)?.[1]) || undefined;
      const ready = /\[e2e\] ready (\S+)/.exec(output);
      if (ready) resolve(ready[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the e2e server stopped before it was ready (exit ${code}):\n${output.slice(-4000)}`)));
  });
  // From here on its output goes where the worker's does (Playwright shows it with the test that was running).
  child.stdout.removeAllListeners('data').pipe(process.stdout);
  child.stderr.removeAllListeners('data').pipe(process.stderr);
  const clockAt = Date.parse(E2E.clockAt);
  return {
    url,
    // The server's clock started at CLOCK_AT when it logged so (a few ms before that line's "time": this is as
    // near as TOTP codes need, two-factor.spec.ts). Without that line (a quieter LOG_LEVEL) `startedAt`: the
    // database came first, so the server is up to a few seconds behind this estimate.
    now: () => new Date(clockAt + (Date.now() - (bootedAt ?? startedAt))),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}
