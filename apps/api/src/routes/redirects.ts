import { Router } from 'express';
import { API_ERRORS, idParam } from '@dz/contracts';
import { actorOf } from '../http/actor.js';
import { caching } from '../files/caching.js';
import { parseOr400 } from '../http/validate.js';
import { ValidationError } from '../errors.js';
import type { RedirectService } from '../services/redirects.js';
import type { Guards } from './guards.js';

/**
 * /api/Stranica/{id}/preusmjerenja (issue 39, staff): GET a page's old addresses (each sends visitors on with a 301);
 * DELETE ?from=/stara-adresa removes one (204).
 */
export function redirectsRouter(redirects: RedirectService, { signedIn }: Guards) {
  const r = Router({ mergeParams: true });
  r.get('/', signedIn, async (req, res) => {
    caching(res, 'private');
    res.json(await redirects.list(parseOr400(idParam, req.params.id)));
  });
  r.delete('/', signedIn, async (req, res) => {
    const from = req.query.from;
    if (typeof from !== 'string' || from === '' || from.length > 200) throw new ValidationError(API_ERRORS.invalidValue, 'from');
    await redirects.remove(parseOr400(idParam, req.params.id), from, actorOf(req));
    res.status(204).end();
  });
  return r;
}
