import { ROUTES, WEB_UI } from '@dz/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../ui/PageTitle';
import { useSession } from './context';

/**
 * A staff screen under its heading: a visitor who opens one gets a way to log in instead of a
 * form that cannot work. An admin who still has to enrol a second factor (REQUIRE_ADMIN_2FA) gets no form the
 * server would refuse, except on the screen that enrols (`enrolment`): the frame's notice says why (SecondFactorNotice).
 */
export function RequireLogin({ title, children, enrolment = false }: { title: string; children: ReactNode; enrolment?: boolean }) {
  const { session, lapsed } = useSession();
  return (
    <>
      <PageTitle title={title} />
      {/* A session that lapsed here keeps the screen and what is typed in it: the sign-in dialog takes it on (issue 21). */}
      {session?.claims.secondFactorRequired && !enrolment ? null : session || lapsed ? (
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
