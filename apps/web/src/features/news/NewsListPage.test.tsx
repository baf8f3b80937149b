// @vitest-environment happy-dom
import { API, PAGE_SIZE, ROUTES, WEB_UI, type News, type NewsSummary, previewText } from '@dz/contracts';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, openApp } from '../../test/app';

const summary = (id: number, createdAt: string): NewsSummary => ({
  id, naslov: `Novost ${id}`, opis: `${'Opis novosti. '.repeat(10)}kraj`, imageAlt: '', imageDecorative: false, imageCaption: '',
  slikaUrl: `/api/Novost/${id}/slika/puna?v=a`, slikaKarticaUrl: `/api/Novost/${id}/slika/kartica?v=a`, createdAt, updatedAt: createdAt,
});

/** Seven news in the archive: page 2 holds the two oldest; news 7 has its own page. */
const asked = mockApi({
  // 23:30 UTC on New Year's Eve is already the next year in Sarajevo.
  [`${API.newsList}?page=2&pageSize=${PAGE_SIZE}`]: { items: [summary(2, '2025-12-31T23:30:00.000Z'), summary(1, '2025-06-01T10:00:00.000Z')], totalItems: 7 },
  [API.news(7)]: { ...summary(7, '2026-11-23T09:00:00.000Z'), slika: '' } satisfies News,
});

describe('/novosti, the news archive', () => {
  it('shows the page of the URL: heading, items with picture, title link, date and preview, and the pager', async () => {
    const main = openApp(`${ROUTES.news}?page=2`, false);
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe(WEB_UI.newsHeading);
    const items = await main.findAllByRole('article');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('heading', { level: 2 }).textContent).toBe('Novost 2');
    expect(first.getByRole('link', { name: 'Novost 2' }).getAttribute('href')).toBe(ROUTES.newsDetail(2));
    expect(first.getByText('1. januar 2026.').tagName).toBe('TIME');
    expect(first.getByText(/^Opis novosti\./).textContent).toBe(previewText(summary(2, '').opis));
    const img = items[0]!.querySelector('img');
    expect([img?.getAttribute('src'), img?.getAttribute('alt'), img?.getAttribute('width')]).toEqual(['/api/Novost/2/slika/kartica?v=a', '', '640']);
    expect(within(items[1]!).getByText('1. juni 2025.')).toBeTruthy();

    const pager = within(main.getByRole('navigation', { name: WEB_UI.pagination }));
    expect(pager.getByRole('link', { name: WEB_UI.page(2) }).getAttribute('aria-current')).toBe('page');
    expect(pager.getByRole('link', { name: WEB_UI.page(1) }).getAttribute('href')).toBe(ROUTES.news);
    expect(pager.getByRole('link', { name: WEB_UI.previous }).getAttribute('href')).toBe(ROUTES.news);
    expect(pager.getByRole('link', { name: WEB_UI.next }).getAttribute('aria-disabled')).toBe('true');
    expect(pager.getByRole('link', { name: WEB_UI.next }).hasAttribute('href')).toBe(false);
    expect(asked).toEqual([`${API.newsList}?page=2&pageSize=${PAGE_SIZE}`]);
    expect(main.queryByRole('button', { name: new RegExp(`^${WEB_UI.delete}`) })).toBeNull();
    expect(main.queryByRole('group', { name: WEB_UI.newsHeading })).toBeNull();
  });

  it('gives staff the add link and each item its edit and delete', async () => {
    const main = openApp(`${ROUTES.news}?page=2`);
    expect((await main.findByRole('link', { name: `${WEB_UI.edit}: Novost 2` })).getAttribute('href')).toBe(ROUTES.newsEdit(2));
    expect(main.getByRole('button', { name: `${WEB_UI.delete}: Novost 1` })).toBeTruthy();
    expect(main.getByRole('link', { name: WEB_UI.add }).getAttribute('href')).toBe(ROUTES.newsCreate);
  });
});

describe('a news item', () => {
  it('shows its date under the title and links back to the archive', async () => {
    const main = openApp(ROUTES.newsDetail(7), false);
    expect((await main.findByRole('heading', { level: 1 })).textContent).toBe('Novost 7');
    expect(main.getByText('23. novembar 2026.').getAttribute('datetime')).toBe('2026-11-23T09:00:00.000Z');
    expect(main.getByRole('link', { name: WEB_UI.allNews }).getAttribute('href')).toBe(ROUTES.news);
  });
});
