import { Router } from 'express';
import { API, API_ERRORS } from '@dz/contracts';
import type { Db } from '@dz/db';
import { caching } from '../files/caching.js';
import { errorBody } from '../http/errors.js';

/** /health: the process answers. /ready: the database answers too (within 2 s). */
export function healthRouter(db: Db) {
  const r = Router();
  r.get(API.health, (_req, res) => {
    caching(res, 'public', 'never');
    res.json({ status: 'ok' });
  });
  r.get(API.ready, async (_req, res) => {
    caching(res, 'public', 'never');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('timeout')), 2000); });
    try {
      await Promise.race([db.$queryRaw`SELECT 1`, timeout]);
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json(errorBody(503, API_ERRORS.unavailable));
    } finally {
      clearTimeout(timer);
    }
  });
  return r;
}
