import { DEFAULT_ROLE, ROUTES, WEB_UI } from '@dz/contracts';
import { test, expect } from '../support/fixtures';
import { E2E } from '../support/env';

test.describe('accounts', () => {
  test('a wrong password gets the failure snackbar in the error style', async ({ page }) => {
    await page.goto(ROUTES.login);
    await page.getByLabel(WEB_UI.username).fill(E2E.adminUserName);
    await page.getByLabel(WEB_UI.password).fill('pogresna-lozinka');
    await page.getByRole('button', { name: WEB_UI.loginButton }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: WEB_UI.loginFailed });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-type', 'error');
    await expect(page).toHaveURL(ROUTES.login);
  });

  test('an admin logs in, registers a user, sees it in /nalozi and deletes it', async ({ page }) => {
    await page.goto(ROUTES.login);
    await page.getByLabel(WEB_UI.username).fill(E2E.adminUserName);
    await page.getByLabel(WEB_UI.password).fill(E2E.adminPassword);
    await page.getByRole('button', { name: WEB_UI.loginButton }).click();
    await expect(page.getByText(WEB_UI.loginSuccess)).toBeVisible();
    await expect(page).toHaveURL('/');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: WEB_UI.accounts })).toBeVisible();
    await footer.getByRole('link', { name: WEB_UI.register }).click();
    await expect(page).toHaveURL(ROUTES.register);

    const userName = `novi.korisnik${Date.now()}`;
    const submit = page.getByRole('button', { name: WEB_UI.createUser });
    await submit.click();
    await expect(page.getByText(WEB_UI.fieldRequired).first()).toBeVisible();
    await page.getByLabel(WEB_UI.username).fill(userName);
    await page.getByLabel(WEB_UI.email).fill('nije-email');
    await page.getByLabel(WEB_UI.password).fill('lozinka-za-test');
    await submit.click();
    await expect(page.getByText('Neispravna e-mail adresa')).toBeVisible();
    await page.getByLabel(WEB_UI.email).fill(`${userName}@dz.ba`);
    await page.getByLabel(WEB_UI.role).selectOption(DEFAULT_ROLE);
    await submit.click();
    await expect(page.getByText(WEB_UI.registerSuccess)).toBeVisible();
    await expect(page).toHaveURL(ROUTES.accounts);

    const userRow = page.getByRole('row').filter({ hasText: userName });
    await expect(userRow).toBeVisible();
    page.once('dialog', (d) => void d.accept());
    await userRow.getByRole('button', { name: `${WEB_UI.delete}: ${userName}` }).click();
    await expect(userRow).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: E2E.adminUserName })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: userName })).toHaveCount(0);
  });

  test("registering a taken name shows the server's message", async ({ adminPage: page }) => {
    await page.goto(ROUTES.register);
    await page.getByLabel(WEB_UI.username).fill(E2E.adminUserName);
    await page.getByLabel(WEB_UI.email).fill('drugi@dz.ba');
    await page.getByLabel(WEB_UI.password).fill('lozinka-za-test');
    await page.getByRole('button', { name: WEB_UI.createUser }).click();
    await expect(page.getByRole('main').getByText('Korisničko ime je zauzeto')).toBeVisible();
    await expect(page).toHaveURL(ROUTES.register);
  });

  test('a logged-in non-admin sees both denial messages and no admin links', async ({ staffPage: page }) => {
    await page.goto(ROUTES.register);
    await expect(page.getByText(WEB_UI.registerDenied)).toBeVisible();
    await expect(page.getByRole('button', { name: WEB_UI.createUser })).toHaveCount(0);
    await page.goto(ROUTES.accounts);
    await expect(page.getByText(WEB_UI.accountsDenied)).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button', { name: WEB_UI.logout })).toBeVisible();
    await expect(footer.getByRole('link', { name: WEB_UI.accounts })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: WEB_UI.register })).toHaveCount(0);
  });

  test('a visitor is denied too', async ({ page }) => {
    await page.goto(ROUTES.accounts);
    await expect(page.getByText(WEB_UI.accountsDenied)).toBeVisible();
    await page.goto(ROUTES.register);
    await expect(page.getByText(WEB_UI.registerDenied)).toBeVisible();
  });
});
