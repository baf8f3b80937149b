import { ROUTES, isStaffPath } from '@dz/contracts/paths';
import { useLocation } from 'react-router-dom';

/** The login's query parameter naming the staff page to go back to after the sign-in (issue 36). */
const RETURN_PARAM = 'next';
/** Any origin will do: a return address is resolved against it and must stay on it. */
const HERE = 'https://site.invalid';

/** The login page's address that comes back to `path` (a path of this site, with its query) after the sign-in. */
export const loginReturningTo = (path: string) => `${ROUTES.login}?${new URLSearchParams({ [RETURN_PARAM]: path })}`;

/** The login from the page on screen: a staff page comes back to itself (its form, its item); a public page's login goes home. */
export function useLoginLink(): string {
  const { pathname, search } = useLocation();
  return isStaffPath(pathname) ? loginReturningTo(pathname + search) : ROUTES.login;
}

/**
 * Where a login with this query string goes back to, or null (home): only an address on this site (a path, never
 * `//elsewhere` or a scheme: no open redirect) and never the login itself.
 */
export function returnPath(search: string): string | null {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  if (!next?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE || url.pathname === ROUTES.login) return null;
  return url.pathname + url.search + url.hash;
}
