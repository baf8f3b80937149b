import { API, EDIT_UI, IMAGE_FIELD, ROUTES, WEB_UI, itemTag, type ItemVersion, type News } from '@dz/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { makePng } from '../support/files';
import { E2E } from '../support/env';
import { expect, test } from '../support/fixtures';

/**
 * Issue 36, the tour's story: a restored local draft never overwrites a newer save. A (staff) and B (an admin), each in
 * a browser of their own, open one news item; A saves; B's save gets the conflict view; B closes the tab and later
 * opens the item again, takes the restored draft and saves: the conflict view again (the draft is sent as made from
 * the version B typed over), A's sentence still on the server; B overwrites on purpose, and the versions keep both.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const body = (page: Page) => page.getByLabel(WEB_UI.newsBodyLabel, { exact: true });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function newsNow(request: APIRequestContext, id: number): Promise<News> {
  const res = await request.get(API.news(id));
  expect(res.status()).toBe(200);
  return (await res.json()) as News;
}

/** The local drafts a page's browser keeps: their values and the version each was typed over. */
const drafts = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('dz-draft:')).map((k) => JSON.parse(localStorage.getItem(k)!) as { values: { opis?: string }; base: string | null }));

test('a draft restored after someone else saved opens the conflict view on save, and overwrites only on purpose', async ({ staffPage: a, adminPage: b, request, adminToken, staff }) => {
  const title = `Novost dvojice urednika ${Date.now()}`;
  const original = 'Ambulanta radi od 7 do 19 sati.';
  const sentenceOfA = 'Subotom radi od 8 do 12 sati.';
  const textOfB = 'Ambulanta radi od 7 do 20 sati, i nedjeljom.';
  const created = await request.post(API.newsList, {
    headers: bearer(adminToken),
    multipart: { naslov: title, opis: original, imageAlt: 'Ulaz u ambulantu', [IMAGE_FIELD]: { name: 'slika.png', mimeType: 'image/png', buffer: makePng() } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const news = (await created.json()) as News;

  await a.goto(ROUTES.newsEdit(news.id));
  await b.goto(ROUTES.newsEdit(news.id));
  await expect(body(a)).toHaveValue(original);
  await expect(body(b)).toHaveValue(original);

  // A adds a sentence and saves.
  await body(a).fill(`${original} ${sentenceOfA}`);
  await a.getByRole('button', { name: WEB_UI.saveChanges }).click();
  await expect(a.getByText(EDIT_UI.savedHeading, { exact: true })).toBeVisible();
  expect((await newsNow(request, news.id)).opis).toBe(`${original} ${sentenceOfA}`);

  // B, still on the version before, saves: the conflict view. B's draft says which version it was typed over.
  await body(b).fill(textOfB);
  await b.getByRole('button', { name: WEB_UI.saveChanges }).click();
  await expect(b.getByRole('heading', { name: EDIT_UI.conflictHeading })).toBeFocused();
  await expect.poll(() => drafts(b)).toEqual([expect.objectContaining({ values: expect.objectContaining({ opis: textOfB }), base: itemTag(news.updatedAt) })]);

  // B closes the tab without choosing, and opens the item again later in a new one.
  const context = b.context();
  await b.close();
  const again = await context.newPage();
  await again.goto(ROUTES.newsEdit(news.id));
  await again.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(again.getByRole('status').filter({ hasText: /Vraćen je nesačuvani nacrt od \d\d:\d\d\./ })).toBeVisible();
  await expect(body(again)).toHaveValue(textOfB);

  // The restored draft's save is sent as made from the version B typed over: refused, the conflict view, A's sentence kept.
  const put = again.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(API.news(news.id)));
  await again.getByRole('button', { name: WEB_UI.saveChanges }).click();
  expect((await put).headers()['if-match']).toBe(itemTag(news.updatedAt));
  const heading = again.getByRole('heading', { name: EDIT_UI.conflictHeading });
  await expect(heading).toBeFocused();
  await expect(again.getByRole('alert')).toContainText(`sačuvao/la ${staff.userName}`);
  const view = again.locator('.conflict');
  await expect(view.getByText(`${original} ${sentenceOfA}`, { exact: true })).toBeVisible();
  await expect(view.getByText(textOfB, { exact: true })).toBeVisible();
  await expect(view.locator('del').filter({ hasText: 'Subotom' })).toBeVisible();
  expect((await newsNow(request, news.id)).opis).toBe(`${original} ${sentenceOfA}`);
  await again.screenshot({ path: test.info().outputPath('conflict-restored.png'), fullPage: true });

  // B overwrites on purpose: B's text is saved, and the versions keep A's save and B's.
  await again.getByRole('button', { name: EDIT_UI.keepMine }).click();
  await expect(again).toHaveURL(ROUTES.home);
  expect((await newsNow(request, news.id)).opis).toBe(textOfB);
  expect(await drafts(again)).toEqual([]);
  const res = await request.get(API.newsVersions(news.id), { headers: bearer(adminToken) });
  expect(res.status()).toBe(200);
  const versions = (await res.json()) as ItemVersion[];
  expect(versions.find((v) => v.savedBy === staff.userName && v.text.includes(sentenceOfA))).toBeTruthy();
  expect(versions[0]).toMatchObject({ savedBy: E2E.adminUserName, text: expect.stringContaining(textOfB) });
});
