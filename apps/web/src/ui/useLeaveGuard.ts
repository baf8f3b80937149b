import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** A leaving the user is asked about: `go` does it. */
export interface PendingLeave {
  go: () => void;
}

/** A link that leaves on purpose without asking (the form's 'Otkaži'): its click calls the guard's onDiscard. */
export const DISCARD_ATTR = 'data-discard';

/**
 * Asks before a changed form is left (issue 21). The browser's router is the declarative one
 * (app/routes.tsx: the data router's 17 KB did nothing there), which has no useBlocker, so the
 * guard stands in front of it: a click on an in-app link is held (capture phase, before React's
 * Link sees it), Back and Forward are undone until the user decides (history's `idx` tells how
 * far), and closing or reloading the tab gets the browser's own question (beforeunload).
 * Navigation by code (a save's redirect) is never held.
 */
export function useLeaveGuard(active: boolean, onDiscard: () => void) {
  const [pending, setPending] = useState<PendingLeave | null>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const state = useRef({ active, onDiscard, navigate, here: pathname + search, undoing: false, leaving: false });
  Object.assign(state.current, { active, onDiscard, navigate, here: pathname + search });

  useEffect(() => {
    const s = state.current;
    const here = historyIndex();
    const onClick = (e: MouseEvent) => {
      if (!s.active || s.leaving || e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
      const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
      if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
      if (a.hasAttribute(DISCARD_ATTR)) return s.onDiscard();
      const url = new URL(a.href, window.location.href);
      // Another site: the tab is left, beforeunload asks. The same page (a #fragment): nothing is left.
      if (url.origin !== window.location.origin || url.pathname + url.search === s.here) return;
      e.preventDefault();
      e.stopPropagation();
      setPending({ go: () => s.navigate(url.pathname + url.search + url.hash) });
    };
    const onPop = (e: PopStateEvent) => {
      if (s.leaving || (!s.active && !s.undoing)) return;
      // Before the router's own listener (a capture listener runs first at the window): it never sees this step.
      e.stopImmediatePropagation();
      if (s.undoing) {
        s.undoing = false;
        return;
      }
      const to = historyIndex();
      const delta = here !== null && to !== null ? here - to : 1;
      s.undoing = true;
      window.history.go(delta);
      setPending({
        go: () => window.history.go(-delta),
      });
    };
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!s.active || s.leaving) return;
      e.preventDefault();
      // Older browsers ask only when returnValue is set.
      e.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, []);

  return {
    pending,
    stay: () => setPending(null),
    leave: () => {
      const p = pending;
      setPending(null);
      // Until the form is gone: the step it takes is not asked about again.
      state.current.leaving = true;
      p?.go();
    },
  };
}

/** React Router's place in the tab's history (its BrowserRouter keeps `idx` in history.state). */
function historyIndex(): number | null {
  const idx: unknown = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}
