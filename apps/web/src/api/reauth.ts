import { API } from '@dz/contracts/paths';
import { ROLE_REFUSED_UI, STATUS_ERRORS } from '@dz/contracts/text';
import { ApiError } from './errors';
import { clearToken, currentToken } from './token';

/**
 * Issue 21, "a 401 never costs the form": every call through request() and upload() passes here. A 401 asks the
 * session (features/accounts/SignInGuard.tsx) to sign in again, in a dialog over the unchanged screen; once signed in the call is
 * sent again, once, with the new token, and its answer goes to the caller as if nothing happened. Cancelled (or no
 * one to ask: a visitor, a test without the frame) it fails with its own 401.
 */
export type SignInAgain = (error: ApiError) => Promise<boolean>;

let signInAgain: SignInAgain | null = null;

/** The frame registers the one dialog; the returned function removes it. */
export function onSignInNeeded(handler: SignInAgain): () => void {
  signInAgain = handler;
  return () => {
    if (signInAgain === handler) signInAgain = null;
  };
}

type Listener = (message: string) => void;
const unauthorizedListeners = new Set<Listener>();

/** The session subscribes here (SessionProvider's lapse): a refused token, or one that went missing, ends the session. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** The session is over, for this reason: the stored token goes and the session hears why. */
export function sessionRefused(message: string): void {
  clearToken();
  for (const l of unauthorizedListeners) l(message);
}

/** Calls whose 401 is their answer: a wrong password or the code step (the login), an ended renewal. */
const OWN_401: readonly string[] = [API.login, API.refresh];

/** A 403 of a write after a role change: the form keeps its work and says why the save was refused. */
function keptForbidden(e: ApiError, method: string): ApiError {
  if (method === 'GET' || e.message !== STATUS_ERRORS.forbidden) return e;
  return new ApiError(403, method === 'DELETE' ? ROLE_REFUSED_UI.forbidden : ROLE_REFUSED_UI.forbiddenKept, undefined, true);
}

/** Sends `attempt`; on a 401 waits for the sign-in, then sends it once more. */
export async function withSignIn<T>(path: string, method: string, attempt: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await attempt();
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (e.status === 403) throw keptForbidden(e, method);
    if (e.status !== 401 || OWN_401.includes(path)) throw e;
    // Sent without a token because none is stored any more (removed in this tab, as clearing the site's data does, with
    // no storage event here; or expired): the session is over as if its token had been refused, so the menus go
    // signed out and the dialog waits for the password (issue 36). A token stored meanwhile (a sign-in in another tab)
    // is the next try's. A refused token was handled in failure() already; the session keeps that first reason.
    if (!currentToken()) sessionRefused(STATUS_ERRORS.invalidToken);
    if (!signInAgain) throw e;
    if (!(await signInAgain(e))) throw e;
    // The page may have been left (or the upload cancelled) while the dialog was open.
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
  }
  try {
    return await attempt();
  } catch (e) {
    throw e instanceof ApiError && e.status === 403 ? keptForbidden(e, method) : e;
  }
}
