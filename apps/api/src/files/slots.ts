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

/** A semaphore: `limit` holders at once, the others served in the order they came. */
export interface Slots {
  /**
   * Calls `grant` once a slot is the caller's: at once when one is free, else when a holder gives one back. The answer
   * leaves the queue (a waiter that gives up); once granted it does nothing, and the slot is given back with release.
   */
  take(grant: () => void): () => void;
  /** Gives a held slot back: to the first waiter, if any. */
  release(): void;
  readonly active: number;
  readonly waiting: number;
}

export function slots(limit: number): Slots {
  let free = limit;
  // Insertion-ordered: the first waiter gets the next free slot.
  const queue = new Set<() => void>();
  return {
    take(grant) {
      if (free > 0) {
        free--;
        grant();
        return () => {};
      }
      queue.add(grant);
      return () => { queue.delete(grant); };
    },
    release() {
      const [next] = queue;
      if (next) {
        queue.delete(next);
        next();
      } else {
        free++;
      }
    },
    get active() { return limit - free; },
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
 * so only `limit` are parsed at once; the rest wait in order, at most `waitMs`.
 */
export function uploadSlots(limit: number, waitMs: number, retryAfterSeconds = 10): UploadSlots {
  const s = slots(limit);
  const release = () => s.release();

  const take: RequestHandler = (req, res, next) => {
    // The client is already gone: nothing to parse, nothing to answer.
    if (req.socket?.destroyed) return;
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
    });
    if (!granted) res.once('close', leave);
  };

  return {
    take,
    get active() { return s.active; },
    get waiting() { return s.waiting; },
  };
}
