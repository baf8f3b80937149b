import { accountNav, GENERIC_COLLECTIONS, pageCollection, ROUTES, staffNav, WEB_UI } from '@dz/contracts';
import { Link, useLocation } from 'react-router-dom';
import type { Session } from '../api/token';
import { SecondFactorNotice } from '../session/SecondFactorNotice';
import { useSession } from '../session/context';
import { useSignOut } from '../session/useSignOut';
import { Dropdown } from './Dropdown';

// The frame's parts for a signed-in staff member, in a chunk of their own (app/staffFrame.ts loads it). Signed out
// on the server and at hydration, so they appear right after.
export { SignInGuard } from '../features/accounts/SignInGuard';

/** The staff lists of the kinds served from their description, in the staff's menu (the pages' with their block editor). */
const KIND_LINKS = [pageCollection, ...GENERIC_COLLECTIONS].map((c) => ({ label: c.labels.plural, to: c.paths.staff! }));

/**
 * The navbar's two last dropdowns while signed in (app/Navbar.tsx): "Uređivanje" leads to the staff's screens
 * (contracts `staffNav`; "Novi dokument" a submenu inside it), and the account's menu, labelled with its user name, to
 * the accounts (admins), the own password and "Odjava" (contracts `accountNav`, docs/product.md "Passwords and roles").
 */
export function StaffMenus({ session, onNavigate }: { session: Session; onNavigate: () => void }) {
  const signOut = useSignOut();
  return (
    <>
      <Dropdown menu={staffNav(session.isAdmin, KIND_LINKS)} onNavigate={onNavigate} className="staff-menu" />
      <Dropdown
        menu={accountNav(session.claims.name, session.isAdmin)}
        onNavigate={onNavigate}
        className="account-menu"
        hiddenPrefix={`${WEB_UI.signedInAs} `}
        last={
          <button type="button" onClick={() => { onNavigate(); signOut(); }}>
            {WEB_UI.signOut}
          </button>
        }
      />
    </>
  );
}

/** The notices of the frame that concern the signed-in account, after the public ones. */
export function StaffNotices() {
  return (
    <>
      <TemporaryPasswordNotice />
      <SecondFactorNotice />
    </>
  );
}

/**
 * docs/product.md "Passwords and roles": while the signed-in account's password is one someone else set (the start
 * command's development default, an admin's reset; the token says so), every page but the password screen
 * suggests changing it.
 */
function TemporaryPasswordNotice() {
  const { session } = useSession();
  const { pathname } = useLocation();
  if (!session?.claims.temporaryPassword || pathname === ROUTES.password) return null;
  return (
    <p className="notice notice-password">
      {WEB_UI.temporaryPassword} <Link to={ROUTES.password}>{WEB_UI.changeTemporaryPassword}</Link>
    </p>
  );
}
