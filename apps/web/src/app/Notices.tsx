import { WEB_UI, type Notice } from '@dz/contracts';
import { Link } from 'react-router-dom';
import { useFrame } from '../features/pages/queries';

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

/** A path on this site goes through the router; an address elsewhere opens as a plain link. */
function NoticeLink({ link }: { link: Notice['link'] }) {
  if (link.startsWith('/')) return <Link to={link}>{WEB_UI.noticeMore}</Link>;
  return <a href={link} rel="noopener noreferrer">{WEB_UI.noticeMore}</a>;
}
