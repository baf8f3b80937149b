import type { RequestHandler } from 'express';
import { API_ERRORS } from '@dz/contracts';
import { HttpError } from '../errors.js';

export interface UploadSlots {
  /**
   * Middleware placed right before the multipart parser: takes a slot, or waits for one up
   * to the bound and then answers 503 with Retry-After. The slot is held until the response
   * closes (sent, failed, or the client went away), so every path gives it back.
   */
  take: RequestHandler;
  /** Uploads holding a slot and uploads waiting for one (logs and tests). */
  readonly active: number;
  readonly waiting: number;
}

/**
 * A semaphore: `limit` holders at once, the others served in the order they came. A holder may also weigh something
 * (an upload: its bytes): then the holders' weights together stay within `units`, except for a holder alone (one
 * heavier than all the units still gets its turn). A waiter that does not fit holds the ones after it back, so none
 * waits forever behind lighter ones.
 */
export interface Slots {
  /**
   * Calls `grant` once a slot is the caller's: at once when one is free, else when a holder gives one back. The answer
   * leaves the queue (a waiter that gives up); once granted it does nothing, and the slot is given back with release.
   */
  take(grant: () => void, weight?: number): () => void;
  /** Gives a held slot (of this weight) back: to the waiters first in line that now fit. */
  release(weight?: number): void;
  readonly active: number;
  readonly waiting: number;
}

export function slots(limit: number, units = Infinity): Slots {
  let holders = 0;
  let used = 0;
  // Insertion-ordered: the first waiter gets the next free slot.
  const queue = new Map<() => void, number>();
  const fits = (weight: number) => holders < limit && (holders === 0 || used + weight <= units);
  const hold = (grant: () => void, weight: number) => {
    holders += 1;
    used += weight;
    grant();
  };
  const serve = () => {
    for (const [grant, weight] of queue) {
      if (!fits(weight)) return;
      queue.delete(grant);
      hold(grant, weight);
    }
  };
  return {
    take(grant, weight = 0) {
      if (!queue.size && fits(weight)) {
        hold(grant, weight);
        return () => {};
      }
      queue.set(grant, weight);
      return () => {
        // The first in line leaving may let the next ones in.
        if (queue.delete(grant)) serve();
      };
    },
    release(weight = 0) {
      holders -= 1;
      used -= weight;
      serve();
    },
    get active() { return holders; },
    get waiting() { return queue.size; },
  };
}

/** Runs `task` in a slot of `s`, waiting for one first; the slot is given back however the task ends. */
export async function inSlot<T>(s: Slots, task: () => Promise<T>): Promise<T> {
  await new Promise<void>((granted) => s.take(granted));
  try {
    return await task();
  } finally {
    s.release();
  }
}

/**
 * A small semaphore for uploads: each parsed upload holds its file in memory (up to LIMITS.pdfBytes),
 * so only `limit` are parsed at once, and together at most `memoryBytes` as their Content-Lengths
 * declare (issue 25: twelve 19 MB uploads, four at a time, peaked at 350 MB; a request without one
 * counts as all of it); the rest wait in order, at most `waitMs`. A picture thus goes in beside a big
 * PDF arriving over a slow line, and a third big PDF waits for one of two.
 */
export function uploadSlots(limit: number, waitMs: number, retryAfterSeconds = 10, memoryBytes = Infinity): UploadSlots {
  const s = slots(limit, memoryBytes);

  const take: RequestHandler = (req, res, next) => {
    // The client is already gone: nothing to parse, nothing to answer.
    if (req.socket?.destroyed) return;
    const declared = Number(req.headers['content-length']);
    const weight = !Number.isFinite(memoryBytes) ? 0 : Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, memoryBytes) : memoryBytes;
    const release = () => s.release(weight);
    let granted = false;
    // The wait's bound (cleared at once when a slot is free now).
    const timer = setTimeout(() => {
      dequeue();
      res.off('close', leave);
      req.log?.warn({ active: s.active, waiting: s.waiting }, 'no upload slot free within the wait bound');
      res.set('Retry-After', String(retryAfterSeconds));
      next(new HttpError(503, API_ERRORS.uploadsBusy));
    }, waitMs);
    // Gone (client abort, or answered by the shutdown) while waiting: leave the queue.
    const leave = () => {
      dequeue();
      clearTimeout(timer);
    };
    // The slot is held until the response closes.
    const dequeue = s.take(() => {
      granted = true;
      clearTimeout(timer);
      res.off('close', leave);
      res.once('close', release);
      next();
    }, weight);
    if (!granted) res.once('close', leave);
  };

  return {
    take,
    get active() { return s.active; },
    get waiting() { return s.waiting; },
  };
}
