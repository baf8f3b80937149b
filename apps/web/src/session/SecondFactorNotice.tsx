import { ROUTES, TWO_FACTOR_UI } from '@dz/contracts';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from './context';

/** Why a staff screen does nothing yet, and where to go: the server refuses it until the second factor is on. */
export function SecondFactorRequired() {
  return (
    <p className="notice notice-password">
      {TWO_FACTOR_UI.requiredElsewhere} <Link to={ROUTES.password}>{TWO_FACTOR_UI.goEnable}</Link>
    </p>
  );
}

/**
 * REQUIRE_ADMIN_2FA (issue 20): while the session says its admin still has to enrol a second factor, every page but
 * /lozinka (where the enrolment is) says so at the top of the content, with the link.
 */
export function SecondFactorNotice() {
  const { session } = useSession();
  const { pathname } = useLocation();
  if (!session?.claims.secondFactorRequired || pathname === ROUTES.password) return null;
  return <SecondFactorRequired />;
}
