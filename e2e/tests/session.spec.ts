import { ROUTES, TOKEN_STORAGE_KEY, WEB_UI, documentTypeByKind } from '@dz/contracts';
import { apiCreateDocument } from '../support/api';
import { test, expect } from '../support/fixtures';
import { nowSeconds, signToken } from '../support/jwt';

const brosura = documentTypeByKind('BROSURA');

test.describe('session', () => {
  test('an expired token counts as logged out and is removed', async ({ browser, server }) => {
    const token = signToken({ sub: '1', name: 'admin', role: 'Admin', exp: nowSeconds() - 60, iat: nowSeconds() - 3600 });
    const context = await browser.newContext({
      baseURL: server.url,
      storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: TOKEN_STORAGE_KEY, value: token }] }] },
    });
    const page = await context.newPage();
    await page.goto(brosura.listPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: WEB_UI.login })).toBeVisible();
    await expect(footer.getByRole('button', { name: WEB_UI.logout })).toHaveCount(0);
    await expect(page.getByRole('link', { name: WEB_UI.add })).toHaveCount(0);
    // The app reads (and drops) the stored token once it has hydrated, which waits for the page's screen code.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), TOKEN_STORAGE_KEY)).toBeNull();
    await context.close();
  });

  test('a token the server rejects (401) logs out cleanly and says so', async ({ browser, server, request, adminToken }) => {
    await apiCreateDocument(request, adminToken, brosura, 'Brošura o vakcinaciji');
    const forged = signToken({ sub: '1', name: 'admin', role: 'Admin', exp: nowSeconds() + 3600 }, 'not-the-server-secret');
    const context = await browser.newContext({
      baseURL: server.url,
      storageState: { cookies: [], origins: [{ origin: server.url, localStorage: [{ name: TOKEN_STORAGE_KEY, value: forged }] }] },
    });
    const page = await context.newPage();
    await page.goto(brosura.listPath);
    const item = page.getByRole('listitem').filter({ hasText: 'Brošura o vakcinaciji' }).first();
    page.once('dialog', (d) => void d.accept());
    await item.getByRole('button', { name: new RegExp(`^${WEB_UI.delete}`) }).click();
    await expect(page.getByText(WEB_UI.sessionExpired)).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: WEB_UI.login })).toBeVisible();
    await expect(item.getByRole('button', { name: new RegExp(`^${WEB_UI.delete}`) })).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_STORAGE_KEY)).toBeNull();
    await context.close();
  });

  test('Logout ends the session and staff screens ask to log in; the login comes back to the screen (issue 36)', async ({ staffPage: page, staff }) => {
    await page.goto(brosura.createPath);
    await expect(page.getByLabel(brosura.createLabel)).toBeVisible();
    await page.getByRole('contentinfo').getByRole('button', { name: WEB_UI.logout }).click();
    await expect(page.getByText(WEB_UI.loginRequired)).toBeVisible();
    // As the tour met it: the staff page loaded afresh, signed out.
    await page.reload();
    await expect(page.getByText(WEB_UI.loginRequired)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: WEB_UI.login }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(ROUTES.login);
    await page.getByLabel(WEB_UI.username).fill(staff.userName);
    await page.getByLabel(WEB_UI.password, { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: WEB_UI.loginButton }).click();
    await expect(page).toHaveURL(brosura.createPath);
    await expect(page.getByLabel(brosura.createLabel)).toBeVisible();
    await expect(page.getByText(WEB_UI.loginSuccess)).toBeVisible();
  });
});
