// @vitest-environment happy-dom
import { ROUTES, WEB_UI } from '@dz/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsCarousel } from './NewsCarousel';

/** A 1280 px window (four cards) for the media queries the carousel reads. */
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width: (\d+)px/.test(query) && 1280 <= Number(/max-width: (\d+)px/.exec(query)![1]),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWithNews(answer: () => Promise<Response>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NewsCarousel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const skeletonCards = (root: HTMLElement) => root.querySelectorAll('.carousel-slide .news-card.skeleton');

describe('the news carousel without news (issue 8: no layout shift on an empty site)', () => {
  it('stands in its place with grey cards while the news load', () => {
    const { container } = renderWithNews(() => new Promise(() => undefined));
    expect(screen.getByRole('status')).toHaveProperty('textContent', expect.stringContaining(WEB_UI.loading));
    expect(skeletonCards(container)).toHaveLength(4);
  });

  it('says there are no news yet, on a panel sized by the same hidden skeleton, with no carousel controls', async () => {
    const { container } = renderWithNews(() => json([]));
    const note = await screen.findByText(WEB_UI.newsNoneYet);
    // The archive is always a link away (issue 24).
    expect(screen.getByRole('link', { name: WEB_UI.allNews }).getAttribute('href')).toBe(ROUTES.news);
    expect(note.closest('.carousel-placeholder-note')).not.toBeNull();
    const sizer = container.querySelector('.carousel-placeholder-size');
    expect(sizer?.getAttribute('aria-hidden')).toBe('true');
    expect(sizer && skeletonCards(sizer as HTMLElement)).toHaveLength(4);
    expect(sizer?.querySelector('.carousel-controls')).not.toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(WEB_UI.loading)).toBeNull();
  });

  it('keeps the same place for a failed load, with its retry button', async () => {
    renderWithNews(() => json({ status: 500, message: 'x' }, 500));
    const retry = await screen.findByRole('button', { name: WEB_UI.retry });
    expect(retry.closest('.carousel-placeholder-note')).not.toBeNull();
  });
});
