// @vitest-environment happy-dom
import { API, ROUTES, SEARCH_LIMITS, SEARCH_TEXT, WEB_UI, documentTypeByKind, searchBrowseLinks } from '@dz/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, inject, it, vi } from 'vitest';
import { mockApi, openApp, untilObserved } from '../../test/app';
import { searchResultsFixture } from '../../test/fixtures';
import { searchKeys } from './queries';

const layoutCss = import.meta.glob('../../styles/layout.css', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

const searchUrl = (q: string, page: number) => `${API.search}?${new URLSearchParams({ q, page: String(page), pageSize: String(SEARCH_LIMITS.pageSize) })}`;
const law = documentTypeByKind('ZAKON');

/** The API: page 2 of "vakcinacija djece" (the fixture), nothing for "xyzw", a corrected query for "vakcinacja". */
const asked = mockApi({
  [searchUrl('vakcinacija djece', 2)]: searchResultsFixture,
  [searchUrl('vakcinacja', 1)]: { ...searchResultsFixture, query: 'vakcinacja', corrected: 'vakcinacija' },
  [searchUrl('xyzw', 1)]: { items: [], totalItems: 0, query: 'xyzw' },
  [searchUrl('zastiti', 1)]: { ...searchResultsFixture, query: 'zastiti', totalItems: 1000, capped: true },
  [searchUrl('zastita krpelja', 1)]: {
    query: 'zastita krpelja', totalItems: 1, partial: true,
    items: [{ ...searchResultsFixture.items[0]!, snippet: 'Krpelja uklonite pincetom; pozovite 036/580-100.', marks: [[0, 7]] }],
  },
});

describe('/pretraga, the results', () => {
  it('shows the form with the query, the count, and each hit: kind, title link, marked snippet, date', async () => {
    const main = openApp(`${ROUTES.search}?q=vakcinacija++djece&page=2`, false);
    expect((await main.findByText(SEARCH_TEXT.count(25))).tagName).toBe('P');
    expect(main.getByRole('heading', { level: 1 }).textContent).toBe(SEARCH_TEXT.heading);
    const form = main.getByRole('search', { name: SEARCH_TEXT.heading });
    expect((within(form).getByRole('searchbox', { name: WEB_UI.searchField }) as HTMLInputElement).value).toBe('vakcinacija djece');
    expect(document.title).toContain(SEARCH_TEXT.title('vakcinacija djece'));
    expect(asked).toEqual([searchUrl('vakcinacija djece', 2)]);

    const hits = main.getAllByRole('listitem').filter((li) => li.classList.contains('search-hit'));
    expect(hits).toHaveLength(3);
    const [news, doc, clinic] = hits.map((h) => within(h));
    expect(news!.getByText('Novost')).toBeTruthy();
    expect(news!.getByRole('link', { name: 'Vakcinacija djece u novembru' }).getAttribute('href')).toBe(ROUTES.newsDetail(7));
    expect(news!.getByText('23. novembar 2026.').tagName).toBe('TIME');
    const snippet = hits[0]!.querySelector('.search-snippet')!;
    expect(snippet.textContent).toBe(searchResultsFixture.items[0]!.snippet);
    expect(Array.from(snippet.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['vakcinacija', 'djece']);
    expect(snippet.innerHTML).toMatch(/^Počinje <mark>vakcinacija<\/mark> <mark>djece<\/mark> predškolskog/);

    expect(doc!.getByText(law.pageTitle)).toBeTruthy();
    expect(doc!.getByText(SEARCH_TEXT.pdf)).toBeTruthy();
    expect(doc!.getByRole('link', { name: 'Zakon o zdravstvenoj zaštiti' }).getAttribute('href')).toBe(API.download(law, 3));
    expect(Array.from(hits[1]!.querySelectorAll('mark')).map((m) => m.textContent)).toEqual(['vakcinaciju', 'djece']);
    // 23:30 UTC on New Year's Eve is already the next year in Sarajevo.
    expect(doc!.getByText('1. januar 2026.')).toBeTruthy();

    expect(clinic!.getByText(SEARCH_TEXT.kinds.clinic)).toBeTruthy();
    expect(clinic!.getByRole('link', { name: 'Blagaj' }).getAttribute('href')).toBe(ROUTES.clinicDetail(1));
    expect(hits[2]!.querySelector('time, .search-snippet')).toBeNull();
  });

  it('says "more than" when the count stopped at its cap', async () => {
    const main = openApp(`${ROUTES.search}?q=zastiti`, false);
    expect((await main.findByText(SEARCH_TEXT.countCapped(1000))).textContent).toBe('Pronađeno: više od 1000 rezultata');
    expect(main.queryByText(SEARCH_TEXT.count(1000))).toBeNull();
  });

  it('downloads a document\'s PDF in the page on a plain click, as the lists do', async () => {
    // The fixture API has no PDF: the download fails quietly, with its toast.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const main = openApp(`${ROUTES.search}?q=vakcinacija+djece&page=2`, false);
    fireEvent.click(await main.findByRole('link', { name: 'Zakon o zdravstvenoj zaštiti' }));
    // As long as Testing Library's waits (vite.config.ts), not vi.waitFor's own 1 s.
    await vi.waitFor(() => expect(asked).toContain(API.download(law, 3)), { timeout: inject('asyncUtilTimeout') });
  });

  it('pages by links that keep the query', async () => {
    const main = openApp(`${ROUTES.search}?q=vakcinacija+djece&page=2`, false);
    const pager = within(await main.findByRole('navigation', { name: WEB_UI.pagination }));
    const href = (name: string) => pager.getByRole('link', { name }).getAttribute('href');
    expect(href(WEB_UI.page(1))).toBe(`${ROUTES.search}?q=vakcinacija+djece`);
    expect(href(WEB_UI.previous)).toBe(`${ROUTES.search}?q=vakcinacija+djece`);
    expect(href(WEB_UI.next)).toBe(`${ROUTES.search}?q=vakcinacija+djece&page=3`);
    expect(pager.getByRole('link', { name: WEB_UI.page(2) }).getAttribute('aria-current')).toBe('page');
  });

  it('says when no item has every word, and a phone in a snippet dials when tapped', async () => {
    const main = openApp(`${ROUTES.search}?q=zastita+krpelja`, false);
    expect(await main.findByText(SEARCH_TEXT.partial)).toBeTruthy();
    expect(main.getByRole('link', { name: '036/580-100' }).getAttribute('href')).toBe('tel:036580100');
    expect(main.getByText('Krpelja').tagName).toBe('MARK');
  });

  it('says which words it searched for when it read the query another way', async () => {
    const main = openApp(`${ROUTES.search}?q=vakcinacja`, false);
    expect(await main.findByText(SEARCH_TEXT.corrected('vakcinacija'))).toBeTruthy();
    expect(SEARCH_TEXT.corrected('vakcinacija')).toBe('Prikazani su rezultati za „vakcinacija“');
  });

  it('with nothing found, says so and suggests other words and where to browse', async () => {
    const main = openApp(`${ROUTES.search}?q=xyzw`, false);
    expect(await main.findByText(SEARCH_TEXT.none('xyzw'))).toBeTruthy();
    for (const tip of SEARCH_TEXT.tips) expect(main.getByText(tip)).toBeTruthy();
    for (const l of searchBrowseLinks) expect(main.getByRole('link', { name: l.label }).getAttribute('href')).toBe(l.to);
    expect(main.queryByRole('navigation', { name: WEB_UI.pagination })).toBeNull();
    expect(main.queryByText(/^Pronađeno/)).toBeNull();
  });

  it('without a query, or with one too short, shows the hint and asks nothing', async () => {
    for (const path of [ROUTES.search, `${ROUTES.search}?q=`, `${ROUTES.search}?q=+a+`]) {
      const main = openApp(path, false);
      expect(await main.findByText(SEARCH_TEXT.tooShort)).toBeTruthy();
      expect(main.getByRole('search', { name: SEARCH_TEXT.heading })).toBeTruthy();
      // The page holds the search's query (held back): once it observes it, its request would have gone.
      await untilObserved(main.client, searchKeys.all);
      document.body.innerHTML = '';
    }
    expect(asked.filter((u) => u.startsWith(API.search))).toEqual([]);
  });
});

describe('the navbar\'s search', () => {
  it('is a GET form to /pretraga with a labelled search field q and the button Traži, after the menu list', async () => {
    openApp(ROUTES.mission, false);
    const form = screen.getByRole('search', { name: WEB_UI.searchSite }) as HTMLFormElement;
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual([ROUTES.search, 'get']);
    const field = within(form).getByRole('searchbox', { name: WEB_UI.searchField }) as HTMLInputElement;
    expect([field.name, field.type]).toEqual(['q', 'search']);
    expect(within(form).getByRole('button', { name: WEB_UI.searchButton }).getAttribute('type')).toBe('submit');
    // In the navigation, after the toggle and the list: the toggled menu shows it below md, the header from md up.
    const nav = screen.getByRole('navigation', { name: WEB_UI.mainNav });
    expect(nav.contains(form)).toBe(true);
    expect(form.previousElementSibling?.id).toBe('main-menu');
    expect(nav.querySelector('.nav-toggle ~ .nav-search')).toBe(form);
  });

  it('shows in the toggled menu below md and in the header from md up (layout.css)', () => {
    const css = Object.values(layoutCss)[0]!.replace(/\s+/g, ' ');
    expect(css).toContain('.nav-search { display: none;');
    expect(css).toContain('.nav-toggle[open] ~ .nav-search { display: flex; }');
    const md = css.slice(css.indexOf('@media (--md)'));
    expect(md).toMatch(/\.nav-search, \.nav-toggle\[open\] ~ \.nav-search \{ display: flex;/);
    expect(md.indexOf('.nav-search { display: none')).toBe(-1);
  });

  it('goes to the results in place with JavaScript', async () => {
    openApp(ROUTES.mission, false);
    const form = screen.getByRole('search', { name: WEB_UI.searchSite });
    fireEvent.change(within(form).getByRole('searchbox'), { target: { value: 'xyzw' } });
    fireEvent.click(within(form).getByRole('button', { name: WEB_UI.searchButton }));
    expect(await screen.findByText(SEARCH_TEXT.none('xyzw'))).toBeTruthy();
    expect(asked).toContain(searchUrl('xyzw', 1));
  });
});
