import { useCallback, useEffect, useRef, useState } from 'react';
import { renewToken } from '../api/refresh';
import { readSession } from '../api/token';
import { useSession } from './context';

/** The banner shows this long before the token's exp (issue 21). */
export const ENDING_MS = 5 * 60_000;
/** Activity renews at most this often, and only in the last half of the token's lifetime. */
export const ACTIVITY_GAP_MS = 10 * 60_000;
/** Longest a browser timer can wait (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;
const ACTIVITY = ['keydown', 'pointerdown'] as const;

/**
 * The session's lifetime as the screen sees it (issue 21): `ending` from five minutes before exp, `renew()` for
 * "Ostani prijavljen", and a silent renewal on typing and clicks in the last half of the lifetime. The fresh token
 * goes through the session's login(): stored under `token`, so every tab takes it (the storage event). A renewal
 * the server refuses (401: expired, signed out elsewhere, past SESSION_MAX_HOURS) ends the session with its message.
 * Timers and the clock are the window's (faked in the tests).
 */
export function useRenewal(onEnded: () => void) {
  const { session, login, lapse } = useSession();
  // The token whose last five minutes have begun (state set by a timer, not computed from the clock while rendering).
  const [endingFor, setEndingFor] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const lastTry = useRef(0);

  useEffect(() => {
    if (!session) return;
    const ms = session.claims.exp * 1000 - ENDING_MS - Date.now();
    const timer = window.setTimeout(() => setEndingFor(session.token), Math.min(Math.max(ms, 0), MAX_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [session]);

  const renew = useCallback(async (silent: boolean) => {
    const current = readSession();
    if (!current || busy.current) return;
    busy.current = true;
    lastTry.current = Date.now();
    try {
      const r = await renewToken(current.token);
      setFailed(false);
      if ('token' in r) {
        login(r.token);
        return;
      }
      lapse?.(r.ended);
      if (!silent) onEnded();
    } catch {
      // Offline or the server busy: the token still runs until its exp; only a click is told.
      if (!silent) setFailed(true);
    } finally {
      busy.current = false;
    }
  }, [login, lapse, onEnded]);

  useEffect(() => {
    if (!session) return;
    const { iat, exp } = session.claims;
    const halfway = (iat === undefined ? exp - ENDING_MS / 1000 : (iat + exp) / 2) * 1000;
    const onActivity = () => {
      const now = Date.now();
      if (now >= halfway && now - lastTry.current >= ACTIVITY_GAP_MS) void renew(true);
    };
    for (const type of ACTIVITY) document.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY) document.removeEventListener(type, onActivity, { capture: true });
    };
  }, [session, renew]);

  return { ending: !!session && endingFor === session.token, failed, renew: () => renew(false) };
}
