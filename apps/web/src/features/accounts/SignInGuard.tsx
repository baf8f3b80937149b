import { API_ERRORS, SESSION_UI } from '@dz/contracts';
import { lazy, Suspense } from 'react';
import { useSession } from '../../session/context';
import { useRenewal } from '../../session/useRenewal';
import type { SignInRequests } from './signInRequests';

// The dialog brings the login's calls (zod-checked): loaded when first needed.
const SignInDialog = lazy(() => import('./SignInDialog').then((m) => ({ default: m.SignInDialog })));

/** The 401s that say no more than "expired". */
const PLAIN_END: readonly string[] = [API_ERRORS.invalidToken, API_ERRORS.unauthorized, SESSION_UI.expired];

/**
 * Issue 21, in the staff frame (app/StaffFrame.tsx): the session's banner (its end near, "Ostani prijavljen"; its end,
 * with a way to sign in) and the sign-in dialog the calls refused with 401 wait on (`requests`, held by the frame:
 * features/accounts/signInRequests.ts). Nothing here unmounts or navigates the screen underneath.
 */
export function SignInGuard({ requests: { asking, name, open, settle } }: { requests: SignInRequests }) {
  const { session, lapsed, login } = useSession();
  const { ending, failed, renew } = useRenewal(open);

  return (
    <>
      {session && ending && (
        <div className="session-banner" role="status">
          <p>{failed ? SESSION_UI.renewFailed : SESSION_UI.ending}</p>
          <button type="button" className="btn" onClick={() => void renew()}>{SESSION_UI.stay}</button>
        </div>
      )}
      {!session && lapsed && (
        <div className="session-banner session-banner-ended" role="status">
          <p>
            {SESSION_UI.expired}
            {/* A reason beyond the end itself (past SESSION_MAX_HOURS: the password again). */}
            {!PLAIN_END.includes(lapsed.message) && ` ${lapsed.message}`}
          </p>
          <button type="button" className="btn" onClick={open}>{SESSION_UI.signInAgain}</button>
        </div>
      )}
      {asking !== null && name && (
        <Suspense fallback={null}>
          <SignInDialog
            name={name}
            message={lapsed?.message ?? (asking || SESSION_UI.expired)}
            onSignedIn={(token) => {
              login(token);
              settle(true);
            }}
            onCancel={() => settle(false)}
          />
        </Suspense>
      )}
    </>
  );
}
