import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { ROUTES, SEARCH_LIMITS, SEARCH_TEXT, WEB_UI, documentTypeByKind, searchBrowseLinks, type News } from '@dz/contracts';
import type { Locator, Page } from '@playwright/test';
import { apiCreateDocument, apiCreateNews } from '../support/api';
import { makePdf } from '../support/files';
import { test, expect } from '../support/fixtures';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

// A type no other spec relies on the rows of (they only add one each).
const library = documentTypeByKind('BIBLIOTEKA');

/**
 * The site search (docs/product.md "Search"; /pretraga): from the navbar with JavaScript and
 * without, at 1280 and 375 px. Each run searches words of its own: a Bosnian word written with
 * diacritics and twelve random letters (no digits: a number would be a word of its own to the
 * search), searched without the diacritics (č ć š ž as c s z, đ as dj), as people type. The search
 * forgives small typos, so counts are at least, not exactly, what this run added.
 */
const letters = Array.from(randomBytes(12), (b) => String.fromCharCode(97 + (b % 26))).join('');
const newsWord = `žičara${letters}`;
const newsQuery = `zicara${letters}`;
const docWord = `međunarodni${letters}`;
const docQuery = `medjunarodni${letters}`;
/** Only in the PDF's own text: found by what is inside the file. */
const pdfWord = `prilogpdf${letters}`;
/** Shared by more documents than a page holds. */
const pagedWord = `polica${letters}`;
const nothing = `nepostojece${letters}rijeci`;

const searchUrl = (q: string, page?: number) => `${ROUTES.search}?${new URLSearchParams({ q, ...(page && { page: String(page) }) })}`;
const navSearch = (page: Page) => page.getByRole('search', { name: WEB_UI.searchSite });
const pageSearch = (page: Page) => page.getByRole('main').getByRole('search', { name: SEARCH_TEXT.heading });
const hits = (page: Page) => page.getByRole('main').locator('.search-hit');
const hitFor = (page: Page, title: string) => hits(page).filter({ has: page.getByRole('link', { name: title, exact: true }) });

async function searchFrom(form: Locator, q: string) {
  await form.getByRole('searchbox', { name: WEB_UI.searchField }).fill(q);
  await form.getByRole('button', { name: WEB_UI.searchButton }).click();
}

let news: News;
const pdf = makePdf(`Prilog ${pdfWord}`);
const docTitle = `Zbornik radova: ${docWord} simpozij`;

test.beforeAll(async ({ playwright, server, adminToken }) => {
  const request = await playwright.request.newContext({ baseURL: server.url });
  news = await apiCreateNews(request, adminToken, `Nova ${newsWord} na Veležu`, `Od ponedjeljka radi ${newsWord} za posjetioce ambulante.`);
  await apiCreateDocument(request, adminToken, library, docTitle, { name: 'zbornik-radova.pdf', buffer: pdf });
  for (let i = 1; i <= SEARCH_LIMITS.pageSize + 1; i++) await apiCreateDocument(request, adminToken, library, `Knjiga ${i}: ${pagedWord} i zdravlje`);
  await request.dispose();
});

