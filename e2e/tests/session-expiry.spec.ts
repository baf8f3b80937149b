import AxeBuilder from '@axe-core/playwright';
import { API, NEWS_PICTURE_UI, ROUTES, SESSION_UI, TOKEN_STORAGE_KEY, WEB_UI, type News } from '@dz/contracts';
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { apiListNews } from '../support/api';
import { makePng } from '../support/files';
import { expect, test } from '../support/fixtures';
import { nowSeconds, signToken } from '../support/jwt';

/**
 * Issue 21: a session that ends mid-form costs nothing. The staff member's real session (a login's token) is signed
 * again with ten minutes left (the e2e server takes no JWT_TTL_SECONDS of its own; the tests know its secret,
 * support/jwt.ts), and the browser's clock (Playwright's, installed at the real time) is moved on instead of waiting:
 * the banner five minutes before the end, the menus signed out at the end. The save then goes out without a token,
 * the server refuses it (401), the sign-in dialog comes over the form, and after the password the same save is sent
 * again: the news item holds what was typed, the chosen image included. At a desktop's and a phone's width, axe clean
 * with the banner and with the dialog on screen.
 */

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const LEFT_SECONDS = 600;

async function expectAxeClean(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The same session (account, version, sign-in time) as the server issued it, ending `seconds` from now. */
function endingSoon(token: string, seconds: number): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  const now = nowSeconds();
  return signToken({ ...claims, iat: now, exp: now + seconds, jti: randomBytes(12).toString('hex') });
}

/** A JPEG's width and height, from its frame header (the server stores news images as JPEG). */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < jpeg.length) {
    const marker = jpeg[at + 1]!;
    const length = jpeg.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error('no JPEG frame header');
}

for (const width of [1280, 375]) {
  test(`at ${width} px: a token expired mid-form, the save signs in again in place and the news item is saved as typed, image included`, async ({ browser, server, staff, request }) => {
    const context = await browser.newContext({
      baseURL: server.url,
      locale: 'bs-BA',
      viewport: { width, height: 900 },
      storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: TOKEN_STORAGE_KEY, value: endingSoon(staff.token, LEFT_SECONDS) }] }] },
    });
    await context.clock.install({ time: Date.now() });
    const page = await context.newPage();
    await page.goto(ROUTES.newsCreate);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button', { name: WEB_UI.logout })).toBeVisible();

    const title = `Dan otvorenih vrata ${width} ${Date.now()}`;
    const body = 'Pregledi bez zakazivanja, od 8 do 14 sati, u svim ambulantama.';
    const [imageWidth, imageHeight] = width === 1280 ? [123, 77] : [97, 61];
    await page.getByLabel(WEB_UI.newsTitleLabel).fill(title);
    // exact: 'Opis slike (alternativni tekst)' and 'Ukrasna slika (bez opisa)' hold the body's label too.
    await page.getByLabel(WEB_UI.newsBodyLabel, { exact: true }).fill(body);
    await page.getByLabel(NEWS_PICTURE_UI.altLabel).fill('Otvorena vrata ambulante');
    await page.getByLabel(WEB_UI.imageLabel, { exact: true }).setInputFiles({ name: 'vrata.png', mimeType: 'image/png', buffer: makePng(imageWidth, imageHeight) });
    await expect(page.getByRole('img', { name: WEB_UI.imagePreview })).toBeVisible();

    // Five minutes before the end: the polite banner, not a modal.
    await page.clock.fastForward((LEFT_SECONDS - 290) * 1000);
    const ending = page.getByRole('status').filter({ hasText: SESSION_UI.ending });
    await expect(ending).toBeVisible();
    await expect(ending.getByRole('button', { name: SESSION_UI.stay })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAxeClean(page);

    // The end: the menus say signed out at once, with no request; the form is as it was.
    await page.clock.fastForward(300 * 1000);
    await expect(footer.getByRole('link', { name: WEB_UI.login })).toBeVisible();
    await expect(footer.getByRole('button', { name: WEB_UI.logout })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: SESSION_UI.expired })).toBeVisible();
    await expect(page.getByLabel(WEB_UI.newsTitleLabel)).toHaveValue(title);

    // The save: refused (no session), the dialog over the form.
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === API.newsList && r.request().method() === 'POST');
    await page.getByRole('button', { name: WEB_UI.newsCreateButton }).click();
    expect((await refused).status()).toBe(401);
    const dialog = page.getByRole('dialog', { name: SESSION_UI.dialogTitle });
    await expect(dialog).toBeVisible();
    // Why: the session's end (the refused save itself only said that a sign-in is needed).
    await expect(dialog.getByText(WEB_UI.sessionExpired)).toBeVisible();
    await expect(dialog.getByLabel(WEB_UI.username)).toHaveValue(staff.userName);
    await expect(dialog.getByLabel(WEB_UI.username)).not.toBeEditable();
    const password = dialog.getByLabel(WEB_UI.password, { exact: true });
    await expect(password).toBeFocused();
    // The focus stays inside: round the dialog both ways.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), key).toBe(true);
    }
    await expectAxeClean(page);
    // Underneath, the form still holds everything.
    await expect(page.getByLabel(WEB_UI.newsTitleLabel)).toHaveValue(title);
    await expect(page.getByLabel(WEB_UI.newsBodyLabel, { exact: true })).toHaveValue(body);

    await password.fill(staff.password);
    const retried = page.waitForResponse((r) => new URL(r.url()).pathname === API.newsList && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: WEB_UI.loginButton }).click();
    expect((await retried).status()).toBe(201);
    await expect(dialog).toHaveCount(0);
    // The save's own ending (home, its message), not the login page's welcome.
    await expect(page).toHaveURL(ROUTES.home);
    await expect(page.getByText(WEB_UI.created)).toBeVisible();
    await expect(page.getByText(WEB_UI.loginSuccess)).toHaveCount(0);
    await expect(footer.getByRole('button', { name: WEB_UI.logout })).toBeVisible();

    const saved = (await apiListNews(request)).filter((n) => n.naslov === title);
    expect(saved).toHaveLength(1);
    const news = (await (await request.get(API.news(saved[0]!.id))).json()) as News;
    expect([news.naslov, news.opis]).toEqual([title, body]);
    const image = await request.get(API.newsImage(news.id, 'full'));
    expect(image.status()).toBe(200);
    expect(jpegSize(await image.body())).toEqual({ width: imageWidth, height: imageHeight });
    await context.close();
  });
}
