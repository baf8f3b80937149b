// The semaphore behind the upload slots and the one-decode-at-a-time rule (files/slots.ts): counted holders, and
// weighed ones (an upload's declared bytes) within a budget, served in the order they came.
import { describe, expect, it } from 'vitest';
import { slots } from '../src/files/slots.js';

function log() {
  const granted: string[] = [];
  return { granted, grant: (name: string) => () => { granted.push(name); } };
}

describe('slots', () => {
  it('lets `limit` in at once; the others in order as slots come back', () => {
    const s = slots(2);
    const { granted, grant } = log();
    for (const n of ['a', 'b', 'c', 'd']) s.take(grant(n));
    expect(granted).toEqual(['a', 'b']);
    expect([s.active, s.waiting]).toEqual([2, 2]);
    s.release();
    expect(granted).toEqual(['a', 'b', 'c']);
    s.release();
    s.release();
    expect(granted).toEqual(['a', 'b', 'c', 'd']);
    expect([s.active, s.waiting]).toEqual([1, 0]);
  });

  it('keeps the weights of its holders within the units, a holder alone excepted, and never lets a light one pass a heavy one waiting', () => {
    const s = slots(10, 100);
    const { granted, grant } = log();
    s.take(grant('60'), 60);
    s.take(grant('30'), 30);
    s.take(grant('50'), 50); // does not fit (140): waits
    s.take(grant('5'), 5); // would fit, but comes after a waiter
    expect(granted).toEqual(['60', '30']);
    s.release(60);
    // 30 + 50 + 5 fit now, in their order.
    expect(granted).toEqual(['60', '30', '50', '5']);
    s.release(30);
    s.release(50);
    s.release(5);
    expect(s.active).toBe(0);
    // Heavier than all the units: it waits for the others to leave, then goes in alone.
    s.take(grant('20'), 20);
    s.take(grant('500'), 500);
    expect(granted.at(-1)).toBe('20');
    s.release(20);
    expect(granted.at(-1)).toBe('500');
  });

  it('a waiter that gives up leaves the queue, and those it held back go in', () => {
    const s = slots(10, 100);
    const { granted, grant } = log();
    s.take(grant('80'), 80);
    const leave = s.take(grant('90'), 90);
    s.take(grant('10'), 10);
    expect(granted).toEqual(['80']);
    leave();
    expect(granted).toEqual(['80', '10']);
    expect([s.active, s.waiting]).toEqual([2, 0]);
  });
});
