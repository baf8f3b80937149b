import { SESSION_COOKIE } from '@dz/contracts/rules';
import type { Session } from '../api/token';

/**
 * The stored token's copy for page loads (issue 36, docs/architecture.md "Staff pages on a full load"). A page request
 * carries no localStorage, so a draft's address opened from a bookmark would be the public's 404; with this cookie
 * the server tells a signed-in staff member and sends a private page that loads the item. It lives as long as the
 * token, and goes with the session (sign-out, a refused or lapsed token). Not a credential of the API, which reads
 * only the Authorization header; scripts can read it as they can read localStorage.
 */
export function keepSessionCookie(session: Session | null): void {
  const lifetime = session ? Math.max(0, session.claims.exp - Math.floor(Date.now() / 1000)) : 0;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SESSION_COOKIE}=${session?.token ?? ''}; Path=/; Max-Age=${lifetime}; SameSite=Lax${secure}`;
}
