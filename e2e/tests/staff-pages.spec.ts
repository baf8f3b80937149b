import { API, AUTH_SCHEME, NEWS_PICTURE_UI, PUBLICATION_UI, ROUTES, SESSION_COOKIE, SESSION_UI, TOKEN_STORAGE_KEY, WEB_UI, type News } from '@dz/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiCreateNews } from '../support/api';
import { makePng } from '../support/files';
import { expect, test } from '../support/fixtures';

/**
 * Issue 36: staff never lose work, and never meet the 404 page for an item they may see. A save whose token went
 * missing (removed from storage in the open tab, as "clear site data" does) opens the sign-in dialog and, signed in,
 * saves what was typed. A draft's edit page and preview, opened by a full load (a bookmark, a reload), never show
 * "Stranica nije pronađena", not even before JavaScript: the browser's session cookie tells the server a staff
 * member asks (docs/architecture.md "Staff pages on a full load"). The public still gets the 404.
 */

const auth = (token: string) => ({ Authorization: `${AUTH_SCHEME} ${token}` });

async function apiCreateDraft(request: APIRequestContext, token: string, naslov: string, opis: string): Promise<number> {
  const res = await request.post(API.newsList, {
    headers: auth(token),
    multipart: { naslov, opis, imageAlt: 'Ulaz u Dom zdravlja', status: 'draft', slika: { name: 'slika.png', mimeType: 'image/png', buffer: makePng() } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as News).id;
}

/**
 * Records, from before the page's first byte is parsed (an init script, before any of the page's own), whether the
 * 404 page's heading is ever in the document, title included: the server's markup, hydration and every render after.
 */
async function watchForNotFound(page: Page) {
  await page.addInitScript((heading: string) => {
    const w = window as unknown as { sawNotFound: boolean };
    w.sawNotFound = false;
    const check = () => {
      if (document.documentElement?.textContent?.includes(heading)) w.sawNotFound = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, WEB_UI.notFoundHeading);
}
const sawNotFound = (page: Page) => page.evaluate(() => (window as unknown as { sawNotFound: boolean }).sawNotFound);

test.use({ viewport: { width: 1280, height: 900 } });

test('a token gone from storage mid-form: the save opens the sign-in dialog, and signed in, saves what was typed', async ({ staffPage: page, staff, request }) => {
  const item = await apiCreateNews(request, staff.token, `Raspored vakcinacije ${Date.now()}`, 'Vakcinacija utorkom.');
  await page.goto(ROUTES.newsEdit(item.id));
  const body = page.getByLabel(WEB_UI.newsBodyLabel, { exact: true });
  await expect(body).toHaveValue('Vakcinacija utorkom.');
  const typed = 'Vakcinacija utorkom i četvrtkom, od 8 do 12 sati.';
  await body.fill(typed);
  // The item came without a picture's text (the API's legacy fields): the form asks for one before it saves.
  await page.getByLabel(NEWS_PICTURE_UI.altLabel).fill('Sestra daje vakcinu');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: WEB_UI.logout })).toBeVisible();

  // As "clear site data" does it in an open tab: no storage event here, the screen still shows the session.
  await page.evaluate((key) => localStorage.removeItem(key), TOKEN_STORAGE_KEY);
  const isSave = (r: { url(): string; request(): { method(): string } }) => new URL(r.url()).pathname === API.news(item.id) && r.request().method() === 'PUT';
  const refused = page.waitForResponse(isSave);
  await page.getByRole('button', { name: WEB_UI.saveChanges }).click();
  expect((await refused).status()).toBe(401);

  const dialog = page.getByRole('dialog', { name: SESSION_UI.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(WEB_UI.sessionExpired)).toBeVisible();
  await expect(dialog.getByLabel(WEB_UI.username)).toHaveValue(staff.userName);
  // The menus say signed out; the form underneath still holds what was typed.
  await expect(footer.getByRole('link', { name: WEB_UI.login })).toBeVisible();
  await expect(body).toHaveValue(typed);
  const password = dialog.getByLabel(WEB_UI.password, { exact: true });
  await expect(password).toBeFocused();
  await page.screenshot({ path: '/work/shots/signin-missing-token.png' });

  await password.fill(staff.password);
  const retried = page.waitForResponse(isSave);
  await dialog.getByRole('button', { name: WEB_UI.loginButton }).click();
  expect((await retried).status()).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(ROUTES.newsEdit(item.id));
  await expect(footer.getByRole('button', { name: WEB_UI.logout })).toBeVisible();
  const saved = (await (await request.get(API.news(item.id))).json()) as News;
  expect([saved.naslov, saved.opis, saved.imageAlt]).toEqual([item.naslov, typed, 'Sestra daje vakcinu']);
});

test('a draft\'s edit page and preview, loaded in full and reloaded, never show the 404 page', async ({ staffPage: page, staff, request, browser, server }) => {
  const title = `Nacrt: dan dobrovoljnog darivanja krvi ${Date.now()}`;
  const id = await apiCreateDraft(request, staff.token, title, 'Darivanje krvi u subotu od 9 sati.');
  // Signed in (the session read once): the browser keeps the session cookie beside the token.
  await page.goto(ROUTES.home);
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(true);
  await watchForNotFound(page);

  // Opened from a bookmark (a full load), then reloaded: the form, filled with the draft.
  const edit = await page.goto(ROUTES.newsEdit(id));
  expect(edit?.status()).toBe(200);
  await expect(page.getByLabel(WEB_UI.newsTitleLabel, { exact: true })).toHaveValue(title);
  expect(await sawNotFound(page)).toBe(false);
  await page.reload();
  await expect(page.getByLabel(WEB_UI.newsTitleLabel, { exact: true })).toHaveValue(title);
  expect(await sawNotFound(page)).toBe(false);

  // The preview the same way: the item under its banner.
  const preview = await page.goto(ROUTES.newsDetail(id));
  expect(preview?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: PUBLICATION_UI.previewBanner })).toBeVisible();
  expect(await sawNotFound(page)).toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await sawNotFound(page)).toBe(false);

  // The public: the real 404, status and page, and nothing of the draft.
  const visitor = await browser.newContext({ baseURL: server.url });
  try {
    const v = await visitor.newPage();
    for (const url of [ROUTES.newsDetail(id), ROUTES.newsEdit(id)]) {
      expect((await v.goto(url))?.status(), url).toBe(404);
      await expect(v.getByRole('heading', { level: 1, name: WEB_UI.notFoundHeading })).toBeVisible();
      await expect(v.getByText(title)).toHaveCount(0);
    }
  } finally {
    await visitor.close();
  }
});
