import { createHmac } from 'node:crypto';
import { E2E } from './env';

const b64url = (v: Buffer | string) => Buffer.from(v).toString('base64url');

/** Signs an HS256 token like the server's; tests use it for expired and forged sessions. */
export function signToken(claims: Record<string, unknown>, secret: string = E2E.jwtSecret): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const sig = b64url(createHmac('sha256', secret).update(`${head}.${body}`).digest());
  return `${head}.${body}.${sig}`;
}

/** The real time, not the servers' CLOCK_AT: the server checks a token's iat and exp against the real clock. */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
