import { Router, type Request, type Response } from 'express';
import {
  API, API_ERRORS, changePasswordSchema, isStorableText, loginCodeSchema, loginSchema, registerSchema, resetPasswordSchema, type LoginResponse,
} from '@dz/contracts';
import type { KnownDevices } from '../auth/known-devices.js';
import { requireStrongPassword } from '../auth/password-rule.js';
import { signToken, type TokenSubject } from '../auth/tokens.js';
import { HttpError, UnauthenticatedError, ValidationError } from '../errors.js';
import { jsonBody } from '../http/json-body.js';
import { actorOf } from '../http/actor.js';
import { idOf, parseOr400 } from '../http/validate.js';
import { checkPassword, findLoginAccount, loginSubject, type LoginAccount, type accountService } from '../services/accounts.js';
import type { SecondFactor, SecondFactorCheck } from '../services/second-factor.js';
import type { SessionService } from '../services/sessions.js';
import type { Guards } from './guards.js';
import { signOutRoutes } from './sign-out.js';
import { twoFactorRoutes } from './two-factor.js';

/**
 * /api/Account (docs/product.md "API", "Passwords and roles"): login is public; the own password needs a
 * sign-in; register, list, delete and another account's password are for admins.
 */
export function accountRouter(
  accounts: ReturnType<typeof accountService>,
  { signedIn, admin }: Guards,
  opts: { secret: string; ttlSeconds: number; sessionMaxSeconds: number; devices: KnownDevices; sessions: SessionService; secondFactor: SecondFactor },
) {
  const r = Router();
  const body = jsonBody('16kb');

  /**
   * Who this user name is by `verify` (its password, or the session's own account), through the login throttle (a 429
   * when it is too early); undefined when `verify` says no (a wrong password, an unknown name), which stays counted.
   * `second`: the second factor's check after that (services/second-factor.ts): its refusal is thrown, counted or
   * given back as it says. Issue 41: every code check goes through here, so codes and passwords share one throttle.
   */
  const throttled = async (
    req: Request, res: Response, userName: string, verify: (account: LoginAccount | undefined) => Promise<TokenSubject | undefined>, second?: SecondFactorCheck,
  ) => {
    const attempt = await opts.devices.claim(req, userName, (q) => findLoginAccount(q, userName));
    if (!attempt.ok) {
      res.set('Retry-After', String(attempt.retryAfterSeconds));
      throw new HttpError(429, API_ERRORS.tooManyLoginsWait(attempt.retryAfterSeconds));
    }
    let who;
    try {
      who = await verify(attempt.value);
    } catch (e) {
      await attempt.refund();
      throw e;
    }
    const refused = who && second ? await second(who).catch(async (e: unknown) => { await attempt.refund(); throw e; }) : undefined;
    if (refused) {
      // A wrong code counts like a wrong password (also against a device cookie's budget, auth/known-devices.ts).
      await (refused.counted ? attempt.failed() : attempt.refund());
      throw refused.error;
    }
    if (who) await attempt.succeeded();
    else await attempt.failed();
    return who;
  };

  /** Who this user name and password are, through the login throttle (`throttled`). */
  const throttledCheck = (req: Request, res: Response, userName: string, password: string, second?: SecondFactorCheck) =>
    throttled(req, res, userName, (account) => checkPassword(account, password), second);

  /** `{ token }`, and `temporaryPassword: true` while someone else's password is in use (the screens suggest a change). */
  const session = (who: TokenSubject & { secondFactorRequired?: boolean; authTime?: number }): LoginResponse => ({
    token: signToken(opts.secret, opts.ttlSeconds, who),
    ...(who.temporaryPassword && { temporaryPassword: true }),
    ...(who.secondFactorRequired && { secondFactorRequired: true }),
  });

  r.post('/login', ...body, async (req, res) => {
    // The body is validated first: the throttle only ever sees a user name that is a short string.
    const { username, password } = parseOr400(loginSchema, req.body);
    const { code } = parseOr400(loginCodeSchema, req.body);
    const who = await throttledCheck(req, res, username, password, opts.secondFactor.loginCheck(code, req.ip ?? ''));
    await accounts.loggedIn(who ? { id: who.id, userName: who.userName, ip: req.ip ?? '' } : actorOf(req, username), Boolean(who));
    if (!who) throw new UnauthenticatedError(API_ERRORS.loginFailed);
    const answer = session({ ...who, secondFactorRequired: await opts.secondFactor.requiredFor(who) });
    // Signed in: from now on this browser is a known device of the name (auth/known-devices.ts).
    opts.devices.issue(req, res, who.userName);
    res.json(answer);
  });

  // The own password: the current one is checked like a login (a wrong one counts against the name); the answer is a
  // fresh session, since every token issued before (this one included) stops working.
  r.put('/password', signedIn, ...body, async (req, res) => {
    const { currentPassword, newPassword } = parseOr400(changePasswordSchema, req.body);
    if (newPassword === currentPassword) throw new ValidationError(API_ERRORS.newPasswordSame, 'newPassword');
    // Before the current password is checked: a weak new one costs no login attempt.
    const me = await accounts.find(req.user!.id);
    await requireStrongPassword(newPassword, 'newPassword', req.user!.userName, me?.email);
    const who = await throttledCheck(req, res, req.user!.userName, currentPassword);
    if (!who || who.id !== req.user!.id) throw new ValidationError(API_ERRORS.currentPasswordWrong, 'currentPassword');
    const changed = await accounts.changeOwnPassword(who.id, newPassword, actorOf(req));
    // An admin who still has to enrol a second factor keeps the flag in the fresh token (REQUIRE_ADMIN_2FA).
    res.json(session({ ...changed, secondFactorRequired: await opts.secondFactor.requiredFor(changed) }));
  });

  // A fresh lifetime for a session still valid (issue 21): the account is re-read (role, temporary password, the
  // second factor's hold), the sign-in's time is kept, and past SESSION_MAX_HOURS from it the password is asked again.
  // An expired, signed-out or outdated token, or a deleted account's, never gets here (requireAuth: 401).
  r.post(API.refresh.slice(API.accounts.length), signedIn, async (req, res) => {
    const { authTime } = req.token!;
    if (Date.now() / 1000 - authTime > opts.sessionMaxSeconds) throw new UnauthenticatedError(API_ERRORS.sessionTooOld);
    const me = await accounts.subject(req.user!.id);
    if (!me) throw new UnauthenticatedError(API_ERRORS.invalidToken);
    res.json(session({ ...me, authTime, secondFactorRequired: await opts.secondFactor.requiredFor(me) }));
  });

  r.put('/:id/password', ...admin, ...body, async (req, res) => {
    const id = idOf(req);
    const { newPassword } = parseOr400(resetPasswordSchema, req.body);
    const target = await accounts.find(id);
    await requireStrongPassword(newPassword, 'newPassword', target?.userName, target?.email);
    await accounts.resetPassword(id, newPassword, actorOf(req));
    res.status(204).end();
  });

  r.post('/register', ...admin, ...body, async (req, res) => {
    const input = parseOr400(registerSchema, req.body);
    await requireStrongPassword(input.password, 'password', input.username, input.email);
    // Someone else chose this password, as with a reset: its owner is asked to change it at the first sign-in (issue 21).
    res.status(201).json(await accounts.create({ ...input, temporaryPassword: true }, actorOf(req)));
  });

  r.get('/', ...admin, async (_req, res) => {
    res.json(await opts.secondFactor.withStatus(await accounts.list()));
  });

  r.delete('/delete-account/:id', ...admin, async (req, res) => {
    const id = String(req.params.id);
    // No account name holds NUL (PostgreSQL would refuse the lookup itself).
    if (!isStorableText(id)) throw new ValidationError(API_ERRORS.invalidId);
    await accounts.remove(id, req.user!, req.ip ?? '');
    res.status(204).end();
  });

  twoFactorRoutes(r, opts.secondFactor, { signedIn, admin }, {
    body, session, checkPassword: (req, res, password, second) => throttledCheck(req, res, req.user!.userName, password, second),
    // A code without a password (enabling): the signed-in account itself, its code counted as a password would be.
    checkCode: async (req, res, second) => {
      const own = async (account: LoginAccount | undefined) => (account?.id === req.user!.id ? loginSubject(account) : undefined);
      if (!(await throttled(req, res, req.user!.userName, own, second))) throw new UnauthenticatedError(API_ERRORS.invalidToken);
    },
  });

  signOutRoutes(r, opts.sessions, { signedIn });

  return r;
}
