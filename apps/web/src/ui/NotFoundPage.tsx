import { ROUTES, WEB_UI } from '@dz/contracts';
import { Link } from 'react-router-dom';
import { PageTitle } from './PageTitle';

/** The friendly page for any address the site does not have. */
export function NotFoundPage() {
  return (
    <div className="not-found">
      <PageTitle title={WEB_UI.notFoundHeading} />
      <p>{WEB_UI.notFoundText}</p>
      <p>
        <Link className="btn" to={ROUTES.home}>
          {WEB_UI.backHome}
        </Link>
      </p>
    </div>
  );
}
