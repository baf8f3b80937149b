import { ROUTES } from '@dz/contracts/paths';
import { CODE_NAV, FRAME_UI } from '@dz/contracts/text';
import { institution } from '@dz/content';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useFrame } from '../features/pages/frame';
import { useSession } from '../session/context';
import { SearchForm } from '../ui/SearchForm';
import { Dropdown, MenuAnchor } from './Dropdown';
import { useStaffFrame } from './staffFrame';
import { navWith } from './pages';


/** Closes the open menus in the navbar: every one, or only the dropdowns (the toggle stays as it is). */
const closeMenus = (nav: HTMLElement | null, which: 'all' | 'dropdowns') =>
  nav?.querySelectorAll<HTMLDetailsElement>(which === 'all' ? 'details[open]' : '.dropdown > details[open]').forEach((d) => (d.open = false));

/**
 * docs/product.md "Navigation and frame" navbar. Below BREAKPOINTS.md a toggle shows the menu; dropdowns open on
 * click (and on hover with a mouse on wide screens); following a link, Escape or a click elsewhere closes them. Escape
 * closes the innermost open one: a dropdown (its summary takes the focus), then the phone's menu, whose button does.
 *
 * The toggle and the dropdowns are <details>: they open without JavaScript, and the browser gives each
 * <summary> its expanded state. The open state lives in the DOM only (no `open` prop): server and client
 * render them closed, and one opened before hydration stays open. Scripts only add what the
 * elements lack: hover, Escape, closing on a click elsewhere and on navigation. Signed in, two last
 * dropdowns: the staff's and the account's (StaffMenus, in the staff frame's chunk: app/staffFrame.ts).
 * The search form follows the list: at the header's end from md up, inside the toggled menu below it (layout.css).
 */
export function Navbar() {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const { session } = useSession();
  const staff = useStaffFrame(session !== null);
  // The navbar's entries: the menu staff publish (issue 39; the code's until the frame is read), with the page modules' links.
  const glavni = useFrame().data?.menus.glavni;
  const menu = useMemo(() => navWith(glavni ?? CODE_NAV.glavni), [glavni]);

  const closeAll = () => closeMenus(navRef.current, 'all');
  // A navigation by any means (link, back button) closes whatever was open; the first render is no navigation.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenus(navRef.current, 'all');
  }, [pathname]);

  // Escape closes the phone's menu and hands the focus back to its button; a dropdown's Escape (handled, so its
  // default prevented) closes only the dropdown.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      const toggle = navRef.current?.querySelector<HTMLDetailsElement>('.nav-toggle');
      if (e.key !== 'Escape' || e.defaultPrevented || !toggle?.open) return;
      closeMenus(navRef.current, 'all');
      toggle.querySelector('summary')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) closeMenus(navRef.current, 'dropdowns');
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);

  return (
    <header className="site-header">
      <div className={session ? 'header-inner signed-in' : 'header-inner'}>
        <Link to={ROUTES.home} className="brand">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{institution.name}</span>
        </Link>
        <nav ref={navRef} aria-label={FRAME_UI.mainNav} className="main-nav">
          {/* The list is the toggle's sibling, not its content: from md up it shows with the toggle closed and hidden (layout.css). */}
          <details className="nav-toggle">
            <summary aria-controls="main-menu">
              <span className="burger" aria-hidden="true" />
              {FRAME_UI.menu}
            </summary>
          </details>
          <ul id="main-menu" className="nav-list">
            {menu.map((entry) =>
              'items' in entry ? (
                <Dropdown key={entry.label} menu={entry} onNavigate={closeAll} />
              ) : (
                <li key={`${entry.label} ${entry.to}`}>
                  <MenuAnchor link={entry} end onClick={closeAll} />
                </li>
              ),
            )}
            {/* Staff only; signed out on the server and at hydration, so it appears right after. */}
            {session && staff && <staff.StaffMenus session={session} onNavigate={closeAll} />}
          </ul>
          <SearchForm label={FRAME_UI.searchSite} hideLabel className="nav-search" onSearch={closeAll} />
        </nav>
      </div>
    </header>
  );
}
