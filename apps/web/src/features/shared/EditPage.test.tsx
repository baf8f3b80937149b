// @vitest-environment happy-dom
import { WEB_UI } from '@dz/contracts';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { SessionContext, type SessionState } from '../../session/context';
import { EditPage } from './EditPage';

const staff: SessionState = {
  session: { token: 't', claims: { sub: '1', name: 'a', role: 'User', exp: 2 ** 40 }, isAdmin: false },
  login: () => undefined,
  logout: () => undefined,
};

function renderAt(path: string, load: (id: number) => Promise<string>, session: SessionState = staff) {
  const query = (id: number) => queryOptions({ queryKey: ['record', id], queryFn: () => load(id), retry: false });
  const router = createMemoryRouter(
    [{ path: '/edit/:id', element: <EditPage title="Uređivanje" query={query}>{(record) => <p>form of {record}</p>}</EditPage> }],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionContext value={session}>
        <RouterProvider router={router} />
      </SessionContext>
    </QueryClientProvider>,
  );
}

describe('the edit page frame (docs/product.md "Screens" edit pages)', () => {
  it('loads the record of the route id into the form, under the heading', async () => {
    const load = vi.fn(async (id: number) => `record ${id}`);
    renderAt('/edit/7', load);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Uređivanje');
    expect(await screen.findByText('form of record 7')).toBeTruthy();
    expect(load).toHaveBeenCalledWith(7);
  });

  it('shows the 404 page for an id that is not a number, without loading', () => {
    const load = vi.fn(async () => 'x');
    renderAt('/edit/abc', load);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(WEB_UI.notFoundHeading);
    expect(load).not.toHaveBeenCalled();
  });

  it('asks a visitor to log in instead of loading', () => {
    const load = vi.fn(async () => 'x');
    renderAt('/edit/7', load, { ...staff, session: null });
    expect(screen.getByText(WEB_UI.loginRequired)).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it("shows the server's message for a record that does not exist", async () => {
    renderAt('/edit/7', () => Promise.reject(new ApiError(404, 'Zapis nije pronađen.')));
    expect(await screen.findByText('Zapis nije pronađen.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: WEB_UI.retry })).toBeNull();
  });
});
