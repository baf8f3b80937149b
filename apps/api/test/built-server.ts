// The built server (dist/start.js) as its own process, for the tests that run it as an operator
// does. One way to start it and to know it is up, for every such test file. Needs `build`.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, onTestFailed } from 'vitest';
import { API } from '@dz/contracts';
import { eventually } from './harness.js';

export const startScript = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'start.js');

/** A started server; `port` and `base` are known once `ready()` resolved. */
export interface BuiltServer {
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts dist/start.js with `env` (PORT defaults to 0). On port 0 the kernel picks the port as the server binds it:
 * a port picked beforehand and let go can be taken by one of the suite's other servers in between, which under load
 * showed as a "ready" server that then refused connections. A test that fails prints what the server said.
 */
export function spawnServer(env: NodeJS.ProcessEnv): BuiltServer {
  const child = spawn(process.execPath, [startScript], { env: { PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (b) => { out += b; });
  child.stderr!.on('data', (b) => { out += b; });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const s: BuiltServer = { child, port: 0, base: '', output: () => out, exited };
  // Inside a test, its failure prints what the server said. Started from a hook there is no test to attach to:
  // serverReady()'s error carries the output there.
  try {
    onTestFailed(() => { console.error(`--- the server on port ${s.port || '(not listening)'} (exit ${child.exitCode}) said:\n${out}`); });
  } catch { /* in a hook */ }
  return s;
}

/**
 * Waits until the server says where it listens ("is running: http://127.0.0.1:<port>/") and answers /ready there;
 * fails at once if it exits instead, and stops it if it never gets ready (it would hold its data folder).
 * `waitMs` bounds a hang, it is no speed goal (`pnpm bench` measures speed).
 */
export async function serverReady(s: BuiltServer, waitMs?: number): Promise<string> {
  let over = false;
  const up = eventually(async () => {
    if (over) return;
    const listening = /is running: http:\/\/127\.0\.0\.1:(\d+)\//.exec(s.output());
    expect(listening, 'the server has not said it is listening').not.toBeNull();
    s.port = Number(listening![1]);
    s.base = `http://127.0.0.1:${s.port}`;
    expect((await fetch(`${s.base}${API.ready}`)).ok).toBe(true);
  }, waitMs);
  try {
    await Promise.race([up, s.exited.then(() => { throw new Error('server exited'); })]);
  } catch (e) {
    if (s.child.exitCode === null) {
      s.child.kill('SIGTERM');
      await s.exited;
    }
    throw new Error(`server not ready: ${(e as Error).message}\n${s.output()}`);
  } finally {
    over = true; // ends the polling, whichever way the race went
  }
  return s.base;
}
