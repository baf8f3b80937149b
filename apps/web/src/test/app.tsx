import type { SiteFrame } from '@dz/contracts';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { createRoutes } from '../app/routes';
import { unitKeys } from '../features/pages/queries';
import { SessionContext } from '../session/context';
import { frameFixture, storedPagesFixture } from './fixtures';

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
 * Opens a path through the app's routes, signed in as staff (or as `admin`) or not; returns queries within <main>,
 * and the app's QueryClient as `client`.
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
  // The seeded static pages (issue 38), in the cache as a server render leaves them.
  client.setQueryDefaults(['find', 'page'], { staleTime: Number.POSITIVE_INFINITY });
  for (const [key, page] of storedPagesFixture) client.setQueryData(key, [page]);
  render(
    <QueryClientProvider client={client}>
      <SessionContext value={{ session: signedIn === true ? staff : signedIn || null, login, logout: () => undefined }}>
        <RouterProvider router={router} />
      </SessionContext>
    </QueryClientProvider>,
  );
  return Object.assign(within(screen.getByRole('main')), { client });
}

/**
 * Waits until a screen observes a query under `queryKey` (a key or its start): the point where its
 * request would go out (TanStack Query decides whether to fetch as the first observer subscribes,
 * and calls the query function in that same call). A test that then finds no such request knows
 * that none is coming.
 */
export async function untilObserved(client: QueryClient, queryKey: QueryKey): Promise<void> {
  await waitFor(() => expect(client.getQueryCache().findAll({ queryKey }).some((q) => q.getObserversCount() > 0)).toBe(true));
}

/**
 * Submits `form`, waits until react-hook-form has decided the submit, and checks that nothing was
 * sent (`sent`: the writes so far). A refused submit ends by moving the focus to the form's first
 * invalid field, after its onInvalid callback ran; an accepted one calls fetch (the forms send first
 * thing). The wait ends on whichever comes, so a write let through is seen rather than missed by a
 * pause that ended too soon. Returns the element that got the focus.
 */
export async function submitRefused(form: HTMLFormElement, sent: () => readonly unknown[]): Promise<Element> {
  // Out of any field first, so that the refusal's focus is a change to wait for.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  fireEvent.submit(form);
  await waitFor(() => expect(sent().length > 0 || form.contains(document.activeElement), 'the submit was neither sent nor refused').toBe(true));
  expect(sent()).toEqual([]);
  return document.activeElement!;
}
