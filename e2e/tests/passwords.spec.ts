import AxeBuilder from '@axe-core/playwright';
import { API, API_ERRORS, AUDIT_ACTION_LABELS, AUTH_SCHEME, HISTORY_UI, ROUTES, TOKEN_STORAGE_KEY, WEB_UI, type Account } from '@dz/contracts';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiDeleteAccount, apiLogin, apiRegister } from '../support/api';
import { test, expect } from '../support/fixtures';

// docs/product.md "Passwords and roles": the own password, an admin's reset, the signed-in indicator.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const nav = (page: Page) => page.getByRole('navigation', { name: WEB_UI.mainNav });

/** An account of the test's own (never the shared admin's or the worker's staff account). */
async function ownAccount(request: APIRequestContext, adminToken: string, tag: string) {
  const userName = `lozinka-${tag}-${Date.now()}`;
  const password = 'pocetna-lozinka-1';
  const account: Account = await apiRegister(request, adminToken, { username: userName, email: `${userName}@dz.ba`, password });
  return { ...account, password };
}

/** A browser context already holding a token (an open session elsewhere). */
async function sessionPage(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: TOKEN_STORAGE_KEY, value: token }] }] },
  });
  return { context, page: await context.newPage() };
}

/** /dnevnik filtered as an admin would: by user name or by resource. */
async function auditOf(page: Page, filter: { actor?: string; resource?: string }) {
  await page.goto(ROUTES.audit);
  if (filter.actor) await page.getByLabel(HISTORY_UI.actor).selectOption(filter.actor);
  if (filter.resource) await page.getByLabel(HISTORY_UI.resource).selectOption(filter.resource);
  await page.getByRole('button', { name: HISTORY_UI.filter, exact: true }).click();
}

