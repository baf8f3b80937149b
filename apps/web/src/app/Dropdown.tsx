import { BREAKPOINTS } from '@dz/contracts/rules';
import type { NavLink as NavLinkEntry, NavMenu, StaffMenu } from '@dz/contracts/text';
import { useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { widthFrom } from '../ui/media';

const HOVER_QUERY = `(hover: hover) and ${widthFrom(BREAKPOINTS.md)}`;
const canHover = () => window.matchMedia?.(HOVER_QUERY).matches === true;

/** The dropdowns share a name: the browser keeps at most one of them open, with or without JavaScript. */
const DROPDOWN_GROUP = 'nav-dropdown';

interface DropdownProps {
  menu: NavMenu | StaffMenu;
  onNavigate: () => void;
  className?: string;
  /** Read before the label by screen readers only ("Prijavljeni ste kao "). */
  hiddenPrefix?: string;
  /** An item after the links (the account menu's "Odjava" button). */
  last?: ReactNode;
}

/**
 * A dropdown of the navbar (app/Navbar.tsx): the public menus, and the staff's (app/StaffFrame.tsx). A <details>, so
 * it opens without JavaScript; scripts add hover on wide screens with a mouse, and Escape.
 */
export function Dropdown({ menu, onNavigate, className, hiddenPrefix, last }: DropdownProps) {
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
                  <ul>{item.items.map((link) => <MenuLink key={`${link.label} ${link.to}`} link={link} onNavigate={onNavigate} />)}</ul>
                </details>
              </li>
            ) : (
              <MenuLink key={`${item.label} ${item.to}`} link={item} onNavigate={onNavigate} />
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
      <MenuAnchor link={link} onClick={onNavigate} />
    </li>
  );
}

/**
 * A menu's link (issue 39): the router's NavLink (marked when it is the page shown), or for an address outside the site
 * a plain link. `end`: marked on its own address only (the navbar's first-level links).
 */
export function MenuAnchor({ link, onClick, end }: { link: NavLinkEntry; onClick?: () => void; end?: boolean }) {
  if (link.external) return <a href={link.to} rel="noopener" onClick={onClick}>{link.label}</a>;
  return <NavLink to={link.to} end={end} onClick={onClick}>{link.label}</NavLink>;
}
