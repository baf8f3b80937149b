import { isLocalLink, isWebAddress } from '@dz/contracts/rules';
import type { Notice } from '@dz/contracts/schemas';
import { FRAME_UI } from '@dz/contracts/text';
import { Link } from 'react-router-dom';
import { useFrame } from '../features/pages/frame';

/**
 * The notices valid now (the frame's, chosen by the server), at the top of every page's content:
 * its text and link; an urgent one begins with "Hitno:" and stands out. One polite live region
 * holds them all; with none there is no region at all. Server HTML: it needs no JavaScript.
 */
export function Notices() {
  const notices = useFrame().data?.notices ?? [];
  if (notices.length === 0) return null;
  return (
    <div className="notices" role="status" aria-live="polite" aria-label={FRAME_UI.noticesRegion}>
      {notices.map((n) => (
        <p key={n.id} className={n.urgent ? 'notice notice-urgent' : 'notice'}>
          {n.urgent && (
            <>
              <strong className="notice-urgent-word">
                <span aria-hidden="true">⚠ </span>
                {FRAME_UI.noticeUrgent}
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
  if (isLocalLink(link)) return <Link to={link}>{FRAME_UI.noticeMore}</Link>;
  if (isWebAddress(link)) return <a href={link} rel="noopener noreferrer">{FRAME_UI.noticeMore}</a>;
  return null;
}
