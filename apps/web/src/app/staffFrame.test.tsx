// @vitest-environment happy-dom
import { API, API_ERRORS, ROUTES, SESSION_UI, TOKEN_STORAGE_KEY, WEB_UI } from '@dz/contracts';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../api/client';
import { unitKeys } from '../features/pages/queries';
import { frameFixture } from '../test/fixtures';
import { App } from './App';
import { createRoutes } from './routes';

// Issue 36, item 9: what only signed-in staff see comes in a chunk of its own (app/staffFrame.ts). Its import is held
// here until the test lets it go, as a slow network would.
const chunk = vi.hoisted(() => {
  let release = () => undefined as void;
  const arrived = new Promise<void>((r) => (release = r));
  return { asked: false, arrived, release: () => release() };
});
vi.mock('./StaffFrame', async (original) => {
  chunk.asked = true;
  await chunk.arrived;
  return original();
});

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenFor = (jti: string) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '2', name: 'osoblje', role: 'User', exp: 4_102_444_800, jti })}.c2ln`;
const STALE = tokenFor('stale');
const FRESH = tokenFor('fresh');

const calls: { url: string; method: string; authorization: string | null }[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = { url: String(input), method: init?.method ?? 'GET', authorization: new Headers(init?.headers).get('Authorization') };
    calls.push(call);
    if (call.url === API.login) return new Response(JSON.stringify({ token: FRESH }), { status: 200 });
    if (call.url === API.notice(1) && call.authorization === `Bearer ${FRESH}`) return new Response(null, { status: 204 });
    if (call.url === API.notice(1)) return new Response(JSON.stringify({ status: 401, message: API_ERRORS.invalidToken }), { status: 401 });
    return new Response(JSON.stringify({ status: 404, message: API_ERRORS.notFound }), { status: 404 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openHome() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryDefaults(unitKeys.frame, { staleTime: Number.POSITIVE_INFINITY });
  client.setQueryData(unitKeys.frame, frameFixture);
  render(
    <App queryClient={client} hydrating={false}>
      <RouterProvider router={createMemoryRouter(createRoutes(), { initialEntries: [ROUTES.home] })} />
    </App>,
  );
}

const dialog = () => screen.queryByRole('dialog', { name: SESSION_UI.dialogTitle });

describe('the staff frame, a chunk of its own (issue 36)', () => {
  it('is never asked for by a visitor', async () => {
    openHome();
    expect(await screen.findByRole('link', { name: WEB_UI.login })).toBeTruthy();
    expect(document.querySelector('.staff-menu')).toBeNull();
    expect(chunk.asked).toBe(false);
  });

  it('a 401 that comes before it waits for its sign-in dialog, then the call goes again', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, STALE);
    openHome();
    await waitFor(() => expect(chunk.asked).toBe(true));
    let settled = false;
    const deleted = request(API.notice(1), { method: 'DELETE' }).finally(() => (settled = true));
    // Refused: the session has lapsed (the menus say signed out), and the call waits for the dialog still on its way.
    expect(await screen.findByRole('link', { name: WEB_UI.login })).toBeTruthy();
    expect(calls.filter((c) => c.url === API.notice(1))).toHaveLength(1);
    expect([settled, dialog()]).toEqual([false, null]);

    chunk.release();
    await waitFor(() => expect(dialog()).not.toBeNull());
    const d = within(dialog()!);
    expect((d.getByLabelText(WEB_UI.username) as HTMLInputElement).value).toBe('osoblje');
    fireEvent.change(d.getByLabelText(WEB_UI.password), { target: { value: 'moja-lozinka' } });
    fireEvent.click(d.getByRole('button', { name: WEB_UI.loginButton }));
    await expect(deleted).resolves.toBeUndefined();
    expect(calls.filter((c) => c.url === API.notice(1)).map((c) => c.authorization)).toEqual([`Bearer ${STALE}`, `Bearer ${FRESH}`]);
    expect(await screen.findByRole('button', { name: WEB_UI.signOut, hidden: true })).toBeTruthy();
  });
});
