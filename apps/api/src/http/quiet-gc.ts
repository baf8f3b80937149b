import type http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { MB } from '@dz/contracts';

/**
 * Memory handed back after a burst (issue 25). V8 keeps the heap a burst grew, and the upload's, picture's or
 * download's buffers it no longer uses wait for a full collection it may not run for minutes: measured 60 s after
 * bursts, the server held 219-289 MB where a full collection left 164-165 MB (bench/pages.ts). So once the server has
 * been quiet a while (no request under way or begun, and no work after the answers such as a PDF's text being read,
 * for `quietMs`) and has grown by `growthBytes` since the last one, it
 * runs one full, memory-reducing collection (V8's "last resort": compacts and returns free pages; 50-150 ms, paid
 * while nobody waits). A steady trickle of visitors does not grow it, so does not trigger it.
 */
export const QUIET_GC = { quietMs: 10_000, checkEveryMs: 1_000, growthBytes: 16 * MB } as const;

/** V8's full collection, exposed at run time (no command-line flag, so every way of starting the server has it). */
export function fullCollection(): () => void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

export interface QuietGcDeps {
  collect: () => void;
  /** Work after the answers (a PDF's text being read, a guide spoken): not quiet while it runs. */
  busy?: () => boolean;
  /** The process's resident memory in bytes. */
  rss: () => number;
  now: () => number;
  quietMs?: number;
  growthBytes?: number;
}

/** The decision, apart from timers and V8: `seen` each request, `check` now and then (true when it collected). */
export function quietGc({ collect, busy = () => false, rss, now, quietMs = QUIET_GC.quietMs, growthBytes = QUIET_GC.growthBytes }: QuietGcDeps) {
  let underWay = 0;
  let lastActive = now();
  // The start's own garbage (migrations, the first renders) counts as a burst: the first quiet moment collects it.
  let afterLast = 0;
  return {
    seen(res: { once(event: 'close', listener: () => void): unknown }): void {
      underWay += 1;
      lastActive = now();
      res.once('close', () => {
        underWay -= 1;
        lastActive = now();
      });
    },
    check(): boolean {
      if (busy()) lastActive = now();
      if (underWay > 0 || now() - lastActive < quietMs || rss() < afterLast + growthBytes) return false;
      collect();
      afterLast = rss();
      return true;
    },
  };
}

/** Watches `server`'s requests (and `busy`, the app's work after its answers) and collects when quiet; returns the stop. */
export function collectWhenQuiet(server: http.Server, busy?: () => boolean): () => void {
  const gc = quietGc({ collect: fullCollection(), busy, rss: () => process.memoryUsage.rss(), now: () => performance.now() });
  const onRequest = (_req: http.IncomingMessage, res: http.ServerResponse) => gc.seen(res);
  server.on('request', onRequest);
  const timer = setInterval(() => gc.check(), QUIET_GC.checkEveryMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    server.off('request', onRequest);
  };
}
