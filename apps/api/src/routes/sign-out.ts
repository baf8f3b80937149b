import type { Router } from 'express';
import { SIGN_OUT_API, API } from '@dz/contracts';
import { actorOf } from '../http/actor.js';
import type { SessionService } from '../services/sessions.js';
import type { Guards } from './guards.js';

/** The sign-out paths under /api/Account, relative to its router. */
const under = (path: string) => path.slice(API.accounts.length);

/**
 * POST /api/Account/logout and /api/Account/logout-everywhere (signed in; 204): "Logout" ends
 * the token it is called with, "sign out everywhere" every token of the account (this one too).
 */
export function signOutRoutes(r: Router, sessions: SessionService, { signedIn }: Pick<Guards, 'signedIn'>) {
  r.post(under(SIGN_OUT_API.logout), signedIn, async (req, res) => {
    await sessions.logout(req.token!, actorOf(req));
    res.status(204).end();
  });

  r.post(under(SIGN_OUT_API.logoutEverywhere), signedIn, async (req, res) => {
    await sessions.logoutEverywhere({ ...actorOf(req), id: req.user!.id });
    res.status(204).end();
  });
}
