// @vitest-environment happy-dom
import { API_ERRORS, ROUTES, SIGN_OUT_API, SIGN_OUT_UI, TOKEN_STORAGE_KEY, WEB_UI } from '@dz/contracts';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/App';
import { createRoutes } from '../app/routes';
import { unitKeys } from '../features/pages/queries';
import { frameFixture } from '../test/fixtures';

/** A token as the server issues them (its claims readable; the signature is the server's business). */
const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '2', name: 'osoblje', role: 'User', exp: 4_102_444_800, jti: 'abc' })}.c2lnbmF0dXJl`;

/** What the app sent: every call's address, method and Authorization header. */
const sent: { url: string; method: string; authorization: string | null }[] = [];
let answer: (url: string) => Promise<Response>;

beforeEach(() => {
  sent.length = 0;
  answer = async () => new Response(null, { status: 204 });
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    sent.push({ url, method: init?.method ?? 'GET', authorization: new Headers(init?.headers).get('Authorization') });
    if (url === SIGN_OUT_API.logout || url === SIGN_OUT_API.logoutEverywhere) return answer(url);
    return new Response(JSON.stringify({ status: 404, message: API_ERRORS.notFound }), { status: 404 });
  });
  localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The whole app with its real session (read from localStorage), at `path`. */
function openSignedIn(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryDefaults(unitKeys.frame, { staleTime: Number.POSITIVE_INFINITY });
  client.setQueryData(unitKeys.frame, frameFixture);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <App queryClient={client} hydrating={false}>
      <RouterProvider router={router} />
    </App>,
  );
  return router;
}

const footer = () => within(screen.getByRole('contentinfo'));
const logoutCalls = () => sent.filter((c) => c.url === SIGN_OUT_API.logout);

describe('Logout (issue 20: the server ends the token too)', () => {
  it('tells the server which token is over and removes the stored token', async () => {
    openSignedIn(ROUTES.password);
    fireEvent.click(await footer().findByRole('button', { name: WEB_UI.logout }));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(logoutCalls()).toEqual([{ url: SIGN_OUT_API.logout, method: 'POST', authorization: `Bearer ${TOKEN}` }]);
    expect(await footer().findByRole('link', { name: WEB_UI.login })).toBeTruthy();
  });

  it('signs out here all the same when the server cannot be reached or refuses', async () => {
    for (const fail of [() => Promise.reject(new TypeError('Failed to fetch')), async () => new Response('{}', { status: 401 })]) {
      answer = fail;
      localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
      openSignedIn(ROUTES.password);
      fireEvent.click(await footer().findByRole('button', { name: WEB_UI.logout }));
      expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
      expect(await footer().findByRole('link', { name: WEB_UI.login })).toBeTruthy();
      // No "session expired" message for a sign-out the user asked for.
      expect(screen.queryByText(WEB_UI.sessionExpired)).toBeNull();
      document.body.innerHTML = '';
    }
    expect(logoutCalls()).toHaveLength(2);
  });
});

describe('/lozinka: "Odjavi se sa svih uređaja"', () => {
  it('asks first, then ends every session on the server and signs out here', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const router = openSignedIn(ROUTES.password);
    const button = await screen.findByRole('button', { name: SIGN_OUT_UI.everywhere });

    fireEvent.click(button);
    expect(confirm).toHaveBeenCalledWith(SIGN_OUT_UI.everywhereConfirm);
    expect(sent.filter((c) => c.method === 'POST')).toEqual([]);

    confirm.mockReturnValue(true);
    fireEvent.click(button);
    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull());
    expect(sent.find((c) => c.url === SIGN_OUT_API.logoutEverywhere)).toEqual(
      { url: SIGN_OUT_API.logoutEverywhere, method: 'POST', authorization: `Bearer ${TOKEN}` },
    );
    expect(await screen.findByText(SIGN_OUT_UI.everywhereDone)).toBeTruthy();
    expect(router.state.location.pathname).toBe(ROUTES.home);
  });
});
