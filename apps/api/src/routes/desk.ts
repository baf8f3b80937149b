import { Router } from 'express';
import { factReviewSchema, isAdminRole } from '@dz/contracts';
import { caching } from '../files/caching.js';
import { actorOf } from '../http/actor.js';
import { jsonBody } from '../http/json-body.js';
import { parseOr400 } from '../http/validate.js';
import type { deskService } from '../services/desk.js';
import type { Guards } from './guards.js';

/**
 * GET /api/desk: the staff desk (contracts desk.ts), with the scheduled backups' state for admins; POST
 * /api/desk/provjereno: a unit's facts confirmed. Staff only.
 */
export function deskRouter(desk: ReturnType<typeof deskService>, { signedIn }: Guards) {
  const r = Router();
  r.get('/', signedIn, async (req, res) => {
    caching(res, 'private');
    res.json(await desk.get(actorOf(req), isAdminRole(req.user?.role)));
  });
  r.post('/provjereno', signedIn, ...jsonBody('1kb'), async (req, res) => {
    await desk.review(parseOr400(factReviewSchema, req.body), actorOf(req));
    res.status(204).end();
  });
  return r;
}
