import { TOKEN_STORAGE_KEY, WEB_UI } from '@dz/contracts';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { onUnauthorized } from '../api/client';
import { notify } from '../ui/notify';
import { SessionContext } from './context';
import { endTokenOnServer } from '../api/signOut';
import { clearToken, readSession, storeToken } from '../api/token';

/** Longest a browser timer can wait (about 24.8 days); later expiries are checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Holds who is logged in; ends the session on logout, at the token's exp and on a 401. A page the
 * server rendered was rendered signed out: `hydrating` starts the same way and reads the stored
 * sign-in right after hydration, before the browser paints.
 */
export function SessionProvider({ children, hydrating = false }: { children: ReactNode; hydrating?: boolean }) {
  const [session, setSession] = useState(() => (hydrating ? null : readSession()));
  useLayoutEffect(() => {
    if (hydrating) setSession(readSession());
  }, [hydrating]);

  const login = useCallback((token: string) => {
    storeToken(token);
    setSession(readSession());
  }, []);

  const logout = useCallback(() => {
    // The server ends the token too (best effort, never waited for); the stored one goes whatever it answers.
    const token = readSession()?.token;
    if (token) endTokenOnServer(token);
    clearToken();
    setSession(null);
  }, []);

  useEffect(
    () =>
      onUnauthorized((message) => {
        setSession(null);
        notify.error(message);
      }),
    [],
  );

  // Another tab logged in or out.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === TOKEN_STORAGE_KEY) setSession(readSession());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // docs/product.md "Session and roles": an expired token counts as logged out, also while the page stays open.
  useEffect(() => {
    if (!session) return;
    const ms = (session.claims.exp + 1) * 1000 - Date.now();
    const timer = window.setTimeout(() => {
      const next = readSession();
      setSession(next);
      if (!next) notify.error(WEB_UI.sessionExpired);
    }, Math.min(Math.max(ms, 0), MAX_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [session]);

  const value = useMemo(() => ({ session, login, logout }), [session, login, logout]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
