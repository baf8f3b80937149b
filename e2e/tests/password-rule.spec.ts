import { API, API_ERRORS, AUTH_SCHEME, PASSWORD_UI, ROUTES, WEB_UI, type Account } from '@dz/contracts';
import type { Page } from '@playwright/test';
import { apiRegister } from '../support/api';
import { test, expect } from '../support/fixtures';

// Issue 20, "Passwords": "12345678" was accepted. One rule (contracts password-strength.ts) on registration, the
// own change and an admin's reset, refused in the browser before sending and by the server; a show-password toggle
// on every password field; the rule's dictionaries downloaded only by screens with a new password.

const STRONG = 'zeleni-kamion-pjeva-7';
/** The rule's dictionaries: a chunk of their own (password-estimator-*.js). */
const ESTIMATOR = /\/static\/password-estimator-[^/]+\.js$/;

/** Every script URL the page asks for from now on. */
function scriptsOf(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script') urls.push(r.url()); });
  return urls;
}

test.describe('the password rule', () => {
  test('the API refuses a weak password on register, with the field and the Bosnian reason, and creates nothing', async ({ request, adminToken }) => {
    const userName = `zlatokosa${Date.now()}`;
    for (const [password, message] of [
      ['12345678', API_ERRORS.passwordTooShort], ['lozinka123', API_ERRORS.passwordTooGuessable],
      ['Sarajevo2024', API_ERRORS.passwordTooGuessable], [`${userName}1`, API_ERRORS.passwordTooGuessable],
    ]) {
      const res = await request.post(API.register, { data: { username: userName, email: `${userName}@dz.ba`, password }, headers: { Authorization: `${AUTH_SCHEME} ${adminToken}` } });
      expect(await res.json(), password).toEqual({ status: 400, message, field: 'password' });
    }
    const list = await request.get(API.accounts, { headers: { Authorization: `${AUTH_SCHEME} ${adminToken}` } });
    expect(((await list.json()) as Account[]).map((a) => a.userName)).not.toContain(userName);
  });

  test('register: the live hint follows what is typed, a weak password is refused under the field before sending, a strong one is created', async ({ adminPage: page }) => {
    const userName = `vjetrenjaca${Date.now()}`;
    await page.goto(ROUTES.register);
    await page.getByLabel(WEB_UI.username).fill(userName);
    await page.getByLabel(WEB_UI.email).fill(`${userName}@dz.ba`);
    const password = page.getByLabel(WEB_UI.password);
    const hint = page.locator('.password-strength');
    await expect(hint).toHaveAttribute('aria-live', 'polite');
    await expect(hint).toHaveText(PASSWORD_UI.rule);
    let registers = 0;
    page.on('request', (r) => { if (r.url().endsWith(API.register)) registers += 1; });

    await password.fill(`${userName}2024`);
    await expect(hint).toContainText('korisničko ime');
    await page.getByRole('button', { name: WEB_UI.createUser }).click();
    await expect(password).toBeFocused();
    await expect(password).toHaveAccessibleDescription(new RegExp(API_ERRORS.passwordTooGuessable.slice(0, 30)));
    await expect(page).toHaveURL(ROUTES.register);

    await password.fill(STRONG);
    await expect(hint).toHaveText(PASSWORD_UI.strong);
    expect(registers).toBe(0);
    await page.getByRole('button', { name: WEB_UI.createUser }).click();
    await expect(page.getByText(WEB_UI.registerSuccess)).toBeVisible();
    expect(registers).toBe(1);
  });

  test('/lozinka and an admin\'s reset refuse a weak new password before sending', async ({ page, adminPage, request, adminToken }) => {
    const userName = `kamenolom${Date.now()}`;
    const me = await apiRegister(request, adminToken, { username: userName, email: `${userName}@dz.ba`, password: STRONG });

    await adminPage.goto(ROUTES.accounts);
    await adminPage.getByRole('button', { name: WEB_UI.forItem(WEB_UI.resetPassword, me.userName) }).click();
    const form = adminPage.getByRole('region', { name: WEB_UI.resetPasswordHeading(me.userName) });
    await form.getByLabel(WEB_UI.newPassword).fill(`${userName}123`);
    await form.getByRole('button', { name: WEB_UI.resetPasswordButton }).click();
    await expect(form.getByLabel(WEB_UI.newPassword)).toHaveAccessibleDescription(new RegExp(API_ERRORS.passwordTooGuessable.slice(0, 30)));
    await expect(form).toBeVisible();

    await page.goto(ROUTES.login);
    await page.getByLabel(WEB_UI.username).fill(me.userName);
    await page.getByLabel(WEB_UI.password).fill(STRONG);
    await page.getByRole('button', { name: WEB_UI.loginButton }).click();
    await expect(page.getByText(WEB_UI.loginSuccess)).toBeVisible();
    await page.goto(ROUTES.password);
    await page.getByLabel(WEB_UI.currentPassword).fill(STRONG);
    await page.getByLabel(WEB_UI.newPassword).fill('Sarajevo2024');
    await page.getByLabel(WEB_UI.repeatPassword).fill('Sarajevo2024');
    await page.getByRole('button', { name: WEB_UI.changePasswordButton }).click();
    await expect(page.getByLabel(WEB_UI.newPassword)).toBeFocused();
    await expect(page.getByLabel(WEB_UI.newPassword)).toHaveAccessibleDescription(new RegExp(API_ERRORS.passwordTooGuessable.slice(0, 30)));
    await expect(page.getByText(WEB_UI.passwordChanged)).toHaveCount(0);
  });
});

test.describe('the show-password toggle', () => {
  test('on the login form: type, reveal, keep typing in the field; from the keyboard it hides again; nothing is submitted', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto(ROUTES.login);
    const password = page.getByLabel(WEB_UI.password);
    await password.click();
    await page.keyboard.type('tajna');
    await page.getByRole('button', { name: PASSWORD_UI.show }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toBeFocused();
    await page.keyboard.type('-lozinka');
    await expect(password).toHaveValue('tajna-lozinka');

    const toggle = page.getByRole('button', { name: PASSWORD_UI.hide });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: PASSWORD_UI.show })).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(ROUTES.login);
    await expect(page.getByText(WEB_UI.loginFailed)).toHaveCount(0);
    // A login checks no strength: the rule's dictionaries were never downloaded.
    expect(scripts.filter((u) => ESTIMATOR.test(u))).toEqual([]);
  });
});

test('the rule\'s dictionaries: never on the public pages, only on a screen with a new password', async ({ page, staffPage }) => {
  const publicScripts = scriptsOf(page);
  for (const path of [ROUTES.home, ROUTES.login]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(publicScripts.length).toBeGreaterThan(0);
  expect(publicScripts.filter((u) => ESTIMATOR.test(u))).toEqual([]);

  const staffScripts = scriptsOf(staffPage);
  await staffPage.goto(ROUTES.password);
  await expect(staffPage.locator('.password-strength')).toHaveText(PASSWORD_UI.rule);
  await staffPage.getByLabel(WEB_UI.newPassword).fill('lozinka123');
  await expect(staffPage.locator('.password-strength')).toContainText(PASSWORD_UI.weak);
  expect(staffScripts.filter((u) => ESTIMATOR.test(u))).toHaveLength(1);
});
