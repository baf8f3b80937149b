import type { Request, RequestHandler } from 'express';
import { API_ERRORS, AUTH_SCHEME, isAdminRole } from '@dz/contracts';
import type { Db } from '@dz/db';
import { ForbiddenError, UnauthenticatedError } from '../services/errors.js';
import { verifyToken, type TokenSubject } from './tokens.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: TokenSubject;
    }
  }
}

const bearer = (req: Request) => {
  const h = req.get('authorization');
  if (!h) return undefined;
  const [scheme, token] = h.split(' ');
  return scheme?.toLowerCase() === AUTH_SCHEME.toLowerCase() && token ? token : '';
};

/**
 * A valid, unexpired token (lifetime at most ttlSeconds) of an account that still exists and
 * whose password has not changed since (the token's `ver` is the account's token version);
 * else 401. The account is read from the database so a deleted account, a changed role or a
 * changed password takes effect at once.
 */
export function requireAuth(
  db: Db, secret: string, ttlSeconds: number,
  /** REQUIRE_ADMIN_2FA (auth/second-factor.ts gate): throws for a session that may only enrol a second factor. */
  gate?: (req: Request, account: { role: string; totpEnabledAt: Date | null }) => void,
): RequestHandler {
  return async (req, _res, next) => {
    const token = bearer(req);
    if (token === undefined) throw new UnauthenticatedError(API_ERRORS.unauthorized);
    const claims = token ? verifyToken(secret, token, ttlSeconds) : undefined;
    const id = Number(claims?.sub);
    const account = Number.isInteger(id) && id > 0
      ? await db.account.findUnique({ where: { id }, select: { id: true, userName: true, role: true, tokenVersion: true, totpEnabledAt: true } })
      : null;
    if (!account || account.tokenVersion !== (claims?.ver ?? 0)) throw new UnauthenticatedError(API_ERRORS.invalidToken);
    req.user = { id: account.id, userName: account.userName, role: account.role };
    gate?.(req, account);
    next();
  };
}

/** After requireAuth: 403 unless the account is an admin (any spelling of the role, docs/product.md "Passwords and roles"). */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!isAdminRole(req.user?.role)) throw new ForbiddenError(API_ERRORS.forbidden);
  next();
};
