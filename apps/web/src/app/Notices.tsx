import { ROUTES, WEB_UI, isLocalLink, isWebAddress, type Notice } from '@dz/contracts';
import { Link, useLocation } from 'react-router-dom';
import { useFrame } from '../features/pages/queries';
import { useSession } from '../session/context';

/**
 * The notices valid now (the frame's, chosen by the server), at the top of every page's content:
 * its text and link; an urgent one begins with "Hitno:" and stands out. One polite live region
 * holds them all; with none there is no region at all. Server HTML: it needs no JavaScript.
 */
export function Notices() {
  const notices = useFrame().data?.notices ?? [];
  if (notices.length === 0) return null;
  return (
    <div className="notices" role="status" aria-live="polite" aria-label={WEB_UI.noticesRegion}>
      {notices.map((n) => (
        <p key={n.id} className={n.urgent ? 'notice notice-urgent' : 'notice'}>
          {n.urgent && (
            <>
              <strong className="notice-urgent-word">
                <span aria-hidden="true">⚠ </span>
                {WEB_UI.noticeUrgent}
              </strong>{' '}
            </>
          )}
          {n.text}
          {n.link && <> <NoticeLink link={n.link} /></>}
        </p>
      ))}
    </div>
  );
}

/**
 * A path on this site goes through the router; an http(s) address elsewhere opens as a plain link.
 * Anything else (a link stored before the rule of contracts' links.ts, e.g. '/\host') is not shown.
 */
function NoticeLink({ link }: { link: Notice['link'] }) {
  if (isLocalLink(link)) return <Link to={link}>{WEB_UI.noticeMore}</Link>;
  if (isWebAddress(link)) return <a href={link} rel="noopener noreferrer">{WEB_UI.noticeMore}</a>;
  return null;
}

/**
 * docs/product.md "Passwords and roles": while the signed-in account's password is one someone else set (the start
 * command's development default, an admin's reset; the token says so), every page but the password screen
 * suggests changing it. Signed out on the server, so it appears right after hydration.
 */
export function TemporaryPasswordNotice() {
  const { session } = useSession();
  const { pathname } = useLocation();
  if (!session?.claims.temporaryPassword || pathname === ROUTES.password) return null;
  return (
    <p className="notice notice-password">
      {WEB_UI.temporaryPassword} <Link to={ROUTES.password}>{WEB_UI.changeTemporaryPassword}</Link>
    </p>
  );
}
