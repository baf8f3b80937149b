// @vitest-environment happy-dom
import { ROUTES } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { loginReturningTo, returnPath } from './loginReturn';

// Issue 36: the login goes back to the staff page that sent there, and never off the site.
describe('the login\'s return address', () => {
  it('comes back to the staff page it was given, its query and fragment included', () => {
    for (const page of [ROUTES.newsEdit(12), `${ROUTES.content}?q=nacrt&status=draft`, `${ROUTES.desk}#nacrti`]) {
      const link = loginReturningTo(page);
      expect(link.startsWith(`${ROUTES.login}?`)).toBe(true);
      expect(returnPath(link.slice(ROUTES.login.length))).toBe(page);
    }
  });

  it('goes home (null) for none, another site, a scheme, or the login itself', () => {
    for (const next of [
      null, '', 'novost-update/3', '//example.com/x', '/\\example.com', '/\t/example.com', 'https://example.com/', 'javascript:alert(1)',
      ROUTES.login, `${ROUTES.login}?next=/desk`,
    ]) {
      const search = next === null ? '' : `?${new URLSearchParams({ next })}`;
      expect(returnPath(search), String(next)).toBeNull();
    }
  });
});
