import { accountNav, BREAKPOINTS, GENERIC_COLLECTIONS, NAV, ROUTES, staffNav, WEB_UI, type NavLink as NavLinkEntry, type NavMenu, type StaffMenu } from '@dz/contracts';
import { institution } from '@dz/content';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSession } from '../session/context';
import { useSignOut } from '../session/useSignOut';
import { widthFrom } from '../ui/media';
import { SearchForm } from '../ui/SearchForm';

const HOVER_QUERY = `(hover: hover) and ${widthFrom(BREAKPOINTS.md)}`;
const canHover = () => window.matchMedia?.(HOVER_QUERY).matches === true;

/** The staff lists of the kinds served from their description, in the staff's menu. */
const KIND_LINKS = GENERIC_COLLECTIONS.map((c) => ({ label: c.labels.plural, to: c.paths.staff! }));

/** The dropdowns share a name: the browser keeps at most one of them open, with or without JavaScript. */
const DROPDOWN_GROUP = 'nav-dropdown';

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
 * dropdowns: "Uređivanje" leads to the staff's screens (contracts `staffNav`; "Novi dokument" a submenu
 * inside it), and the account's menu, labelled with its user name, to the accounts (admins), the own
 * password and "Odjava" (contracts `accountNav`, docs/product.md "Passwords and roles").
 * The search form follows the list: at the header's end from md up, inside the toggled menu below it (layout.css).
 */
export function Navbar() {
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const { session } = useSession();
  const signOut = useSignOut();

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
        <nav ref={navRef} aria-label={WEB_UI.mainNav} className="main-nav">
          {/* The list is the toggle's sibling, not its content: from md up it shows with the toggle closed and hidden (layout.css). */}
          <details className="nav-toggle">
            <summary aria-controls="main-menu">
              <span className="burger" aria-hidden="true" />
              {WEB_UI.menu}
            </summary>
          </details>
          <ul id="main-menu" className="nav-list">
            {NAV.map((entry) =>
              'items' in entry ? (
                <Dropdown key={entry.label} menu={entry} onNavigate={closeAll} />
              ) : (
                <li key={entry.to}>
                  <NavLink to={entry.to} end onClick={closeAll}>
                    {entry.label}
                  </NavLink>
                </li>
              ),
            )}
            {/* Staff only; signed out on the server and at hydration, so it appears right after. */}
            {session && (
              <>
                <Dropdown menu={staffNav(session.isAdmin, KIND_LINKS)} onNavigate={closeAll} className="staff-menu" />
                <Dropdown
                  menu={accountNav(session.claims.name, session.isAdmin)}
                  onNavigate={closeAll}
                  className="account-menu"
                  hiddenPrefix={`${WEB_UI.signedInAs} `}
                  last={
                    <button type="button" onClick={() => { closeAll(); signOut(); }}>
                      {WEB_UI.signOut}
                    </button>
                  }
                />
              </>
            )}
          </ul>
          <SearchForm label={WEB_UI.searchSite} hideLabel className="nav-search" onSearch={closeAll} />
        </nav>
      </div>
    </header>
  );
}

interface DropdownProps {
  menu: NavMenu | StaffMenu;
  onNavigate: () => void;
  className?: string;
  /** Read before the label by screen readers only ("Prijavljeni ste kao "). */
  hiddenPrefix?: string;
  /** An item after the links (the account menu's "Odjava" button). */
  last?: ReactNode;
}

function Dropdown({ menu, onNavigate, className, hiddenPrefix, last }: DropdownProps) {
  const details = useRef<HTMLDetailsElement>(null);
  // Opened by the pointer resting on it: leaving closes it, a click keeps it open.
  const byHover = useRef(false);
  const isOpen = () => details.current?.open === true;
  const setOpen = (open: boolean) => {
    if (details.current) details.current.open = open;
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && isOpen()) {
      // Handled: the phone's menu around it stays open (Navbar's listener).
      e.preventDefault();
      setOpen(false);
      details.current?.querySelector('summary')?.focus();
    }
  };
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  const onSummaryClick = (e: MouseEvent) => {
    // The browser toggles the <details>; a menu the pointer opened stays open on a click instead.
    if (isOpen() && byHover.current) e.preventDefault();
    byHover.current = false;
  };

  return (
    <li
      className={className ? `dropdown ${className}` : 'dropdown'}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onMouseEnter={() => {
        if (!canHover() || isOpen()) return;
        byHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        if (byHover.current) setOpen(false);
        byHover.current = false;
      }}
    >
      <details ref={details} name={DROPDOWN_GROUP}>
        <summary onClick={onSummaryClick}>
          <span>
            {hiddenPrefix && <span className="visually-hidden">{hiddenPrefix}</span>}
            {menu.label}
          </span>
          <span className="caret" aria-hidden="true" />
        </summary>
        <ul className="dropdown-menu">
          {menu.items.map((item) =>
            'items' in item ? (
              // A submenu opens in place, inside the menu (wide and narrow screens alike).
              <li key={item.label} className="submenu">
                <details>
                  <summary>
                    {item.label}
                    <span className="caret" aria-hidden="true" />
                  </summary>
                  <ul>{item.items.map((link) => <MenuLink key={link.to} link={link} onNavigate={onNavigate} />)}</ul>
                </details>
              </li>
            ) : (
              <MenuLink key={item.to} link={item} onNavigate={onNavigate} />
            ),
          )}
          {last && <li>{last}</li>}
        </ul>
      </details>
    </li>
  );
}

function MenuLink({ link, onNavigate }: { link: NavLinkEntry; onNavigate: () => void }) {
  return (
    <li>
      <NavLink to={link.to} onClick={onNavigate}>
        {link.label}
      </NavLink>
    </li>
  );
}
