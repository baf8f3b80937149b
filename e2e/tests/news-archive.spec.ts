import { API, MONTHS, PAGE_SIZE, ROUTES, WEB_UI, formatDate, pageFromQuery, type NewsSummary, type Paged } from '@dz/contracts';
import type { Page } from '@playwright/test';
import { apiCreateNews, newsArchivePathOf } from '../support/api';
import { test, expect } from '../support/fixtures';

/** "23. novembar 2026.": the day, the month by its Bosnian name, the year (never Chromium's "2026 M11 23"). */
const BOSNIAN_DATE = new RegExp(`^\\d{1,2}\\. (${MONTHS.join('|')}) \\d{4}\\.$`);

const pageFromUrl = (url: string) => pageFromQuery(new URL(url).searchParams.get('page'));

/** Opens the archive's page that holds the item. */
async function openArchiveWith(page: Page, news: NewsSummary) {
  await page.goto(await newsArchivePathOf(page.request, news.id));
  await expect(page.getByRole('article').filter({ hasText: news.naslov })).toBeVisible();
}

/** What the pager's focused element is, if anything of the pager has the focus. */
const focusInPager = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.closest('nav.pagination')
      ? { label: el.getAttribute('aria-label') ?? el.textContent, current: el.getAttribute('aria-current'), disabled: el.getAttribute('aria-disabled') === 'true' }
      : { outside: el?.tagName ?? null };
  });

test.describe('the news archive (/novosti)', () => {
  const tag = Date.now().toString(36);
  let newest: NewsSummary;

  test.beforeAll(async ({ playwright, server, adminToken }) => {
    // More than a page of news of its own, whatever the specs before this one in its worker added.
    const request = await playwright.request.newContext({ baseURL: server.url });
    for (let i = 1; i <= PAGE_SIZE + 1; i++) newest = await apiCreateNews(request, adminToken, `Arhiva ${tag} broj ${i}`, `Kratak opis ${i}.`);
    await request.dispose();
  });

  test('lists the news newest first with their dates, a page at a time, ?page=2 in the URL', async ({ page }) => {
    await page.goto(ROUTES.news);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WEB_UI.newsHeading);
    await expect(page.getByRole('group', { name: WEB_UI.newsHeading })).toHaveCount(0);
    const items = page.getByRole('main').getByRole('article');
    await expect(items).toHaveCount(PAGE_SIZE);
    await expect(items.locator('time').first()).toHaveText(BOSNIAN_DATE);

    // The page of the URL is the API's page, item for item, with the same date the server's formatter writes.
    await page.getByRole('navigation', { name: WEB_UI.pagination }).getByRole('link', { name: WEB_UI.page(2) }).click();
    await expect(page).toHaveURL(`${ROUTES.news}?page=2`);
    const api = (await (await page.request.get(`${API.newsList}?page=2&pageSize=${PAGE_SIZE}`)).json()) as Paged<NewsSummary>;
    await expect(items.getByRole('heading', { level: 2 })).toHaveText(api.items.map((n) => n.naslov));
    await expect(items.locator('time')).toHaveText(api.items.map((n) => formatDate(n.createdAt)));
    for (const date of await items.locator('time').allTextContents()) expect(date).toMatch(BOSNIAN_DATE);
  });

  test('opens an item from its title; the item shows its date and leads back', async ({ page }) => {
    await openArchiveWith(page, newest);
    await page.getByRole('link', { name: newest.naslov, exact: true }).click();
    await expect(page).toHaveURL(ROUTES.newsDetail(newest.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.naslov);
    await expect(page.getByRole('main').locator('time')).toHaveText(formatDate(newest.createdAt));
    await expect(page.getByRole('main').locator('time')).toHaveAttribute('datetime', newest.createdAt);
    await page.getByRole('link', { name: WEB_UI.allNews }).click();
    await expect(page).toHaveURL(ROUTES.news);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WEB_UI.newsHeading);
  });

  test('keeps the focus in the pager while the keyboard pages to the last page and back', async ({ page }) => {
    await page.goto(ROUTES.news);
    const pager = page.getByRole('navigation', { name: WEB_UI.pagination });
    const next = pager.getByRole('link', { name: WEB_UI.next });
    const previous = pager.getByRole('link', { name: WEB_UI.previous });

    // Next until it turns disabled: the focus stays on it, then lands on the last page's number.
    await next.focus();
    for (let p = 2; p < 100; p++) {
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${ROUTES.news}?page=${p}`);
      await expect(pager.getByRole('link', { name: WEB_UI.page(p) })).toHaveAttribute('aria-current', 'page');
      if (await next.isDisabled()) {
        await expect.poll(() => focusInPager(page)).toEqual({ label: WEB_UI.page(p), current: 'page', disabled: false });
        break;
      }
      await expect.poll(() => focusInPager(page)).toEqual({ label: WEB_UI.next, current: null, disabled: false });
    }
    await expect(next).toBeDisabled();

    // And back with Previous to the first page, whose number then has the focus.
    await previous.focus();
    for (let p = pageFromUrl(page.url()) - 1; p >= 1; p--) {
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(p === 1 ? ROUTES.news : `${ROUTES.news}?page=${p}`);
      const expected = p > 1 ? { label: WEB_UI.previous, current: null, disabled: false } : { label: WEB_UI.page(1), current: 'page', disabled: false };
      await expect.poll(() => focusInPager(page)).toEqual(expected);
    }
    await expect(previous).toBeDisabled();
  });

  test('gives staff the add link and each item its edit and delete', async ({ staffPage: page }) => {
    await openArchiveWith(page, newest);
    await expect(page.getByRole('main').getByRole('link', { name: WEB_UI.add })).toHaveAttribute('href', ROUTES.newsCreate);
    const item = page.getByRole('article').filter({ hasText: newest.naslov });
    await expect(item.getByRole('link', { name: `${WEB_UI.edit}: ${newest.naslov}` })).toHaveAttribute('href', ROUTES.newsEdit(newest.id));
    await expect(item.getByRole('button', { name: `${WEB_UI.delete}: ${newest.naslov}` })).toBeVisible();
  });
});