test.describe('search with JavaScript', () => {
  test('from the navbar: a news item by its word without diacritics, marked, dated, and its link opens it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(ROUTES.home);
    await expect(navSearch(page)).toBeVisible();
    await searchFrom(navSearch(page), newsQuery);
    await expect(page).toHaveURL(searchUrl(newsQuery));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEARCH_TEXT.heading);
    await expect(pageSearch(page).getByRole('searchbox')).toHaveValue(newsQuery);
    await expect(page).toHaveTitle(new RegExp(newsQuery));
    const hit = hitFor(page, news.naslov);
    await expect(hit).toHaveCount(1);
    await expect(hit.locator('.search-kind')).toHaveText(SEARCH_TEXT.kinds.news);
    // The matched word is marked as written in the text, with its diacritics.
    await expect(hit.locator('mark').first()).toHaveText(new RegExp(newsWord, 'i'));
    await expect(hit.locator('time')).toBeVisible();
    await expect(page.getByRole('main').getByText(/^Pronađeno: \d+ rezultat/)).toBeVisible();
    await hit.getByRole('link', { name: news.naslov }).click();
    await expect(page).toHaveURL(ROUTES.newsDetail(news.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.naslov);
  });

  test('a document by its title (đ as dj) and by the text in its PDF; its link downloads the PDF', async ({ page }) => {
    await page.goto(searchUrl(pdfWord));
    await expect(hitFor(page, docTitle)).toHaveCount(1);
    await page.goto(ROUTES.home);
    await searchFrom(navSearch(page), docQuery);
    const hit = hitFor(page, docTitle);
    await expect(hit.locator('.search-kind')).toContainText(library.pageTitle);
    await expect(hit.locator('.search-kind')).toContainText(SEARCH_TEXT.pdf);
    const link = hit.getByRole('link', { name: docTitle });
    await expect(link).toHaveAttribute('href', /\/download\/\d+$/);
    const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(file.suggestedFilename()).toBe('zbornik-radova.pdf');
    expect((await readFile(await file.path())).equals(pdf)).toBe(true);
  });

  test('pages the results with the query kept', async ({ page }) => {
    await page.goto(searchUrl(pagedWord));
    await expect(hits(page)).toHaveCount(SEARCH_LIMITS.pageSize);
    const pager = page.getByRole('navigation', { name: WEB_UI.pagination });
    await pager.getByRole('link', { name: WEB_UI.next }).click();
    await expect(page).toHaveURL(searchUrl(pagedWord, 2));
    await expect(hits(page).first()).toBeVisible();
    await expect(pageSearch(page).getByRole('searchbox')).toHaveValue(pagedWord);
  });

  test('at 375 px the field is in the menu the toggle opens, and a search closes the menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(ROUTES.home);
    const form = navSearch(page);
    await expect(form).toBeHidden();
    const toggle = page.getByRole('navigation', { name: WEB_UI.mainNav }).locator('summary', { hasText: WEB_UI.menu });
    await toggle.click();
    await expect(form).toBeVisible();
    await expect(form.getByRole('searchbox', { name: WEB_UI.searchField })).toBeInViewport();
    await searchFrom(form, newsQuery);
    await expect(hitFor(page, news.naslov)).toHaveCount(1);
    await expect(form).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('nothing found: the message, the tips and where to browse; a query too short: the hint', async ({ page }) => {
    await page.goto(searchUrl(nothing));
    const main = page.getByRole('main');
    await expect(main.getByText(SEARCH_TEXT.none(nothing))).toBeVisible();
    for (const tip of SEARCH_TEXT.tips) await expect(main.getByText(tip)).toBeVisible();
    for (const l of searchBrowseLinks) await expect(main.getByRole('link', { name: l.label, exact: true })).toHaveAttribute('href', l.to);
    await expect(hits(page)).toHaveCount(0);

    const response = await page.goto(searchUrl('a'));
    expect(response?.status()).toBe(200);
    await expect(main.getByText(SEARCH_TEXT.tooShort)).toBeVisible();
  });

  for (const [what, q] of [['results', newsQuery], ['no results', nothing]] as const) {
    test(`a page of ${what} has no axe violations at 1280 and 375 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(searchUrl(q));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const axe = async () => (await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(await axe()).toEqual([]);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.getByRole('navigation', { name: WEB_UI.mainNav }).locator('summary', { hasText: WEB_UI.menu }).click();
      expect(await axe()).toEqual([]);
    });
  }
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the navbar form is a plain GET; the results link to the news page and download the PDF', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(ROUTES.home);
    await searchFrom(navSearch(page), newsQuery);
    await expect(page).toHaveURL(searchUrl(newsQuery));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await hitFor(page, news.naslov).getByRole('link', { name: news.naslov }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.naslov);

    await page.goto(searchUrl(docQuery));
    const [file] = await Promise.all([page.waitForEvent('download'), hitFor(page, docTitle).getByRole('link', { name: docTitle }).click()]);
    expect((await readFile(await file.path())).equals(pdf)).toBe(true);
  });

  test('the results page\'s own form searches again, and its pager pages by links that keep the query', async ({ page }) => {
    await page.goto(searchUrl(nothing));
    await expect(page.getByRole('main').getByText(SEARCH_TEXT.none(nothing))).toBeVisible();
    await searchFrom(pageSearch(page), pagedWord);
    await expect(page).toHaveURL(searchUrl(pagedWord));
    await expect(hits(page)).toHaveCount(SEARCH_LIMITS.pageSize);
    await page.getByRole('navigation', { name: WEB_UI.pagination }).getByRole('link', { name: WEB_UI.page(2) }).click();
    await expect(page).toHaveURL(searchUrl(pagedWord, 2));
    await expect(hits(page).first()).toBeVisible();
  });

  test('at 375 px the menu\'s toggle shows the field, which searches', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(ROUTES.home);
    await expect(navSearch(page)).toBeHidden();
    await page.getByRole('navigation', { name: WEB_UI.mainNav }).locator('summary', { hasText: WEB_UI.menu }).click();
    await searchFrom(navSearch(page), newsQuery);
    await expect(hitFor(page, news.naslov)).toHaveCount(1);
  });
});
