import { ROUTES, WEB_UI } from '@dz/contracts';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from './useDocumentTitle';

/** The friendly page for any address the site does not have. */
export function NotFoundPage() {
  useDocumentTitle(WEB_UI.notFoundHeading);
  return (
    <div className="not-found">
      <h1>{WEB_UI.notFoundHeading}</h1>
      <p>{WEB_UI.notFoundText}</p>
      <p>
        <Link className="btn" to={ROUTES.home}>
          {WEB_UI.backHome}
        </Link>
      </p>
    </div>
  );
}
