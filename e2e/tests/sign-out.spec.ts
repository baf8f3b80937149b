import { API, API_ERRORS, AUTH_SCHEME, ROUTES, SIGN_OUT_API, SIGN_OUT_UI, TOKEN_STORAGE_KEY, WEB_UI } from '@dz/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiRegister } from '../support/api';
import { test, expect } from '../support/fixtures';

// Issue 20 in a real browser: signing in makes the browser a known device (an httpOnly cookie it sends back on
// the next login), "Logout" ends the token on the server too, and /lozinka signs out every device.

const PASSWORD = 'Zeleni-Tramvaj-Ispod-Trebevica-19';

/** An account of the test's own (a sign-out ends only its sessions). */
async function ownAccount(request: APIRequestContext, adminToken: string, tag: string) {
  const userName = `odjava-${tag}-${Date.now()}`;
  await apiRegister(request, adminToken, { username: userName, email: `${userName}@dz.ba`, password: PASSWORD });
  return userName;
}

async function signIn(page: Page, userName: string) {
  await page.goto(ROUTES.login);
  // A page opened here (not a fixture's) waits for the app as well before it types.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel(WEB_UI.username).fill(userName);
  await page.getByLabel(WEB_UI.password, { exact: true }).fill(PASSWORD);
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === API.login);
  await page.getByRole('button', { name: WEB_UI.loginButton }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText(WEB_UI.loginSuccess)).toBeVisible();
}

const storedToken = (page: Page) => page.evaluate((k) => localStorage.getItem(k), TOKEN_STORAGE_KEY);
const refused = { status: 401, message: API_ERRORS.invalidToken };

test.describe('sign-out', () => {
  test('signing in leaves an httpOnly device cookie the next login sends; Logout ends the token on the server, a copy of it too', async ({
    page, request, adminToken,
  }) => {
    const userName = await ownAccount(request, adminToken, 'uredjaj');
    await signIn(page, userName);
    const [device] = (await page.context().cookies()).filter((c) => c.name.startsWith('dz_uredjaj_'));
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: API.accounts, secure: false });
    expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(179 * 24 * 3600 * 1000);
    // Scripts never see it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('dz_uredjaj_');

    const copied = await storedToken(page);
    expect(copied).toBeTruthy();
    const ended = page.waitForResponse((r) => new URL(r.url()).pathname === SIGN_OUT_API.logout);
    await page.getByRole('contentinfo').getByRole('button', { name: WEB_UI.logout }).click();
    expect((await ended).status()).toBe(204);
    await expect(page.getByText(WEB_UI.loggedOut)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    // The token copied before Logout is refused from now on.
    const after = await request.get(API.bin, { headers: { Authorization: `${AUTH_SCHEME} ${copied}` } });
    expect(after.status()).toBe(401);
    expect(await after.json()).toEqual(refused);

    // The next login from this browser carries the device cookie.
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === API.login);
    await signIn(page, userName);
    expect((await (await sent).allHeaders()).cookie ?? '').toContain(`${device!.name}=`);
  });

  test('"Odjavi se sa svih uređaja" on /lozinka ends the sessions of every device, this one too', async ({ page, browser, request, adminToken, server }) => {
    const userName = await ownAccount(request, adminToken, 'svi');
    // Another device, signed in before.
    const other = await browser.newContext({ baseURL: server.url });
    const otherPage = await other.newPage();
    await signIn(otherPage, userName);
    const otherToken = await storedToken(otherPage);

    await signIn(page, userName);
    await page.goto(ROUTES.password);
    page.once('dialog', (d) => {
      expect(d.message()).toBe(SIGN_OUT_UI.everywhereConfirm);
      void d.accept();
    });
    const ended = page.waitForResponse((r) => new URL(r.url()).pathname === SIGN_OUT_API.logoutEverywhere);
    await page.getByRole('button', { name: SIGN_OUT_UI.everywhere }).click();
    expect((await ended).status()).toBe(204);
    await expect(page.getByText(SIGN_OUT_UI.everywhereDone)).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: WEB_UI.login })).toBeVisible();
    expect(await storedToken(page)).toBeNull();

    // The other device's token is refused, and its next staff screen signs it out.
    expect((await request.get(API.bin, { headers: { Authorization: `${AUTH_SCHEME} ${otherToken}` } })).status()).toBe(401);
    await otherPage.goto(ROUTES.notices);
    await expect(otherPage.getByText(WEB_UI.sessionExpired)).toBeVisible();
    await other.close();
  });
});
