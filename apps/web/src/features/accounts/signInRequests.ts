import { useCallback, useEffect, useRef, useState } from 'react';
import { onSignInNeeded } from '../../api/reauth';
import { useSession } from '../../session/context';

/** The sign-in dialog's state, held by the frame (app/Layout.tsx) and shown by SignInGuard. */
export interface SignInRequests {
  /** The dialog is open: with the refusal's message ('' when opened from the banner); null when closed. */
  asking: string | null;
  /** The account to sign in again: the lapsed session's (its work waits in the form), else the current one. */
  name: string | null;
  /** Opens the dialog (the banner's button, an ended renewal). */
  open: () => void;
  /** Closes it: signed in, every waiting call goes again; cancelled, each fails with its own 401. */
  settle: (signedIn: boolean) => void;
}

/**
 * Issue 21: the one sign-in every call that got a 401 waits on (api/reauth.ts). Several calls refused at once share
 * it; signing in lets each of them go again, cancelling fails each with its 401. Registered by the frame from its
 * first render, in every visitor's first load: a 401 that comes before the staff frame's chunk (app/staffFrame.ts)
 * waits for its dialog instead of failing. A visitor's 401 (no session here at all) is simply the answer.
 */
export function useSignInRequests(): SignInRequests {
  const { session, lapsed } = useSession();
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

  const open = useCallback(() => setAsking((a) => a ?? ''), []);
  return { asking, name, open, settle };
}
