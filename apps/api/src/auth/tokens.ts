import jwt from 'jsonwebtoken';
import { tokenClaimsSchema, type TokenClaims } from '@dz/contracts';

export interface TokenSubject {
  id: number;
  userName: string;
  role: string;
}

/** HS256 only, on signing and on verifying: an allow-list, never `none`. */
const ALGORITHMS: jwt.Algorithm[] = ['HS256'];

export function signToken(secret: string, ttlSeconds: number, who: TokenSubject): string {
  return jwt.sign({ name: who.userName, role: who.role }, secret, {
    algorithm: 'HS256',
    expiresIn: ttlSeconds,
    subject: String(who.id),
  });
}

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
