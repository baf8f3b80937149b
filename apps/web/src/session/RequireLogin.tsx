import { WEB_UI } from '@dz/contracts';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageTitle } from '../ui/PageTitle';
import { useSession } from './context';
import { loginReturningTo } from './loginReturn';

/**
 * A staff screen under its heading: a visitor who opens one gets a way to log in instead of a
 * form that cannot work, which comes back to this screen (issue 36). An admin who still has to enrol a second factor (REQUIRE_ADMIN_2FA) gets no form the
 * server would refuse, except on the screen that enrols (`enrolment`): the frame's notice says why (SecondFactorNotice).
 * Neither does an account whose password someone else set (an admin's registration or reset, the development
 * default): it is changed first, on the password screen (also `enrolment`), which the frame's notice links
 * (TemporaryPasswordNotice; issue 21).
 */
export function RequireLogin({ title, children, enrolment = false }: { title: string; children: ReactNode; enrolment?: boolean }) {
  const { session, lapsed } = useSession();
  const { pathname, search } = useLocation();
  return (
    <>
      <PageTitle title={title} />
      {/* A session that lapsed here keeps the screen and what is typed in it: the sign-in dialog takes it on (issue 21). */}
      {(session?.claims.secondFactorRequired || session?.claims.temporaryPassword) && !enrolment ? null : session || lapsed ? (
        children
      ) : (
        <>
          <p>{WEB_UI.loginRequired}</p>
          <p>
            <Link to={loginReturningTo(pathname + search)}>{WEB_UI.login}</Link>
          </p>
        </>
      )}
    </>
  );
}
