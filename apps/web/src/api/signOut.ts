import { SIGN_OUT_API } from '@dz/contracts/paths';
import { AUTH_SCHEME } from '@dz/contracts/rules';
import { request } from './client';

/**
 * "Logout" tells the server that this token is over (issue 20: a copy of it stops working too). Best effort: the
 * answer is not waited for, and no failure (offline, the server down, a token already refused) stops the sign-out
 * here, which removes the stored token whatever happens. Plain fetch, not request(): its 401 would report an
 * ended session to the screen.
 */
export function endTokenOnServer(token: string): void {
  try {
    fetch(SIGN_OUT_API.logout, {
      method: 'POST',
      headers: { Authorization: `${AUTH_SCHEME} ${token}` },
      // Sent even when the page is being left right after the click.
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch at all: nothing to tell.
  }
}

/** Every session of the signed-in account ends, on every device, this one too. */
export const signOutEverywhere = (): Promise<void> => request(SIGN_OUT_API.logoutEverywhere, { method: 'POST' });
