import AxeBuilder from '@axe-core/playwright';
import { API, ROUTES, TOKEN_STORAGE_KEY, TWO_FACTOR_API, TWO_FACTOR_ERRORS, TWO_FACTOR_UI, WEB_UI } from '@dz/contracts';
import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { apiRegister } from '../support/api';
import { test, expect } from '../support/fixtures';

// Issue 20: two-factor sign-in (TOTP, RFC 6238) as a staff member uses it.
//
// The codes are computed for the SERVER's time, not the real one: the e2e servers run on a pinned clock (CLOCK_AT,
// support/env.ts) that started when the server logged "CLOCK_AT: the server's clock started" and runs on at real
// speed; the server checks codes against that clock (AppDeps.now). `server.now()` (support/server.ts) reads the
// start from that log line's time, so it is the server's time to a few ms. A code belongs to a 30 s step; the server
// accepts one step either side of its own and each step once (the enrolment's step included).

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const codeAt = (secret: string, at: Date) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });

async function fillLogin(page: Page, userName: string, password: string) {
  await page.goto(ROUTES.login);
  await page.getByLabel(WEB_UI.username).fill(userName);
  await page.getByLabel(WEB_UI.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: WEB_UI.loginButton }).click();
}

test('a staff member turns on two-factor sign-in on /lozinka, signs out, and signs in with password and code', async ({ page, request, adminToken, server }) => {
  const userName = `dva-koraka-${Date.now()}`;
  const password = 'Kestenova-Kora-Na-Bistrik-77';
  await apiRegister(request, adminToken, { username: userName, email: `${userName}@dz.ba`, password });

  await fillLogin(page, userName, password);
  await expect(page.getByText(WEB_UI.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL('/');

  await page.goto(ROUTES.password);
  const section = page.getByRole('region', { name: TWO_FACTOR_UI.heading });
  await section.getByRole('button', { name: TWO_FACTOR_UI.enable }).click();
  const own = section.getByLabel(WEB_UI.password, { exact: true });
  await expect(own).toBeFocused();
  await own.fill(password);
  await section.getByRole('button', { name: TWO_FACTOR_UI.continue }).click();

  // The QR code for the app, and the secret as text for typing it in by hand: read as a person would.
  await expect(section.getByRole('img', { name: TWO_FACTOR_UI.qrLabel })).toBeVisible();
  const secret = (await section.getByLabel(TWO_FACTOR_UI.manual).textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect((await new AxeBuilder({ page }).withTags(WCAG).include('.two-factor').analyze()).violations).toEqual([]);

  const enrolledAt = server.now();
  await section.getByLabel(TWO_FACTOR_UI.confirmCode).fill(codeAt(secret, enrolledAt));
  await section.getByRole('button', { name: TWO_FACTOR_UI.confirm }).click();
  const recovery = section.getByRole('region', { name: TWO_FACTOR_UI.recoveryHeading });
  await expect(recovery.getByRole('listitem')).toHaveCount(10);
  await expect(recovery.getByRole('heading', { name: TWO_FACTOR_UI.recoveryHeading })).toBeFocused();
  await expect(recovery.getByRole('link', { name: TWO_FACTOR_UI.download })).toHaveAttribute('download', TWO_FACTOR_UI.fileName);
  expect((await new AxeBuilder({ page }).withTags(WCAG).include('.two-factor').analyze()).violations).toEqual([]);
  await recovery.getByRole('button', { name: TWO_FACTOR_UI.saved }).click();
  await expect(section.getByText(TWO_FACTOR_UI.recoveryLeft(10), { exact: false })).toBeVisible();
  await expect(section.getByRole('button', { name: TWO_FACTOR_UI.disable })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('button', { name: WEB_UI.logout }).click();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: WEB_UI.logout })).toHaveCount(0);

  // The password alone is not enough now: the screen asks for the code.
  await fillLogin(page, userName, password);
  const code = page.getByLabel(TWO_FACTOR_UI.codeLabel);
  await expect(code).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: TWO_FACTOR_ERRORS.codeRequired })).toBeVisible();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // A code from an hour before is refused under the field.
  await code.fill(codeAt(secret, new Date(enrolledAt.getTime() - 3_600_000)));
  await page.getByRole('button', { name: WEB_UI.loginButton }).click();
  await expect(code).toHaveAccessibleDescription(new RegExp(TWO_FACTOR_ERRORS.codeWrong.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // The enrolment used its step's code; the next step's is newer and within one step of the server's time.
  await code.fill(codeAt(secret, new Date(enrolledAt.getTime() + 30_000)));
  await page.getByRole('button', { name: WEB_UI.loginButton }).click();
  await expect(page.getByText(WEB_UI.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL('/');

  // Signed in for real: the API answers this session, and the password alone still does not sign in.
  const status: unknown = await page.evaluate(async ([path, key]) => {
    const token = localStorage.getItem(key!);
    return (await fetch(path!, { headers: { Authorization: `Bearer ${token}` } })).json();
  }, [TWO_FACTOR_API.status, TOKEN_STORAGE_KEY]);
  expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  const passwordOnly = await request.post(API.login, { data: { username: userName, password } });
  expect(passwordOnly.status()).toBe(401);
  expect(await passwordOnly.json()).toMatchObject({ field: 'code', secondFactor: true });
});
