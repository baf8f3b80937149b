import { API_ERRORS, SESSION_UI } from '@dz/contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { onSignInNeeded } from '../../api/reauth';
import { useSession } from '../../session/context';
import { useRenewal } from '../../session/useRenewal';

// The dialog brings the login's calls (zod-checked): loaded when first needed, not with every visitor's first page.
const SignInDialog = lazy(() => import('./SignInDialog').then((m) => ({ default: m.SignInDialog })));

/** The 401s that say no more than "expired". */
const PLAIN_END: readonly string[] = [API_ERRORS.invalidToken, API_ERRORS.unauthorized, SESSION_UI.expired];

/**
 * Issue 21, mounted in the frame: the session's banner (its end near, "Ostani prijavljen"; its end, with a way to sign
 * in) and the one sign-in dialog every call that got a 401 waits on (api/reauth.ts). Several calls refused at once
 * share the dialog; signing in lets each of them go again, cancelling fails each with its 401. Nothing here unmounts
 * or navigates the screen underneath.
 */
export function SignInGuard() {
  const { session, lapsed, login } = useSession();
  const [asking, setAsking] = useState<string | null>(null);
  const waiting = useRef<((signedIn: boolean) => void)[]>([]);
  // The lapsed session's account first: its work waits in the form, whoever signed in elsewhere meanwhile.
  const name = lapsed?.name ?? session?.claims.name ?? null;
  const nameNow = useRef(name);
  useEffect(() => {
    nameNow.current = name;
  }, [name]);

  const settle = useCallback((signedIn: boolean) => {
    const calls = waiting.current;
    waiting.current = [];
    setAsking(null);
    for (const resume of calls) resume(signedIn);
  }, []);

  useEffect(
    () =>
      onSignInNeeded((error) => {
        // A visitor's 401 (no session here at all) is simply the answer.
        if (!nameNow.current) return Promise.resolve(false);
        return new Promise<boolean>((resume) => {
          waiting.current.push(resume);
          setAsking((open) => open ?? error.message);
        });
      }),
    [],
  );

  // Signed in again in another tab meanwhile (the storage event): the waiting calls go on with that token.
  useEffect(() => {
    if (session && !lapsed && asking !== null) settle(true);
  }, [session, lapsed, asking, settle]);

  const openDialog = useCallback(() => setAsking((open) => open ?? ''), []);
  const { ending, failed, renew } = useRenewal(openDialog);

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
          <button type="button" className="btn" onClick={openDialog}>{SESSION_UI.signInAgain}</button>
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
