// Issue 25, "memory returned after a burst": when the server collects its garbage in full (http/quiet-gc.ts). The
// figures it gives back are bench/pages.ts's; here, the decision, on a hand-driven clock and memory reading.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { MB } from '@dz/contracts';
import { fullCollection, quietGc } from '../src/http/quiet-gc.js';

function rig() {
  const state = { t: 0, rss: 100 * MB, collected: 0, busy: false };
  const gc = quietGc({
    collect: () => { state.collected += 1; state.rss = 90 * MB; },
    busy: () => state.busy,
    rss: () => state.rss, now: () => state.t, quietMs: 10_000, growthBytes: 16 * MB,
  });
  const request = () => {
    const res = new EventEmitter();
    gc.seen(res);
    return { end: () => res.emit('close') };
  };
  return { state, gc, request };
}

describe('a full collection when the server is quiet', () => {
  it('runs once the start\'s memory has rested quietMs, then not again until the process grows by growthBytes', () => {
    const { state, gc } = rig();
    state.t = 9_999;
    expect(gc.check()).toBe(false);
    state.t = 10_000;
    expect(gc.check()).toBe(true);
    expect(state.collected).toBe(1);
    // Quiet, and no bigger than after it: nothing to hand back.
    state.t = 60_000;
    state.rss = 90 * MB + 16 * MB - 1;
    expect(gc.check()).toBe(false);
    state.rss = 90 * MB + 16 * MB;
    expect(gc.check()).toBe(true);
    expect(state.collected).toBe(2);
  });

  it('never runs while a request is under way (a slow upload), nor before quietMs after the last one ended', () => {
    const { state, gc, request } = rig();
    state.t = 10_000;
    const upload = request();
    state.rss = 400 * MB;
    state.t = 500_000;
    expect(gc.check()).toBe(false);
    upload.end();
    state.t = 509_999;
    expect(gc.check()).toBe(false);
    // A request that began and ended since keeps it waiting too.
    state.t = 505_000;
    request().end();
    state.t = 514_999;
    expect(gc.check()).toBe(false);
    state.t = 515_000;
    expect(gc.check()).toBe(true);
    expect(state.collected).toBe(1);
  });

  it('waits for the work after the answers (a PDF\'s text being read) to end, then quietMs more', () => {
    const { state, gc } = rig();
    state.busy = true;
    state.t = 100_000;
    expect(gc.check()).toBe(false);
    state.busy = false;
    state.t = 109_999;
    expect(gc.check()).toBe(false);
    state.t = 110_000;
    expect(gc.check()).toBe(true);
  });

  it('V8\'s full collection can be had without a command-line flag, and frees what nothing holds', async () => {
    const collect = fullCollection();
    let held: object | undefined = { big: new Array(1e5).fill(7) };
    const ref = new WeakRef(held);
    held = undefined;
    // A WeakRef holds its target until the current job ends (ECMAScript's KeepDuringJob).
    await new Promise((r) => setImmediate(r));
    collect();
    expect(ref.deref()).toBeUndefined();
  });
});
