import { Router, json } from 'express';
import { API_ERRORS, loginSchema, registerSchema } from '@dz/contracts';
import type { RequestHandler } from 'express';
import { signToken } from '../auth/tokens.js';
import { HttpError } from '../http/errors.js';
import { parseOr400 } from '../http/validate.js';
import type { accountService } from '../services/accounts.js';
import type { Guards } from './guards.js';

/** /api/Account (SPEC §7): login is public; register, list and delete are for admins. */
export function accountRouter(
  accounts: ReturnType<typeof accountService>,
  { admin }: Guards,
  opts: { secret: string; ttlSeconds: number; loginLimiter: RequestHandler[] },
) {
  const r = Router();
  const body = json({ limit: '16kb' });

  r.post('/login', body, ...opts.loginLimiter, async (req, res) => {
    const { username, password } = parseOr400(loginSchema, req.body);
    const who = await accounts.authenticate(username, password);
    if (!who) throw new HttpError(401, API_ERRORS.loginFailed);
    res.json({ token: signToken(opts.secret, opts.ttlSeconds, who) });
  });

  r.post('/register', ...admin, body, async (req, res) => {
    res.status(201).json(await accounts.create(parseOr400(registerSchema, req.body)));
  });

  r.get('/', ...admin, async (_req, res) => {
    res.json(await accounts.list());
  });

  r.delete('/delete-account/:id', ...admin, async (req, res) => {
    await accounts.remove(String(req.params.id), req.user!);
    res.status(204).end();
  });

  return r;
}
