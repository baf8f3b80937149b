import { BREAKPOINTS, NAV, ROUTES, WEB_UI, type NavMenu } from '@dz/contracts';
import { institution } from '@dz/content';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { widthFrom } from '../ui/media';

const HOVER_QUERY = `(hover: hover) and ${widthFrom(BREAKPOINTS.md)}`;
const canHover = () => window.matchMedia?.(HOVER_QUERY).matches === true;

/**
 * docs/product.md "Navigation and frame" navbar. Below BREAKPOINTS.md a toggle button shows the menu; dropdowns open on click (and on
 * hover with a mouse on wide screens); following a link, Escape or a click elsewhere closes them.
 */
export function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  const closeAll = () => {
    setMenuOpen(false);
    setOpenDropdown(null);
  };
  // A navigation by any means (link, back button) closes whatever was open.
  useEffect(closeAll, [pathname]);

  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpenDropdown(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);

  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to={ROUTES.home} className="brand">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{institution.name}</span>
        </Link>
        <nav ref={navRef} aria-label={WEB_UI.mainNav} className={menuOpen ? 'main-nav open' : 'main-nav'}>
          <button
            type="button"
            className="nav-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <span className="burger" aria-hidden="true" />
            {WEB_UI.menu}
          </button>
          <ul id="main-menu" className="nav-list">
            {NAV.map((entry) =>
              'items' in entry ? (
                <Dropdown
                  key={entry.label}
                  menu={entry}
                  open={openDropdown === entry.label}
                  setOpen={(o) => setOpenDropdown(o ? entry.label : null)}
                  onNavigate={closeAll}
                />
              ) : (
                <li key={entry.to}>
                  <NavLink to={entry.to} end onClick={closeAll}>
                    {entry.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}

interface DropdownProps {
  menu: NavMenu;
  open: boolean;
  setOpen: (open: boolean) => void;
  onNavigate: () => void;
}

function Dropdown({ menu, open, setOpen, onNavigate }: DropdownProps) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  // Opened by the pointer resting on it: leaving closes it, a click keeps it open.
  const byHover = useRef(false);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li
      className="dropdown"
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onMouseEnter={() => {
        if (!canHover() || open) return;
        byHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        if (byHover.current) setOpen(false);
        byHover.current = false;
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          const keep = open && byHover.current;
          byHover.current = false;
          setOpen(keep || !open);
        }}
      >
        {menu.label}
        <span className="caret" aria-hidden="true" />
      </button>
      <ul id={id} className="dropdown-menu" hidden={!open}>
        {menu.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} onClick={onNavigate}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