/** Signs in on /login: home, or /lozinka for a password someone else set (changed first, issue 21). */
async function signIn(page: Page, userName: string, password: string, landing: string = ROUTES.home) {
  await page.goto(ROUTES.login);
  await page.getByLabel(WEB_UI.username).fill(userName);
  await page.getByLabel(WEB_UI.password).fill(password);
  await page.getByRole('button', { name: WEB_UI.loginButton }).click();
  await expect(page.getByText(WEB_UI.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(landing);
}

/** Opens the account's menu in the navbar (inside the toggle's menu on a phone) and follows one of its entries. */
async function accountMenu(page: Page, userName: string) {
  if (await page.getByText(WEB_UI.menu).isVisible()) await page.getByText(WEB_UI.menu).click();
  const summary = nav(page).locator('.account-menu summary');
  await expect(summary).toHaveText(`${WEB_UI.signedInAs} ${userName}`);
  await summary.click();
  return nav(page).locator('.account-menu .dropdown-menu');
}

test.describe('passwords', () => {
  test('a user changes their own password: wrong current refused on its field, then a fresh session; the old one is refused; the new password signs in', async ({
    page, adminPage, browser, request, server, adminToken,
  }) => {
    const me = await ownAccount(request, adminToken, 'svoja');
    // A session elsewhere, opened before the change.
    const elsewhere = await sessionPage(browser, server.url, await apiLogin(request, me.userName, me.password));
    try {
      await signIn(page, me.userName, me.password);
      await (await accountMenu(page, me.userName)).getByRole('link', { name: WEB_UI.changePasswordButton }).click();
      await expect(page).toHaveURL(ROUTES.password);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(WEB_UI.passwordHeading);

      await page.getByLabel(WEB_UI.currentPassword).fill('pogresna-lozinka');
      await page.getByLabel(WEB_UI.newPassword).fill('nova-lozinka-123');
      await page.getByLabel(WEB_UI.repeatPassword).fill('nova-lozinka-123');
      await page.getByRole('button', { name: WEB_UI.changePasswordButton }).click();
      await expect(page.getByLabel(WEB_UI.currentPassword)).toHaveAccessibleDescription(API_ERRORS.currentPasswordWrong);

      await page.getByLabel(WEB_UI.currentPassword).fill(me.password);
      await page.getByRole('button', { name: WEB_UI.changePasswordButton }).click();
      await expect(page.getByText(WEB_UI.passwordChanged)).toBeVisible();
      await expect(page).toHaveURL('/');
      // Still signed in, on the fresh token: a staff screen loads its data (the request that would be refused is answered).
      const staffList = page.waitForResponse((r) => new URL(r.url()).pathname === API.noticesAll);
      await page.goto(ROUTES.notices);
      expect((await staffList).status()).toBe(200);
      await expect(page.getByText(WEB_UI.sessionExpired)).toHaveCount(0);
      await expect(page.getByRole('contentinfo').getByRole('button', { name: WEB_UI.logout })).toBeVisible();

      // The session opened before the change: its next request is refused, and the site signs it out.
      await elsewhere.page.goto(ROUTES.notices);
      await expect(elsewhere.page.getByText(WEB_UI.sessionExpired)).toBeVisible();
      await expect(elsewhere.page.getByRole('contentinfo').getByRole('link', { name: WEB_UI.login })).toBeVisible();

      // Odjava, then the new password signs in and the old one does not.
      await (await accountMenu(page, me.userName)).getByRole('button', { name: WEB_UI.signOut }).click();
      await expect(page.getByText(WEB_UI.loggedOut)).toBeVisible();
      await expect(nav(page).locator('.account-menu')).toHaveCount(0);
      expect((await request.post(API.login, { data: { username: me.userName, password: me.password } })).status()).toBe(401);
      await signIn(page, me.userName, 'nova-lozinka-123');

      // The audit log (admins) names the wrong attempt, the change and the sign-ins, never the passwords.
      await auditOf(adminPage, { actor: me.userName });
      const rows = adminPage.getByRole('row');
      await expect(rows.filter({ hasText: AUDIT_ACTION_LABELS['password-change'] }).first()).toBeVisible();
      await expect(rows.filter({ hasText: AUDIT_ACTION_LABELS.login }).first()).toBeVisible();
      await expect(adminPage.getByRole('main')).not.toContainText('nova-lozinka-123');
    } finally {
      await elsewhere.context.close();
      await apiDeleteAccount(request, adminToken, me.userName);
    }
  });

  test('an admin sets a staff member\'s password on /nalozi; their old session stops, the new password signs in and must be changed first', async ({
    adminPage, page, request, adminToken,
  }) => {
    const member = await ownAccount(request, adminToken, 'reset');
    const oldToken = await apiLogin(request, member.userName, member.password);
    try {
      await adminPage.goto(ROUTES.accounts);
      const row = adminPage.getByRole('row').filter({ hasText: member.userName });
      await expect(row.getByRole('cell', { name: 'Osoblje', exact: true })).toBeVisible();
      await row.getByRole('button', { name: WEB_UI.forItem(WEB_UI.resetPassword, member.userName) }).click();
      const form = adminPage.getByRole('region', { name: WEB_UI.resetPasswordHeading(member.userName) });
      await expect(form.getByLabel(WEB_UI.newPassword)).toBeFocused();
      const axe = await new AxeBuilder({ page: adminPage }).withTags(WCAG).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      await form.getByLabel(WEB_UI.newPassword).fill('postavljena-lozinka-1');
      await form.getByRole('button', { name: WEB_UI.resetPasswordButton }).click();
      await expect(adminPage.getByText(WEB_UI.passwordReset(member.userName))).toBeVisible();
      await expect(form).toHaveCount(0);

      const old = await request.get(API.noticesAll, { headers: { Authorization: `${AUTH_SCHEME} ${oldToken}` } });
      expect([old.status(), (await old.json()).message]).toEqual([401, API_ERRORS.invalidToken]);

      // Someone else's password is changed first: the sign-in leads to /lozinka, and a staff screen offers no form
      // until it is, only the notice that links there.
      await signIn(page, member.userName, 'postavljena-lozinka-1', ROUTES.password);
      await page.goto(ROUTES.newsCreate);
      await expect(page.getByRole('heading', { level: 1, name: WEB_UI.newsCreateHeading })).toBeVisible();
      await expect(page.getByLabel(WEB_UI.newsTitleLabel)).toHaveCount(0);
      await page.getByRole('link', { name: WEB_UI.changeTemporaryPassword }).click();
      await expect(page).toHaveURL(ROUTES.password);
      await page.getByLabel(WEB_UI.currentPassword).fill('postavljena-lozinka-1');
      await page.getByLabel(WEB_UI.newPassword).fill('moja-vlastita-lozinka-7');
      await page.getByLabel(WEB_UI.repeatPassword).fill('moja-vlastita-lozinka-7');
      await page.getByRole('button', { name: WEB_UI.changePasswordButton }).click();
      await expect(page).toHaveURL(ROUTES.home);
      await page.goto(ROUTES.newsCreate);
      await expect(page.getByLabel(WEB_UI.newsTitleLabel)).toBeVisible();

      // The audit log: the admin's reset of this account, named by its name (issue 41).
      await auditOf(adminPage, { resource: 'Account' });
      await expect(adminPage.getByRole('row').filter({ hasText: AUDIT_ACTION_LABELS['password-reset'] }).filter({ hasText: member.userName }).first()).toBeVisible();
    } finally {
      await apiDeleteAccount(request, adminToken, member.userName);
    }
  });
});

test.describe('who is signed in, in the header', () => {
  for (const width of [1280, 375]) {
    test(`at ${width} px: the user name opens the account menu, "Uređivanje" the staff's screens; nothing overflows`, async ({ staffPage: page, staff }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(ROUTES.home);
      const menu = await accountMenu(page, staff.userName);
      await expect(menu.getByRole('link', { name: WEB_UI.changePasswordButton })).toBeVisible();
      await expect(menu.getByRole('button', { name: WEB_UI.signOut })).toBeVisible();
      await expect(menu.getByRole('link', { name: WEB_UI.accounts })).toHaveCount(0);

      const staffMenu = nav(page).locator('.staff-menu');
      await staffMenu.locator('summary').first().click();
      await expect(staffMenu.getByRole('link', { name: WEB_UI.newsCreateHeading })).toBeVisible();
      await staffMenu.getByText('Novi dokument').click();
      await expect(staffMenu.getByRole('link', { name: 'Zakoni (Edukacijski centar)' })).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Inside the viewport, also the menus that open leftwards.
      for (const box of [await staffMenu.locator('.dropdown-menu').boundingBox(), await nav(page).locator('.account-menu summary').boundingBox()]) {
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      }
      if (width === 1280) {
        // One row: the menus sit beside the public entries.
        const name = (await nav(page).locator('.account-menu summary').boundingBox())!;
        const home = (await nav(page).getByRole('link', { name: 'Naslovna', exact: true }).boundingBox())!;
        expect(Math.abs(name.y - home.y)).toBeLessThan(4);
      }
    });
  }

  test('an admin\'s account menu also leads to Nalozi', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(ROUTES.home);
    const summary = nav(page).locator('.account-menu summary');
    await summary.click();
    await nav(page).locator('.account-menu').getByRole('link', { name: WEB_UI.accounts }).click();
    await expect(page).toHaveURL(ROUTES.accounts);
  });
});

test.describe('the password screen', () => {
  for (const width of [1280, 375]) {
    test(`has no axe violations at ${width} px, with its messages shown`, async ({ staffPage: page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(ROUTES.password);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(WEB_UI.passwordHeading);
      await page.getByRole('button', { name: WEB_UI.changePasswordButton }).click();
      await expect(page.getByText(WEB_UI.fieldRequired).first()).toBeVisible();
      const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});
