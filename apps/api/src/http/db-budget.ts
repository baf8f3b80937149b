import type { RequestHandler } from 'express';
import { withDbBudget } from '@dz/db';

/**
 * Each request's one time budget for its database work (@dz/db budget.ts): DB_TIMEOUT_MS for its waits for a connection
 * and its statements together, so that with the database's traffic held a page or an API read answers its 503 within
 * one DB_TIMEOUT_MS, not one per wait. It starts when the request arrives, or, for a request with a body, once the body
 * has come (an upload over a slow line is the client's time, not the database's; a body nobody reads starts none: its
 * waits keep their own bounds), and ends when the answer begins (a download's later slices are each bounded alone).
 */
export const dbBudget = (ms: number): RequestHandler => (req, res, next) => {
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  let deadline = hasBody ? Infinity : performance.now() + ms;
  if (hasBody) req.once('end', () => { deadline = performance.now() + ms; });
  withDbBudget({ get deadline() { return deadline; }, open: () => deadline !== Infinity && !res.headersSent }, next);
};
