import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { keepsScroll } from '../ui/keepScroll';

/**
 * What react-router's <ScrollRestoration> does, for the browser's declarative router (main.tsx),
 * which that component needs a data router for: a page opened by a link starts at its top (or at
 * its #hash), Back and Forward return to where the visitor was on it. Positions are kept for this
 * document's history entries; a reload or a return from another site is the browser's own
 * restoration, which pagehide hands back to it (the server's HTML is complete at load). A navigation to another address
 * of the same page with KEEP_SCROLL (ui/keepScroll.ts: the clinic finder's filter) stays where it is.
 */
export function useScrollRestoration() {
  const { key, pathname, search, hash, state } = useLocation();
  const navigation = useNavigationType();
  const positions = useRef(new Map<string, number>());
  // The entry on screen and its last scroll position, read before the next page replaces it.
  const current = useRef({ key, pathname, page: pathname + search, y: 0 });

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onScroll = () => void (current.current.y = window.scrollY);
    const onPageHide = () => void (window.history.scrollRestoration = 'auto');
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const left = current.current;
    current.current = { key, pathname, page: pathname + search, y: window.scrollY };
    if (left.key === key) return; // the first render: the browser has placed the page
    positions.current.set(left.key, left.y);
    if (navigation !== 'POP' && left.pathname === pathname && keepsScroll(state)) return;
    // A change of #hash alone (the skip link, an in-page link) is a jump within the page.
    const jump = left.page === pathname + search && hash !== '';
    const y = navigation === 'POP' && !jump ? positions.current.get(key) : undefined;
    if (y !== undefined) window.scrollTo(0, y);
    else scrollToHashOrTop(hash);
    current.current.y = window.scrollY;
  }, [key, pathname, search, hash, state, navigation]);
}

function scrollToHashOrTop(hash: string) {
  let target: HTMLElement | null = null;
  try {
    target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    // Not a decodable id: the top, like a page without one.
  }
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}
