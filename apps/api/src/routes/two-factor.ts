import type { Request, RequestHandler, Response, Router } from 'express';
import {
  TWO_FACTOR_ERRORS, twoFactorDisableSchema, twoFactorEnableSchema, twoFactorPasswordSchema, type LoginResponse, type TwoFactorEnabled,
} from '@dz/contracts';
import type { TokenSubject } from '../auth/tokens.js';
import { ConflictError, ValidationError } from '../errors.js';
import { actorOf } from '../http/actor.js';
import { idOf, parseOr400 } from '../http/validate.js';
import type { SecondFactor, SecondFactorCheck } from '../services/second-factor.js';
import type { Guards } from './guards.js';

export interface TwoFactorRouteOpts {
  /** JSON body parsers of the account router. */
  body: RequestHandler[];
  /** The signed-in account's password through the login throttle (routes/account.ts); `second` runs before it counts as right. */
  checkPassword: (req: Request, res: Response, password: string, second?: SecondFactorCheck) => Promise<TokenSubject | undefined>;
  /** A check of the signed-in account's code alone through the same throttle (issue 41): its refusal is thrown. */
  checkCode: (req: Request, res: Response, second: SecondFactorCheck) => Promise<void>;
  /** A fresh session (token) for this account. */
  session: (who: TokenSubject) => LoginResponse;
}

/**
 * /api/Account/2fa (issue 20): the own second factor's status, setup (the password first), enabling with a code,
 * turning it off (password and code); and an admin's reset of another account's. Added to the account router.
 */
export function twoFactorRoutes(r: Router, sf: SecondFactor, { signedIn, admin }: Pick<Guards, 'signedIn' | 'admin'>, opts: TwoFactorRouteOpts) {
  /** The password of the signed-in account itself, else a 400 on `password` (a wrong one is counted like a login). */
  const ownPassword = async (req: Request, res: Response, password: string, second?: SecondFactorCheck) => {
    const who = await opts.checkPassword(req, res, password, second);
    if (!who || who.id !== req.user!.id) throw new ValidationError(TWO_FACTOR_ERRORS.passwordWrong, 'password');
    return who;
  };

  r.get('/2fa', signedIn, async (req, res) => {
    res.json(await sf.status(req.user!.id));
  });

  r.post('/2fa/setup', signedIn, ...opts.body, async (req, res) => {
    const { password } = parseOr400(twoFactorPasswordSchema, req.body);
    await ownPassword(req, res, password);
    res.json(await sf.setup(req.user!));
  });

  r.post('/2fa/enable', signedIn, ...opts.body, async (req, res) => {
    const { code } = parseOr400(twoFactorEnableSchema, req.body);
    // The code is checked like a password first (a wrong one counted; after the limit even the right one waits).
    await opts.checkCode(req, res, sf.enableCheck(code));
    const { recoveryCodes, who } = await sf.enable({ ...actorOf(req), id: req.user!.id }, code);
    // A fresh session without the "still has to enrol" flag (REQUIRE_ADMIN_2FA), for the screens.
    res.json({ recoveryCodes, token: opts.session(who).token } satisfies TwoFactorEnabled);
  });

  r.post('/2fa/disable', signedIn, ...opts.body, async (req, res) => {
    const { password, code } = parseOr400(twoFactorDisableSchema, req.body);
    const who = await ownPassword(req, res, password, sf.disableCheck(code, req.ip ?? ''));
    await sf.remove(actorOf(req), who.id, '2fa-disable');
    res.status(204).end();
  });

  r.delete('/:id/2fa', ...admin, async (req, res) => {
    const id = idOf(req);
    if (id === req.user!.id) throw new ConflictError(TWO_FACTOR_ERRORS.resetOwn);
    await sf.remove(actorOf(req), id, '2fa-reset');
    res.status(204).end();
  });
}
