import { API, AUTH_SCHEME } from '@dz/contracts';
import { ApiError, toApiError } from './errors';

/** What a renewal came to: a fresh token, or the server's reason the session is over (its 401's message). */
export type Renewal = { token: string } | { ended: string };

/**
 * POST /api/Account/refresh (issue 21): a fresh lifetime for the same sign-in. Plain fetch, not request(): its 401 is
 * the answer (expired, signed out elsewhere, past SESSION_MAX_HOURS), not a reason to open the sign-in dialog from
 * inside a renewal. Any other failure (offline, 5xx) throws an ApiError: the session still runs until its exp.
 */
export async function renewToken(token: string): Promise<Renewal> {
  let res: Response;
  try {
    res = await fetch(API.refresh, { method: 'POST', headers: { Accept: 'application/json', Authorization: `${AUTH_SCHEME} ${token}` } });
  } catch {
    throw toApiError(0, '');
  }
  const text = await res.text().catch(() => '');
  if (res.status === 401) return { ended: toApiError(401, text).message };
  if (!res.ok) throw toApiError(res.status, text);
  try {
    const body: unknown = JSON.parse(text);
    const fresh = (body as { token?: unknown } | null)?.token;
    if (typeof fresh === 'string') return { token: fresh };
  } catch {
    // Not JSON: no token.
  }
  throw new ApiError(res.status, toApiError(500, '').message);
}
