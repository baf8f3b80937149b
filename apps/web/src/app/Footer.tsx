import { ROUTES, WEB_UI } from '@dz/contracts';
import { institution } from '@dz/content';
import { Link } from 'react-router-dom';
import { useSession } from '../session/context';
import { EmailLink, PhoneLink } from '../ui/ContactLinks';
import { notify } from '../ui/notify';

/** docs/product.md "Navigation and frame" footer: contacts, social page, phonebook, login; Nalozi and Registruj for admins; Logout when logged in. */
export function Footer() {
  const { session, logout } = useSession();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{WEB_UI.contact}</h2>
          <dl className="contact">
            <dt>{WEB_UI.phone}</dt>
            <dd><PhoneLink phone={institution.phone} /></dd>
            <dt>{WEB_UI.email}</dt>
            <dd><EmailLink email={institution.email} /></dd>
            <dt>{WEB_UI.address}</dt>
            <dd>{institution.address}</dd>
            <dt>{WEB_UI.giroAccount}</dt>
            <dd>{institution.giroAccount}, {institution.bank}</dd>
          </dl>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{institution.shortName}</h2>
          <ul className="footer-links">
            <li><a href={institution.socialUrl} target="_blank" rel="noopener noreferrer">{institution.socialLabel}</a></li>
            <li><a href={institution.phonebookPath} download>{WEB_UI.phonebook}</a></li>
            {!session && <li><Link to={ROUTES.login}>{WEB_UI.login}</Link></li>}
            {session?.isAdmin && (
              <>
                <li><Link to={ROUTES.accounts}>{WEB_UI.accounts}</Link></li>
                <li><Link to={ROUTES.register}>{WEB_UI.register}</Link></li>
              </>
            )}
            {session && (
              <li>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    logout();
                    notify.success(WEB_UI.loggedOut);
                  }}
                >
                  {WEB_UI.logout}
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
