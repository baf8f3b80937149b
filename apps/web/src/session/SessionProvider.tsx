import { TOKEN_STORAGE_KEY } from '@dz/contracts/rules';
import { FRAME_UI } from '@dz/contracts/text';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { onUnauthorized } from '../api/reauth';
import { SessionContext, type Lapsed } from './context';
import { endTokenOnServer } from '../api/signOut';
import { clearToken, readSession, storeToken } from '../api/token';
import { keepSessionCookie } from './sessionCookie';

/** Longest a browser timer can wait (about 24.8 days); later expiries are checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Holds who is logged in; ends the session on logout, at the token's exp and on a 401: those two (and a token removed
 * by another tab) leave it `lapsed`, so the menus say signed out at once while the screen keeps its form for the
 * sign-in dialog (issue 21, features/accounts/SignInGuard.tsx). A page the
 * server rendered was rendered signed out: `hydrating` starts the same way and reads the stored
 * sign-in right after hydration, before the browser paints.
 */
export function SessionProvider({ children, hydrating = false }: { children: ReactNode; hydrating?: boolean }) {
  const [session, setSession] = useState(() => (hydrating ? null : readSession()));
  // Whether `session` is the stored one yet (a hydrating page's first render is signed out whatever is stored).
  const [read, setRead] = useState(!hydrating);
  useLayoutEffect(() => {
    if (!hydrating) return;
    setSession(readSession());
    setRead(true);
  }, [hydrating]);
  // The session cookie follows the session: set on every sign-in and renewal, gone when it ends (sessionCookie.ts).
  useEffect(() => {
    if (read) keepSessionCookie(session);
  }, [read, session]);
  const [lapsed, setLapsed] = useState<Lapsed | null>(null);
  // Whose session is on screen: what lapse() needs while the state updates are on their way.
  const shown = useRef<string | null>(null);
  shown.current = session?.claims.name ?? lapsed?.name ?? null;

  const lapse = useCallback((message: string) => {
    clearToken();
    setSession(null);
    const name = shown.current;
    // A session that lapsed already keeps its first reason (the refusal's, not the next call's plain 401).
    if (name) setLapsed((l) => (l?.name === name ? l : { name, message }));
  }, []);

  const login = useCallback((token: string) => {
    storeToken(token);
    setSession(readSession());
    setLapsed(null);
  }, []);

  const logout = useCallback(() => {
    // The server ends the token too (best effort, never waited for); the stored one goes whatever it answers.
    const token = readSession()?.token;
    if (token) endTokenOnServer(token);
    clearToken();
    setSession(null);
    setLapsed(null);
  }, []);

  useEffect(() => onUnauthorized(lapse), [lapse]);

  // Another tab logged in, renewed, or lost the token (its Logout, its 401): this tab's form is kept all the same.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== null && e.key !== TOKEN_STORAGE_KEY) return;
      const next = readSession();
      if (next) {
        setSession(next);
        // Another account signed in there: this tab's lapsed work still waits for its own account (SignInGuard).
        setLapsed((l) => (l && l.name !== next.claims.name ? l : null));
      } else if (shown.current) lapse(FRAME_UI.sessionExpired);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [lapse]);

  // docs/product.md "Session and roles": an expired token counts as logged out, also while the page stays open.
  useEffect(() => {
    if (!session) return;
    const ms = (session.claims.exp + 1) * 1000 - Date.now();
    const timer = window.setTimeout(() => {
      const next = readSession();
      if (next) setSession(next);
      else lapse(FRAME_UI.sessionExpired);
    }, Math.min(Math.max(ms, 0), MAX_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [session, lapse]);

  const value = useMemo(() => ({ session, login, logout, lapsed, lapse }), [session, login, logout, lapsed, lapse]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
