// @vitest-environment happy-dom
import { PAGE_SIZE, WEB_UI } from '@dz/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { Pagination } from './Pagination';
import { usePageParam } from './usePageParam';

/** A list over three pages whose page is the URL's, as on the list pages. */
function List() {
  const { page } = usePageParam();
  return <Pagination page={page} totalItems={PAGE_SIZE * 2 + 1} />;
}

function openList(path = '/zakoni') {
  const router = createMemoryRouter([{ path: '/zakoni', Component: List }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const link = (name: string) => screen.getByRole('link', { name });
const current = () => screen.getByRole('navigation').querySelector('[aria-current="page"]');
const where = (router: ReturnType<typeof openList>) => `${router.state.location.pathname}${router.state.location.search}`;

describe('Pagination', () => {
  it('links every page (?page=N, the bare path for the first); Previous on the first page and Next on the last are disabled links', () => {
    openList('/zakoni?page=2');
    expect(link(WEB_UI.page(1)).getAttribute('href')).toBe('/zakoni');
    expect(link(WEB_UI.page(3)).getAttribute('href')).toBe('/zakoni?page=3');
    expect(link(WEB_UI.previous).getAttribute('href')).toBe('/zakoni');
    expect(link(WEB_UI.next).getAttribute('href')).toBe('/zakoni?page=3');
    expect(current()?.getAttribute('aria-label')).toBe(WEB_UI.page(2));
    fireEvent.click(link(WEB_UI.page(3)));
    expect(link(WEB_UI.next).getAttribute('aria-disabled')).toBe('true');
    expect(link(WEB_UI.next).hasAttribute('href')).toBe(false);
    expect(link(WEB_UI.previous).getAttribute('href')).toBe('/zakoni?page=2');
  });
});

describe('Pagination keeps the focus when it changes the page', () => {
  it('on the pressed link while it stays usable, then on the last page\'s number when Next turns disabled', () => {
    const router = openList();
    link(WEB_UI.next).focus();
    fireEvent.click(link(WEB_UI.next));
    expect(where(router)).toBe('/zakoni?page=2');
    expect(current()?.textContent).toBe('2');
    expect(document.activeElement).toBe(link(WEB_UI.next));
    fireEvent.click(link(WEB_UI.next));
    expect(link(WEB_UI.next).getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(current());
    expect(current()?.getAttribute('aria-label')).toBe(WEB_UI.page(3));
  });

  it('on the first page\'s number when Previous turns disabled, and on a number pressed', () => {
    const router = openList('/zakoni?page=2');
    link(WEB_UI.page(3)).focus();
    fireEvent.click(link(WEB_UI.page(3)));
    expect(document.activeElement).toBe(link(WEB_UI.page(3)));
    link(WEB_UI.previous).focus();
    fireEvent.click(link(WEB_UI.previous));
    fireEvent.click(link(WEB_UI.previous));
    expect(where(router)).toBe('/zakoni');
    expect(document.activeElement).toBe(link(WEB_UI.page(1)));
  });

  it('leaves the focus alone when the page changes otherwise (the browser\'s back button, a click that opens a new tab)', async () => {
    const router = openList();
    // The browser would open the link in a new tab (jsdom cannot: its default action is held back).
    link(WEB_UI.page(3)).addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link(WEB_UI.page(3)), { ctrlKey: true });
    await router.navigate('/zakoni?page=3');
    expect(document.activeElement).toBe(document.body);
  });
});
