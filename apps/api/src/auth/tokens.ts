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

/** The verified claims, or undefined for a missing, malformed, forged or expired token. */
export function verifyToken(secret: string, token: string): TokenClaims | undefined {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ALGORITHMS });
    const r = tokenClaimsSchema.safeParse(payload);
    return r.success ? r.data : undefined;
  } catch {
    return undefined;
  }
}
