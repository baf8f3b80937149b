import { ROUTES } from '@dz/contracts/paths';
import { FRAME_UI } from '@dz/contracts/text';
import { createContext, useContext } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from './PageTitle';

/** The friendly page for any address the site does not have. */
export function NotFoundPage() {
  return (
    <div className="not-found">
      <PageTitle title={FRAME_UI.notFoundHeading} />
      <p>{FRAME_UI.notFoundText}</p>
      <p>
        <Link className="btn" to={ROUTES.home}>
          {FRAME_UI.backHome}
        </Link>
      </p>
    </div>
  );
}

/**
 * The address a server render answered with 404 (a news or clinic id that does not exist), or
 * null. The frame shows the 404 page there, on the server and while the browser hydrates it, so
 * both render the same; other addresses render their screens as usual.
 */
export const NotFoundPathContext = createContext<string | null>(null);

export const useIsServerNotFound = (pathname: string) => useContext(NotFoundPathContext) === pathname;
