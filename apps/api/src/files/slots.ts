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
 * A small semaphore for uploads: each parsed upload holds its file in memory (up to LIMITS.pdfBytes),
 * so only `limit` are parsed at once; the rest wait in order, at most `waitMs`.
 */
export function uploadSlots(limit: number, waitMs: number, retryAfterSeconds = 10): UploadSlots {
  let free = limit;
  // Insertion-ordered: the first waiter gets the next free slot.
  const queue = new Set<() => void>();

  const release = () => {
    const [next] = queue;
    if (next) {
      queue.delete(next);
      next();
    } else {
      free++;
    }
  };

  const take: RequestHandler = (req, res, next) => {
    // The client is already gone: nothing to parse, nothing to answer.
    if (req.socket?.destroyed) return;
    const hold = () => {
      res.once('close', release);
      next();
    };
    if (free > 0) {
      free--;
      return hold();
    }
    const timer = setTimeout(() => {
      queue.delete(grant);
      res.off('close', leave);
      req.log?.warn({ active: limit - free, waiting: queue.size }, 'no upload slot free within the wait bound');
      res.set('Retry-After', String(retryAfterSeconds));
      next(new HttpError(503, API_ERRORS.uploadsBusy));
    }, waitMs);
    const grant = () => {
      clearTimeout(timer);
      res.off('close', leave);
      hold();
    };
    // Gone (client abort, or answered by the shutdown) while waiting: leave the queue.
    const leave = () => {
      queue.delete(grant);
      clearTimeout(timer);
    };
    res.once('close', leave);
    queue.add(grant);
  };

  return {
    take,
    get active() { return limit - free; },
    get waiting() { return queue.size; },
  };
}
