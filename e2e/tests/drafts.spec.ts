import type { APIRequestContext } from '@playwright/test';
import { API, AUTH_SCHEME, NEWS_PICTURE_UI, PUBLICATION_UI, ROUTES, WEB_UI, sarajevoLocal } from '@dz/contracts';
import { test, expect } from '../support/fixtures';
import { makePng } from '../support/files';

// Drafts, previews and scheduling (issue 23), as a staff member does it: a draft written in the form, previewed on
// its own page under the banner, scheduled, absent from every public surface, then present at its time for a visitor
// in a fresh browser with nothing restarted. The server's clock is the suite's (CLOCK_AT, running on).

/** Where the public could meet a news item, read as a visitor (no token): true where it is. */
async function publicSurfaces(request: APIRequestContext, id: number, title: string) {
  const [home, archive, detail, feed, sitemap, search] = await Promise.all([
    request.get('/'), request.get(ROUTES.news), request.get(ROUTES.newsDetail(id)), request.get(API.newsFeed), request.get(API.sitemap),
    request.get(`${ROUTES.search}?q=${encodeURIComponent(title)}`),
  ]);
  return {
    home: (await home.text()).includes(title),
    archive: (await archive.text()).includes(title),
    detail: detail.status() === 200 && (await detail.text()).includes(title),
    feed: (await feed.text()).includes(title),
    sitemap: (await sitemap.text()).includes(ROUTES.newsDetail(id)),
    search: (await search.text()).includes(ROUTES.newsDetail(id)),
  };
}
const nowhere = { home: false, archive: false, detail: false, feed: false, sitemap: false, search: false };
const everywhere = { home: true, archive: true, detail: true, feed: true, sitemap: true, search: true };

test('a draft is previewed by staff, scheduled, hidden from the public, and public at its time without a restart', async ({ staffPage: page, staff, server, browser }) => {
  const title = `Dani otvorenih vrata ${Date.now()}`;
  await page.goto(ROUTES.newsCreate);
  await page.getByLabel(WEB_UI.newsTitleLabel, { exact: true }).fill(title);
  await page.getByLabel(WEB_UI.newsBodyLabel, { exact: true }).fill('Pozivamo građane na dane otvorenih vrata u subotu.');
  await page.getByLabel(WEB_UI.imageLabel, { exact: true }).setInputFiles({ name: 'slika.png', mimeType: 'image/png', buffer: makePng() });
  await page.getByLabel(NEWS_PICTURE_UI.altLabel).fill('Ulaz u Dom zdravlja s natpisom');
  await page.getByRole('radio', { name: PUBLICATION_UI.choices.draft }).check();
  await expect(page.getByText(PUBLICATION_UI.draftHint)).toBeVisible();
  const created = page.waitForResponse((r) => r.url().endsWith(API.newsList) && r.request().method() === 'POST');
  await page.getByRole('button', { name: WEB_UI.newsCreateButton }).click();
  const { id } = (await (await created).json()) as { id: number };
  expect(await publicSurfaces(page.request, id, title)).toEqual(nowhere);

  // The preview: the edit screen links the item's own page, which staff see under the banner.
  await page.goto(ROUTES.newsEdit(id));
  await expect(page.getByText(PUBLICATION_UI.statuses.draft, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: PUBLICATION_UI.previewOf(title) }).click();
  await expect(page).toHaveURL(ROUTES.newsDetail(id));
  await expect(page.getByRole('status').filter({ hasText: PUBLICATION_UI.previewBanner })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // A draft's picture is served by its version (?v=hash) to those told it, so the preview shows it.
  await expect.poll(() => page.locator('.news-detail img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // Scheduled in the form for a time ahead on the server's clock, in Sarajevo's wall time.
  await page.goto(ROUTES.newsEdit(id));
  await page.getByRole('radio', { name: PUBLICATION_UI.choices.scheduled }).check();
  const later = new Date(server.now().getTime() + 3_600_000);
  await page.getByLabel(PUBLICATION_UI.publishAtLabel).fill(sarajevoLocal(later.toISOString()));
  await page.getByRole('button', { name: WEB_UI.saveChanges }).click();
  await expect(page).not.toHaveURL(ROUTES.newsEdit(id));
  const scheduled = await (await page.request.get(API.news(id), { headers: { Authorization: `${AUTH_SCHEME} ${staff.token}` } })).json() as { status: string; publishAt: string };
  expect(scheduled.status).toBe('scheduled');
  expect(sarajevoLocal(scheduled.publishAt)).toBe(sarajevoLocal(later.toISOString()));
  expect(await publicSurfaces(page.request, id, title)).toEqual(nowhere);

  // A short schedule (seconds ahead, through the API: the form takes whole minutes), then a visitor in a fresh
  // browser: nothing is restarted or run, the item is there once its time has come.
  const soon = new Date(server.now().getTime() + 4_000).toISOString();
  const put = await page.request.put(API.news(id), {
    headers: { Authorization: `${AUTH_SCHEME} ${staff.token}` },
    multipart: { naslov: title, opis: 'Pozivamo građane na dane otvorenih vrata u subotu.', status: 'scheduled', publishAt: soon },
  });
  expect(put.status(), await put.text()).toBe(200);
  expect(await publicSurfaces(page.request, id, title)).toEqual(nowhere);
  const visitor = await browser.newContext({ baseURL: server.url });
  try {
    await expect.poll(async () => publicSurfaces(visitor.request, id, title), { timeout: 30_000 }).toEqual(everywhere);
    const home = await visitor.newPage();
    await home.goto('/');
    await expect(home.getByRole('article').filter({ hasText: title })).toBeAttached();
    await home.goto(ROUTES.newsDetail(id));
    await expect(home.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(home.getByText(PUBLICATION_UI.previewBanner)).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
