import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** A leaving the user is asked about: `go` does it. */
export interface PendingLeave {
  go: () => void;
}

/** A link that leaves on purpose without asking (the form's 'Otkaži'): its click calls the guard's onDiscard. */
export const DISCARD_ATTR = 'data-discard';

/** The mark of the history entry the guard adds above the form's own (see below). */
const GUARD = 'dzLeaveGuard';

const history = () => window.history as History & { state: Record<string, unknown> | null };
const onGuardEntry = () => history().state?.[GUARD] === true;
/** React Router's BrowserRouter keeps `idx` in history.state: only then is the tab's history the router's. */
const browserHistory = () => typeof history().state?.idx === 'number';

/**
 * Asks before a changed form is left (issue 21). The browser's router is the declarative one
 * (app/routes.tsx: the data router's 17 KB did nothing there), which has no useBlocker, so:
 * - a click on an in-app link is held in the capture phase, before React's Link sees it;
 * - Back: a changed form adds an entry of the same address above its own, so Back first lands on
 *   the form's own entry (the router shows the same screen, the form stays) and the question is
 *   asked there; 'Ostani' adds the entry again, 'Napusti' goes the step back. Leaving by a link,
 *   'Otkaži' or a save replaces that entry, so the history holds no extra step;
 * - closing or reloading the tab gets the browser's own question (beforeunload).
 * (Chromium runs the router's popstate listener before a capturing one at the window, so a
 * popstate cannot simply be held back.)
 */
export function useLeaveGuard(active: boolean, onDiscard: () => void) {
  const [pending, setPending] = useState<PendingLeave | null>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const state = useRef({ active, onDiscard, navigate, here: pathname + search, leaving: false });
  Object.assign(state.current, { active, onDiscard, navigate, here: pathname + search });

  // A changed form's Back first comes to its own entry.
  useEffect(() => {
    if (active && browserHistory() && !onGuardEntry()) history().pushState({ ...history().state, [GUARD]: true }, '', window.location.href);
  }, [active]);

  useEffect(() => {
    const s = state.current;
    /** Leaves for `to` (in the app), in place of the guard's entry when it is on top. */
    const leaveTo = (to: string) => {
      s.leaving = true;
      s.navigate(to, { replace: onGuardEntry() });
    };
    const onClick = (e: MouseEvent) => {
      if (s.leaving || e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
      const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
      const url = new URL(a.href, window.location.href);
      // Another site: the tab is left, beforeunload asks. The same page (a #fragment): nothing is left.
      if (url.origin !== window.location.origin || url.pathname + url.search === s.here) return;
      const to = url.pathname + url.search + url.hash;
      if (a.hasAttribute(DISCARD_ATTR)) {
        s.onDiscard();
        if (onGuardEntry()) {
          e.preventDefault();
          leaveTo(to);
        }
        return;
      }
      if (!s.active) {
        if (onGuardEntry()) {
          e.preventDefault();
          leaveTo(to);
        }
        return;
      }
      e.preventDefault();
      e.stopPropagation();
      setPending({ go: () => leaveTo(to) });
    };
    const onPop = () => {
      // Back from the guard's entry to the form's own (the same address): the router keeps the screen.
      if (s.leaving || onGuardEntry() || window.location.pathname + window.location.search !== s.here) return;
      if (!s.active) {
        // Nothing to ask any more: the Back the user pressed goes on.
        s.leaving = true;
        history().back();
        return;
      }
      setPending({
        go: () => {
          s.leaving = true;
          history().back();
        },
      });
    };
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!s.active || s.leaving) return;
      e.preventDefault();
      // Older browsers ask only when returnValue is set.
      e.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);

  return {
    pending,
    stay: () => {
      setPending(null);
      if (browserHistory() && !onGuardEntry()) history().pushState({ ...history().state, [GUARD]: true }, '', window.location.href);
    },
    leave: () => {
      const p = pending;
      setPending(null);
      p?.go();
    },
    /** A save's way out: in place of the guard's entry. */
    leaveTo: (to: string) => {
      state.current.leaving = true;
      navigate(to, { replace: onGuardEntry() });
    },
  };
}
