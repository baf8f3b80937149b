import type { SiteFrame } from '@dz/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { createRoutes } from '../app/routes';
import { unitKeys } from '../features/pages/queries';
import { SessionContext } from '../session/context';
import { frameFixture } from './fixtures';

/** A JSON answer of the mocked API. */
export const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/**
 * A test file's API: before each test, fetch answers the URLs of `answers` with their JSON and any
 * other with a 404, and matchMedia matches nothing; after it, both are as they were. Returns the
 * URLs the test asked for, in order.
 */
export function mockApi(answers: Readonly<Record<string, unknown>>): string[] {
  const asked: string[] = [];
  beforeEach(() => {
    asked.length = 0;
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      asked.push(url);
      return url in answers ? json(answers[url]) : new Response(JSON.stringify({ status: 404, message: 'x' }), { status: 404 });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return asked;
}

/** A signed-in staff member (not an admin). */
export const staff = { token: 't', claims: { sub: '1', name: 'osoblje', role: 'User', exp: 4_102_444_800 }, isAdmin: false };

/** A signed-in admin. */
export const admin = { ...staff, claims: { ...staff.claims, name: 'admin', role: 'Admin' }, isAdmin: true };

/**
 * Opens a path through the app's routes, signed in as staff (or as `admin`) or not; returns queries within <main>.
 * The frame (footer contacts, notices) is in the cache as a server render leaves it, so screens'
 * tests see only their own requests; `frame: null` leaves it to be fetched.
 */
export function openApp(
  path: string,
  signedIn: boolean | typeof admin = true,
  { frame = frameFixture, login = () => undefined }: { frame?: SiteFrame | null; login?: (token: string) => void } = {},
) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (frame) {
    client.setQueryDefaults(unitKeys.frame, { staleTime: Number.POSITIVE_INFINITY });
    client.setQueryData(unitKeys.frame, frame);
  }
  render(
    <QueryClientProvider client={client}>
      <SessionContext value={{ session: signedIn === true ? staff : signedIn || null, login, logout: () => undefined }}>
        <RouterProvider router={router} />
      </SessionContext>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('main'));
}
