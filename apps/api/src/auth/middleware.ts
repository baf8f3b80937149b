import type { Request, RequestHandler } from 'express';
import { API_ERRORS, AUTH_SCHEME, MAX_ID, isAdminRole, type TokenClaims } from '@dz/contracts';
import type { Db } from '@dz/db';
import { ForbiddenError, UnauthenticatedError } from '../errors.js';
import { tokenRevocation } from './revoked.js';
import { verifyToken, type TokenSubject } from './tokens.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: TokenSubject;
      /** The signed-in request's token: its id and expiry (signing out revokes it, routes/sign-out.ts). */
      token?: { jti: string; exp: number; authTime: number };
    }
  }
}

/**
 * `Authorization: Bearer <JWT>` exactly: the scheme in any letter case, one space, a token in JWT compact form
 * and nothing after it. undefined: no header; '': a header that is not that (401 like an invalid token).
 */
const BEARER = new RegExp(`^${AUTH_SCHEME} ([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)$`, 'i');
const bearer = (req: Request) => {
  const h = req.get('authorization');
  if (!h) return undefined;
  return BEARER.exec(h)?.[1] ?? '';
};

/** One round trip: the account and whether this token was signed out (auth/revoked.ts). */
const ACCOUNT_OF_TOKEN = `SELECT a."id", a."userName", a."role", a."tokenVersion", a."totpEnabledAt",
  EXISTS (SELECT 1 FROM "Revoked" r WHERE r."id" = $2) AS "revoked"
  FROM "Account" a WHERE a."id" = $1`;

type TokenAccount = { id: number; userName: string; role: string; tokenVersion: number; totpEnabledAt: Date | null };

/**
 * A valid, unexpired token (lifetime at most ttlSeconds) with an id (`jti`) that was not signed
 * out (auth/revoked.ts), of an account that still exists and whose password has not changed
 * since, nor was it signed out everywhere (the token's `ver` is the account's token version):
 * its claims and that account, read from the database now; else undefined.
 */
export function tokenAccounts(db: Db, secret: string, ttlSeconds: number) {
  return async (token: string): Promise<{ claims: TokenClaims; account: TokenAccount } | undefined> => {
    const claims = token ? verifyToken(secret, token, ttlSeconds) : undefined;
    const id = Number(claims?.sub);
    if (!claims?.jti || !Number.isInteger(id) || id <= 0 || id > MAX_ID) return undefined;
    const account = (await db.pool.query<TokenAccount & { revoked: boolean }>(ACCOUNT_OF_TOKEN, [id, tokenRevocation(claims.jti)])).rows[0];
    if (!account || account.revoked || account.tokenVersion !== (claims.ver ?? 0)) return undefined;
    return { claims, account };
  };
}

/**
 * A request with a token as tokenAccounts() accepts it, else 401. The account is read from the database so a deleted
 * account, a changed role, a changed password or a sign-out takes effect at once.
 */
export function requireAuth(
  db: Db, secret: string, ttlSeconds: number,
  /** REQUIRE_ADMIN_2FA (services/second-factor.ts gate): throws for a session that may only enrol a second factor. */
  gate?: (req: Request, account: { role: string; totpEnabledAt: Date | null }) => void,
): RequestHandler {
  const accountOf = tokenAccounts(db, secret, ttlSeconds);
  return async (req, _res, next) => {
    const token = bearer(req);
    if (token === undefined) throw new UnauthenticatedError(API_ERRORS.unauthorized);
    const found = await accountOf(token);
    if (!found) throw new UnauthenticatedError(API_ERRORS.invalidToken);
    const { claims, account } = found;
    req.token = { jti: claims.jti!, exp: claims.exp, authTime: claims.auth_time ?? claims.iat! };
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
