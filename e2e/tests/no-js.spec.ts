import { readFile } from 'node:fs/promises';
import { API, CAROUSEL, DOCUMENT_TYPES, PAGE_SIZE, ROUTES, WEB_UI, documentText, documentTypeByKind, type DocumentItem, type NewsSummary, type Paged } from '@dz/contracts';
import { apiCreateDocument, apiCreateNews } from '../support/api';
import { makePdf } from '../support/files';
import { test, expect } from '../support/fixtures';
import { PUBLIC_PAGES, headingOf } from '../support/pages';
import { apiClinics } from '../support/units';

/**
 * Everything a visitor does works without JavaScript: the server's HTML of every public page
 * carries its content, lists page by links, PDFs download by their links and guides play.
 * The navbar's menus (navigation.spec.ts), the boxes (content/boxes.spec.ts) and the flip cards
 * (content/services.spec.ts) are opened without JavaScript in their own specs; the same pages with
 * JavaScript are a11y.spec.ts and the specs of each screen.
 */
test.use({ javaScriptEnabled: false });

// A type few specs fill: its first page is this spec's rows (specs before it in its worker may have added older ones).
const rights = documentTypeByKind('PRAVA_OSIGURANIKA');

test.describe('without JavaScript', () => {
  const tag = Date.now().toString(36);
  const right = (i: number) => `Pravo ${tag} broj ${i}`;
  const pdf = makePdf(`Pravo ${tag}`);
  const fileName = 'Pravo na lijekove – žalba čćđšž.pdf';
  let news: NewsSummary;

  test.beforeAll(async ({ playwright, server, adminToken }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    // A row in every list, more than a page of rights (the first with a PDF of its own), more than a
    // page of news (as many as are missing: specs before this one in its worker may have added some).
    for (const t of DOCUMENT_TYPES) if (t !== rights) await apiCreateDocument(request, adminToken, t, `Bez skripti ${tag}: ${t.title}`);
    await apiCreateDocument(request, adminToken, rights, right(1), { name: fileName, buffer: pdf });
    for (let i = 2; i <= PAGE_SIZE + 1; i++) await apiCreateDocument(request, adminToken, rights, right(i));
    const newest = async () => (await (await request.get(`${API.newsList}?page=1&pageSize=1`)).json()) as Paged<NewsSummary>;
    for (let i = (await newest()).totalItems; i <= PAGE_SIZE; i++) await apiCreateNews(request, adminToken, `Vijest ${tag} broj ${i}`, `Opis vijesti ${i}.`);
    news = (await newest()).items[0]!;
    await request.dispose();
  });

  for (const p of PUBLIC_PAGES) {
    test(`${p.path} shows its heading and content`, async ({ page, request }) => {
      const h1 = await headingOf(p, request);
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(p.status);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      const main = page.getByRole('main');
      await expect(main.locator(p.content).first()).toBeVisible();
      // More than its heading: the page's text came with the HTML.
      expect((await main.innerText()).replace(h1, '').trim().length).toBeGreaterThan(20);
    });
  }

  test('the home page\'s news row holds four cards on a desktop and one on a phone, and scrolls sideways to the rest', async ({ page }) => {
    const cards = async () => {
      await page.goto(ROUTES.home);
      const viewport = page.getByRole('group', { name: WEB_UI.newsHeading }).locator('.carousel-viewport');
      const row = (await viewport.boundingBox())!;
      const boxes = await page.getByRole('main').getByRole('article').evaluateAll((a) => a.map((e) => e.getBoundingClientRect().right));
      const scrolls = await viewport.evaluate((v) => v.scrollWidth > v.clientWidth && getComputedStyle(v).overflowX === 'auto');
      return { inRow: boxes.filter((right) => right <= row.x + row.width + 1).length, scrolls };
    };
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await cards()).toEqual({ inRow: CAROUSEL.show, scrolls: true });
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await cards()).toEqual({ inRow: 1, scrolls: true });
  });

  test('a news item shows its title and text', async ({ page }) => {
    const response = await page.goto(ROUTES.newsDetail(news.id));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.naslov);
    await expect(page.getByRole('main').getByText(news.opis)).toBeVisible();
  });

  test('a document list pages by its links', async ({ page }) => {
    await page.goto(rights.listPath);
    const pager = page.getByRole('navigation', { name: WEB_UI.pagination });
    await expect(pager.getByRole('link', { name: WEB_UI.previous })).toBeDisabled();
    await expect(pager.getByRole('link', { name: WEB_UI.page(1) })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.doc-row').first()).toContainText(right(PAGE_SIZE + 1));

    await pager.getByRole('link', { name: WEB_UI.next }).click();
    await expect(page).toHaveURL(`${rights.listPath}?page=2`);
    await expect(pager.getByRole('link', { name: WEB_UI.page(2) })).toHaveAttribute('aria-current', 'page');
    // Five newer rows of this spec's push the first to the second page; the page is the API's, row for row
    // (after it, the older rows of specs that ran before this one in its worker).
    await expect(page.locator('.doc-row').filter({ hasText: right(1) })).toBeVisible();
    const api = (await (await page.request.get(`${API.documents(rights)}?page=2&pageSize=${PAGE_SIZE}`)).json()) as Paged<DocumentItem>;
    await expect(page.locator('.doc-text')).toHaveText(api.items.map((d) => documentText(rights, d)));

    await pager.getByRole('link', { name: WEB_UI.page(1) }).click();
    await expect(page).toHaveURL(rights.listPath);
    await expect(pager.getByRole('link', { name: WEB_UI.page(1) })).toHaveAttribute('aria-current', 'page');
  });

  test('the news archive pages by its links and leads to an item', async ({ page }) => {
    await page.goto(ROUTES.news);
    const pager = page.getByRole('navigation', { name: WEB_UI.pagination });
    await pager.getByRole('link', { name: WEB_UI.page(2) }).click();
    await expect(page).toHaveURL(`${ROUTES.news}?page=2`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WEB_UI.newsHeading);
    const item = page.getByRole('main').getByRole('article').first();
    const title = (await item.getByRole('heading', { level: 2 }).innerText()).trim();
    await item.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(/\/novost-detalj\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('a PDF downloads from its link with the bytes uploaded, under its name', async ({ page }) => {
    await page.goto(`${rights.listPath}?page=2`);
    const link = page.getByRole('link', { name: `${WEB_UI.download}: ${right(1)}` });
    await expect(link).toHaveAttribute('href', /\/download\/\d+$/);
    const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(file.suggestedFilename()).toBe(fileName);
    expect((await readFile(await file.path())).equals(pdf)).toBe(true);
  });

  test('an audio guide has its player, and its MP3 answers', async ({ page, request }) => {
    const guides = (await apiClinics(request)).flatMap((c) => (c.audio ? [c.audio] : []));
    await page.goto(ROUTES.clinicAudio);
    const players = page.locator('audio[controls]');
    await expect(players).toHaveCount(guides.length);
    const first = guides[0]!;
    await expect(players.first()).toHaveAttribute('src', first.url);
    await expect(players.first()).toBeVisible();
    const mp3 = await page.request.get(first.url);
    expect(mp3.status()).toBe(200);
    expect(mp3.headers()['content-type']).toBe('audio/mpeg');
  });
});
