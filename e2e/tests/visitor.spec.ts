import { readFile } from 'node:fs/promises';
import { MB, documentTypeByKind, formatDate, ROUTES, WEB_UI, type News } from '@dz/contracts';
import { apiCreateDocument, apiCreateNews } from '../support/api';
import { test, expect } from '../support/fixtures';
import { makePdf } from '../support/files';

const oglas = documentTypeByKind('OGLAS');
const longText = 'Dom zdravlja obavještava pacijente da će od ponedjeljka ambulanta porodične medicine raditi u dvije smjene, od 07:00 do 20:00 sati.';

test.describe('a visitor', () => {
  let news: News[] = [];
  // Unique: other specs in this worker add news with titles of their own.
  const tag = Date.now().toString(36);
  const title = (i: number) => `Novost ${tag} broj ${i}`;

  test.beforeAll(async ({ playwright, server, adminToken }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    news = [];
    for (let i = 1; i <= 6; i++) news.push(await apiCreateNews(request, adminToken, title(i), i === 6 ? longText : `Kratak opis ${i}.`));
    await request.dispose();
  });

  test('pages through the news, newest first, and opens one', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const carousel = page.getByRole('group', { name: WEB_UI.newsHeading });
    const slides = carousel.getByRole('group').filter({ has: page.getByRole('article') });
    // Newest first: the last created is the first slide.
    await expect(slides.first().getByRole('heading')).toHaveText(title(6));
    await expect(slides.first().getByText(/^Dom zdravlja obavještava/)).toHaveText(`${longText.slice(0, 100)}...`);
    await expect(slides.nth(1).getByRole('heading')).toHaveText(title(5));

    // The carousel stops for a visitor who asks and moves on with the arrows.
    await carousel.getByRole('button', { name: WEB_UI.pause }).click();
    const first = slides.first();
    const before = await first.boundingBox();
    await carousel.getByRole('button', { name: WEB_UI.nextSlide }).click();
    await expect.poll(async () => (await first.boundingBox())?.x).not.toBe(before?.x);
    await carousel.getByRole('button', { name: WEB_UI.previousSlide }).click();
    await expect.poll(async () => (await first.boundingBox())?.x ?? -1).toBeCloseTo(before?.x ?? 0, 0);

    await carousel.getByRole('link', { name: `${WEB_UI.learnMore}: ${title(6)}` }).click();
    await expect(page).toHaveURL(ROUTES.newsDetail(news[5]!.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title(6));
    await expect(page.getByText(longText)).toBeVisible();
    const img = page.getByRole('img', { name: title(6) });
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  });

  test('on a phone sees one news card a row, as the server sent it and after hydration', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const carousel = page.getByRole('group', { name: WEB_UI.newsHeading });
    await page.waitForLoadState('networkidle');
    const row = (await carousel.locator('.carousel-viewport').boundingBox())!;
    const card = (await carousel.getByRole('article').first().boundingBox())!;
    expect(card.width).toBeGreaterThan(row.width * 0.9);
  });

  test('sees no staff controls', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: title(1) })).toBeAttached();
    await expect(page.getByRole('button', { name: new RegExp(`^${WEB_UI.delete}`) })).toHaveCount(0);
    await expect(page.getByRole('link', { name: WEB_UI.add })).toHaveCount(0);
    await expect(page.getByRole('button', { name: WEB_UI.logout })).toHaveCount(0);
  });

  test('downloads a PDF with the right bytes under its Bosnian name', async ({ page, request, adminToken }) => {
    const bytes = makePdf(`oglas ${Date.now()}`);
    const name = 'Odluka o izboru – žalba čćđšž.pdf';
    await apiCreateDocument(request, adminToken, oglas, 'Odluka o izboru kandidata', { name, buffer: bytes });

    await page.goto(oglas.listPath);
    await expect(page.getByRole('heading', { level: 1, name: oglas.title })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: `${WEB_UI.download}: Odluka o izboru kandidata` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(name);
    expect((await readFile(await file.path())).equals(bytes)).toBe(true);
  });

  test('sees when a document was published and how big its PDF is', async ({ page, request, adminToken }) => {
    const naziv = `Odluka o rasporedu dežurstava ${Date.now()}`;
    // 1.2 MB: a small PDF padded with a comment after its end.
    const pdf = makePdf(naziv);
    const bytes = Buffer.concat([pdf, Buffer.from('%'), Buffer.alloc(Math.round(1.2 * MB) - pdf.length - 1, 0x20)]);
    const doc = await apiCreateDocument(request, adminToken, oglas, naziv, { name: 'odluka.pdf', buffer: bytes });

    await page.goto(oglas.listPath);
    const row = page.getByRole('listitem').filter({ hasText: naziv });
    const date = row.locator('time');
    await expect(date).toHaveText(formatDate(doc.createdAt));
    await expect(date).toHaveAttribute('datetime', doc.createdAt);
    await expect(row.getByText('PDF, 1,2 MB', { exact: true })).toBeVisible();
    // The download and its name stay as they were.
    await expect(row.getByRole('link', { name: `${WEB_UI.download}: ${naziv}` })).toBeVisible();
    // On a phone the row stacks: text, then date and size, then the download, all in sight.
    await page.setViewportSize({ width: 375, height: 740 });
    for (const part of [row.getByText(naziv), date, row.getByRole('link', { name: `${WEB_UI.download}: ${naziv}` })]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
  });

  test('gets a friendly page for an unknown address', async ({ page }) => {
    await page.goto('/ovo-ne-postoji');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WEB_UI.notFoundHeading);
    await page.getByRole('link', { name: WEB_UI.backHome }).click();
    await expect(page).toHaveURL('/');
  });
});
