import { API, ROUTES } from '@dz/contracts/paths';
import { CODE_NAV, FRAME_UI, institutionAddress } from '@dz/contracts/text';
import { MenuAnchor } from './Dropdown';
import { institution } from '@dz/content';
import { Link } from 'react-router-dom';
import { useFrame } from '../features/pages/frame';
import { useSession } from '../session/context';
import { useLoginLink } from '../session/loginReturn';
import { EmailLink, PhoneLink } from '../ui/ContactLinks';
import { useSignOut } from '../session/useSignOut';

/**
 * docs/product.md "Navigation and frame" footer: contacts, social page, phonebook, the accessibility statement, login; Nalozi and
 * Registruj for admins; Logout when logged in. The contacts are the frame's (staff edit them), the
 * name and copyright packages/content's.
 */
export function Footer() {
  const { session } = useSession();
  const signOut = useSignOut();
  const frame = useFrame().data;
  const contacts = frame?.institution;
  const login = useLoginLink();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{FRAME_UI.contact}</h2>
          {contacts && (
            <dl className="contact">
              <dt>{FRAME_UI.phone}</dt>
              <dd><PhoneLink phone={contacts.phone} /></dd>
              <dt>{FRAME_UI.email}</dt>
              <dd><EmailLink email={contacts.email} /></dd>
              <dt>{FRAME_UI.address}</dt>
              <dd>{institutionAddress(contacts)}</dd>
              <dt>{FRAME_UI.giroAccount}</dt>
              <dd>{contacts.giroAccount}, {contacts.bank}</dd>
            </dl>
          )}
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{institution.shortName}</h2>
          <ul className="footer-links">
            {contacts && <li><a href={contacts.socialUrl} target="_blank" rel="noopener noreferrer">{contacts.socialLabel}</a></li>}
            <li><a href={API.phonebook} download>{FRAME_UI.phonebook}</a></li>
            {/* The footer's menu (issue 39): its links, a heading's links in its place. */}
            {(frame?.menus.podnozje ?? CODE_NAV.podnozje).flatMap((e) => ('items' in e ? e.items : [e])).map((l) => (
              <li key={`${l.label} ${l.to}`}><MenuAnchor link={l} /></li>
            ))}
            {!session && <li><Link to={login}>{FRAME_UI.login}</Link></li>}
            {session?.isAdmin && (
              <>
                <li><Link to={ROUTES.accounts}>{FRAME_UI.accounts}</Link></li>
                <li><Link to={ROUTES.register}>{FRAME_UI.register}</Link></li>
              </>
            )}
            {session && (
              <li>
                <button type="button" className="link-button" onClick={signOut}>
                  {FRAME_UI.logout}
                </button>
              </li>
            )}
          </ul>
        </section>
      </div>
      <p className="copyright">{institution.copyright}</p>
    </footer>
  );
}
