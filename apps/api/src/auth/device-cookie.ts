import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { Request, Response } from 'express';
import { API } from '@dz/contracts';
import { systemClock, type Clock } from '../clock.js';

/** How long a browser stays a known device of a user name after signing in on it. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;
/** Issue times this far ahead of the clock still count (instances' clocks differ a little). */
const LEEWAY_MS = 60_000;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

/** A valid device cookie: its nonce (the throttle's and the revocation's key) and when it expires. */
export interface Device {
  nonce: string;
  expiresAt: Date;
}

const normal = (userName: string) => userName.trim().toLowerCase();

/**
 * Device cookies (OWASP's "slow brute force with device cookies"): a browser that signed in as
 * a user gets a signed, httpOnly cookie saying so, and a login for that name that presents it is
 * throttled per device only (auth/login-limit.ts), so nobody else's failures keep the owner out.
 *
 * One cookie per user name (its name is derived from the user name), so staff sharing a
 * computer each keep theirs. The value is `<payload>.<mac>`: the payload, base64url JSON, holds
 * the lower-cased user name, a random nonce and the issue time (s); the mac is an HMAC-SHA256
 * under a key derived from the JWT secret (HKDF, its own label: a cookie never verifies as a
 * token, nor the other way round). Sent only to /api/Account (Path), never cross-site
 * (SameSite=Strict), never to scripts (HttpOnly), over TLS only when the request came over TLS.
 */
export function deviceCookies(jwtSecret: string, now: Clock = systemClock) {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', 'dz device cookie v1', 32));
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  // Hex of a keyed hash: a valid cookie name whatever the user name holds, and no user name in the clear.
  const cookieName = (userName: string) => `dz_uredjaj_${mac(`name:${normal(userName)}`).subarray(0, 10).toString('hex')}`;

  return {
    /** The valid device cookie this request presents for this user name, if any (revocation is checked elsewhere). */
    presented(req: Request, userName: string): Device | undefined {
      const header = req.headers.cookie;
      if (!header) return undefined;
      const value = parseCookie(header)[cookieName(userName)];
      const [payload, sig, ...rest] = value?.split('.') ?? [];
      if (!payload || !sig || rest.length) return undefined;
      const expected = mac(`device:${payload}`);
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let claims: { u?: unknown; n?: unknown; t?: unknown };
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
      } catch {
        return undefined;
      }
      if (claims?.u !== normal(userName) || typeof claims.n !== 'string' || !NONCE.test(claims.n)) return undefined;
      if (typeof claims.t !== 'number' || !Number.isInteger(claims.t)) return undefined;
      const issuedMs = claims.t * 1000;
      const expiresAt = new Date(issuedMs + DEVICE_COOKIE_MAX_AGE_SECONDS * 1000);
      const time = now().getTime();
      if (issuedMs > time + LEEWAY_MS || expiresAt.getTime() <= time) return undefined;
      return { nonce: claims.n, expiresAt };
    },

    /** Sets a fresh device cookie for this user name (after a sign-in that succeeded in full). */
    issue(req: Request, res: Response, userName: string): void {
      const t = Math.floor(now().getTime() / 1000);
      const payload = Buffer.from(JSON.stringify({ u: normal(userName), n: randomBytes(16).toString('base64url'), t })).toString('base64url');
      const value = `${payload}.${mac(`device:${payload}`).toString('base64url')}`;
      res.append('Set-Cookie', stringifySetCookie(cookieName(userName), value, {
        httpOnly: true,
        sameSite: 'strict',
        path: API.accounts,
        secure: req.secure,
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      }));
    },
  };
}

export type DeviceCookies = ReturnType<typeof deviceCookies>;
