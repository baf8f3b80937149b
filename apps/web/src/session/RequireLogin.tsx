import { ROUTES, WEB_UI } from '@dz/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../ui/PageTitle';
import { useSession } from './context';

/**
 * A staff screen under its heading: a visitor who opens one gets a way to log in instead of a
 * form that cannot work.
 */
export function RequireLogin({ title, children }: { title: string; children: ReactNode }) {
  const { session } = useSession();
  return (
    <>
      <PageTitle title={title} />
      {session ? (
        children
      ) : (
        <>
          <p>{WEB_UI.loginRequired}</p>
          <p>
            <Link to={ROUTES.login}>{WEB_UI.login}</Link>
          </p>
        </>
      )}
    </>
  );
}
