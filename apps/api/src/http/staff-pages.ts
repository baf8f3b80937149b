import { SESSION_COOKIE, type StaffData } from '@dz/contracts';
import { parseCookie } from 'cookie';
import type { Request } from 'express';

/**
 * A signed-in staff member's page loads (issue 36, docs/architecture.md "Staff pages on a full load"). The server
 * renders as the public, and the public's answer for a draft's address is a 404; the browser keeps its token in
 * localStorage, which no page request carries, and a copy in the session cookie, which every one does. For a page
 * the public is answered 404, a request whose cookie holds a token the API would take now (signature, lifetime,
 * sign-outs, the account's token version: auth/middleware.ts) is asked again with `data`: an item that exists for
 * staff then goes out as a private page that loads it in the browser. The cookie authorises nothing else: no API call
 * reads it (so no cross-site request can use it), and the page says no more than that the item exists.
 */
export interface StaffPages {
  data: StaffData;
  /** Whether the request carries a session cookie with a token the API would accept now. */
  asks(req: Request): Promise<boolean>;
}

/** A JWT in compact form (no '%': nothing for the cookie parser to decode). */
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export function staffPages(data: StaffData, accepted: (token: string) => Promise<unknown>): StaffPages {
  return {
    data,
    async asks(req) {
      const header = req.headers.cookie;
      if (!header) return false;
      const token = parseCookie(header)[SESSION_COOKIE];
      return token !== undefined && JWT.test(token) && (await accepted(token)) !== undefined;
    },
  };
}
