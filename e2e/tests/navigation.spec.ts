import AxeBuilder from '@axe-core/playwright';
import { NAV, ROUTES, WEB_UI, documentTypeByKind } from '@dz/contracts';
import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';

const zakoni = documentTypeByKind('ZAKON');

/**
 * The navbar's toggle and dropdowns are <details>: each opens from its <summary>, which the
 * browser announces with the expanded state of its <details> (Navbar.tsx).
 */
const menu = (nav: Locator, label: string) => {
  const details = nav.locator('details').filter({ has: nav.page().locator(':scope > summary', { hasText: label }) });
  return { details, summary: details.locator(':scope > summary') };
};
const expectOpen = (details: Locator, open: boolean) =>
  open ? expect(details).toHaveAttribute('open') : expect(details).not.toHaveAttribute('open');

test.describe('navbar', () => {
  test('at 375 px the toggle opens the menu and following a link closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: WEB_UI.mainNav });
    const toggle = menu(nav, WEB_UI.menu);
    await expect(toggle.summary).toBeVisible();
    await expect(toggle.summary).toHaveAttribute('aria-controls', 'main-menu');
    await expectOpen(toggle.details, false);
    await expect(nav.getByRole('link', { name: 'Naslovna' })).toBeHidden();

    await toggle.summary.click();
    await expectOpen(toggle.details, true);
    for (const entry of NAV) await expect(nav.getByText(entry.label, { exact: true })).toBeVisible();
    const docs = menu(nav, 'Dokumenti');
    await docs.summary.click();
    await expectOpen(docs.details, true);
    await nav.getByRole('link', { name: 'Zakoni' }).click();

    await expect(page).toHaveURL(zakoni.listPath);
    await expectOpen(toggle.details, false);
    await expectOpen(docs.details, false);
    await expect(nav.getByRole('link', { name: 'Naslovna' })).toBeHidden();
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('on a desktop dropdowns open on hover and on click, one at a time', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: WEB_UI.mainNav });
    await expect(menu(nav, WEB_UI.menu).summary).toBeHidden();
    const dz = menu(nav, 'Dom zdravlja');
    await dz.summary.hover();
    await expectOpen(dz.details, true);
    await expect(nav.getByRole('link', { name: 'Ambulante' })).toBeVisible();
    await page.mouse.move(640, 700);
    await expectOpen(dz.details, false);

    const audio = menu(nav, 'Audio Vodič');
    await audio.summary.click();
    await expectOpen(audio.details, true);
    // A click on another menu opens it and closes the first.
    await dz.summary.click();
    await expectOpen(dz.details, true);
    await expectOpen(audio.details, false);
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expectOpen(dz.details, false);
  });

  test('menus work from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: WEB_UI.mainNav });
    const docs = menu(nav, 'Dokumenti');
    await docs.summary.focus();
    await page.keyboard.press('Enter');
    await expectOpen(docs.details, true);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Prava osiguranika' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expectOpen(docs.details, false);
    await expect(docs.summary).toBeFocused();
    await page.keyboard.press('Space');
    await expectOpen(docs.details, true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(zakoni.listPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zakoni.title);
    await expectOpen(docs.details, false);
  });

  test('open menus have no axe violations: the toggle and a dropdown on a phone, a dropdown on a desktop', async ({ page }) => {
    const axe = async () => {
      const result = await new AxeBuilder({ page }).include('header').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: WEB_UI.mainNav });
    await menu(nav, WEB_UI.menu).summary.click();
    await menu(nav, 'Dokumenti').summary.click();
    await expect(nav.getByRole('link', { name: 'Zakoni' })).toBeVisible();
    expect(await axe()).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(nav.getByRole('link', { name: 'Zakoni' })).toBeVisible();
    expect(await axe()).toEqual([]);
  });

  test('the skip link jumps to the content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: WEB_UI.skipToContent });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe('navbar without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('on a desktop a dropdown opens from its title and its link leads on', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(ROUTES.home);
    const nav = page.getByRole('navigation', { name: WEB_UI.mainNav });
    const docs = menu(nav, 'Dokumenti');
    await expect(nav.getByRole('link', { name: 'Zakoni' })).toBeHidden();
    await docs.summary.click();
    await expectOpen(docs.details, true);
    // The browser keeps one dropdown open: opening another closes the first.
    const dz = menu(nav, 'Dom zdravlja');
    await dz.summary.click();
    await expectOpen(docs.details, false);
    await nav.getByRole('link', { name: 'Službe' }).click();
    await expect(page).toHaveURL(ROUTES.services);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Službe');
  });

  test('at 375 px the toggle shows the menu, whose dropdowns open too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(ROUTES.home);
    const nav = page.getByRole('navigation', { name: WEB_UI.mainNav });
    await expect(nav.getByRole('link', { name: 'Naslovna' })).toBeHidden();
    await menu(nav, WEB_UI.menu).summary.click();
    await expect(nav.getByRole('link', { name: 'Naslovna' })).toBeVisible();
    await menu(nav, 'Dokumenti').summary.click();
    await nav.getByRole('link', { name: 'Zakoni' }).click();
    await expect(page).toHaveURL(zakoni.listPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zakoni.title);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
