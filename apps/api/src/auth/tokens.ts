import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { tokenClaimsSchema, type TokenClaims } from '@dz/contracts';

export interface TokenSubject {
  id: number;
  userName: string;
  role: string;
  /** The account's token version (claim `ver`; 0 when left out): a password change raises it. */
  tokenVersion?: number;
  /** The account's password was set by someone else: the token says so (claim `temporaryPassword`) for the screens. */
  temporaryPassword?: boolean;
}

/** HS256 only, on signing and on verifying: an allow-list, never `none`. */
const ALGORITHMS: jwt.Algorithm[] = ['HS256'];

/**
 * `secondFactorRequired` (claim of the same name, for the screens): an admin who still has to enrol a second factor
 * (services/second-factor.ts); the server decides that from the account on every request, not from the claim.
 */
export function signToken(secret: string, ttlSeconds: number, who: TokenSubject & { secondFactorRequired?: boolean; authTime?: number }): string {
  const claims = {
    name: who.userName, role: who.role, ver: who.tokenVersion ?? 0,
    // When the password was given (OpenID's `auth_time`, epoch seconds): a renewal keeps it, SESSION_MAX_HOURS counts from it.
    auth_time: who.authTime ?? Math.floor(Date.now() / 1000),
    ...(who.temporaryPassword && { temporaryPassword: true }), ...(who.secondFactorRequired && { secondFactorRequired: true }),
  };
  return jwt.sign(claims, secret, {
    algorithm: 'HS256',
    expiresIn: ttlSeconds,
    subject: String(who.id),
    // Its own id (claim `jti`): signing out revokes this token alone (auth/revoked.ts).
    jwtid: randomBytes(16).toString('base64url'),
  });
}

/** Seven days: how long a sign-in may be renewed unless SESSION_MAX_HOURS says otherwise. */
export const SESSION_MAX_SECONDS_DEFAULT = 7 * 24 * 3600;

/** Clock difference tolerated between the instances that sign and the ones that verify. */
const TOKEN_LEEWAY_SECONDS = 5;

/**
 * The verified claims, or undefined for a missing, malformed, forged or expired token, and
 * for one this server would never have issued: a lifetime (exp − iat) longer than its
 * token TTL, no iat, or an iat in the future (each with a few seconds' leeway).
 */
export function verifyToken(secret: string, token: string, maxLifetimeSeconds: number): TokenClaims | undefined {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ALGORITHMS });
    const r = tokenClaimsSchema.safeParse(payload);
    if (!r.success) return undefined;
    const { iat, exp } = r.data;
    if (iat === undefined || iat > Date.now() / 1000 + TOKEN_LEEWAY_SECONDS) return undefined;
    return exp - iat <= maxLifetimeSeconds + TOKEN_LEEWAY_SECONDS ? r.data : undefined;
  } catch {
    return undefined;
  }
}
