import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { createRoutes } from '../app/routes';
import { SessionContext } from '../session/context';

/** A JSON answer of the mocked API. */
export const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** A signed-in staff member (not an admin). */
export const staff = { token: 't', claims: { sub: '1', name: 'osoblje', role: 'User', exp: 4_102_444_800 }, isAdmin: false };

/** Opens a path through the app's routes, signed in as staff or not; returns queries within <main>. */
export function openApp(path: string, signedIn = true) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext value={{ session: signedIn ? staff : null, login: () => undefined, logout: () => undefined }}>
        <RouterProvider router={router} />
      </SessionContext>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('main'));
}
