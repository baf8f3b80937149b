import { Router, json } from 'express';
import { API_ERRORS, isStorableText, loginSchema, registerSchema } from '@dz/contracts';
import type { LoginThrottle } from '../auth/login-limit.js';
import { signToken } from '../auth/tokens.js';
import { requireBodyType } from '../http/content-type.js';
import { HttpError } from '../http/errors.js';
import { parseOr400 } from '../http/validate.js';
import { checkPassword, findLoginAccount, type accountService } from '../services/accounts.js';
import { UnauthenticatedError, ValidationError } from '../services/errors.js';
import type { Guards } from './guards.js';

/** /api/Account (docs/product.md "API"): login is public; register, list and delete are for admins. */
export function accountRouter(
  accounts: ReturnType<typeof accountService>,
  { admin }: Guards,
  opts: { secret: string; ttlSeconds: number; throttle: LoginThrottle },
) {
  const r = Router();
  const body = [requireBodyType('application/json'), json({ limit: '16kb' })];

  r.post('/login', ...body, async (req, res) => {
    // The body is validated first: the throttle only ever sees a user name that is a short string.
    const { username, password } = parseOr400(loginSchema, req.body);
    const attempt = await opts.throttle.claim({ userName: username, ip: req.ip }, (q) => findLoginAccount(q, username));
    if (!attempt.ok) {
      res.set('Retry-After', String(attempt.retryAfterSeconds));
      throw new HttpError(429, API_ERRORS.tooManyLoginsWait(attempt.retryAfterSeconds));
    }
    let who;
    try {
      who = await checkPassword(attempt.value, password);
    } catch (e) {
      await attempt.refund();
      throw e;
    }
    // A wrong password (or an unknown name) stays counted.
    if (!who) throw new UnauthenticatedError(API_ERRORS.loginFailed);
    await attempt.succeeded();
    res.json({ token: signToken(opts.secret, opts.ttlSeconds, who) });
  });

  r.post('/register', ...admin, ...body, async (req, res) => {
    res.status(201).json(await accounts.create(parseOr400(registerSchema, req.body)));
  });

  r.get('/', ...admin, async (_req, res) => {
    res.json(await accounts.list());
  });

  r.delete('/delete-account/:id', ...admin, async (req, res) => {
    const id = String(req.params.id);
    // No account name holds NUL (PostgreSQL would refuse the lookup itself).
    if (!isStorableText(id)) throw new ValidationError(API_ERRORS.invalidId);
    await accounts.remove(id, req.user!);
    res.status(204).end();
  });

  return r;
}
