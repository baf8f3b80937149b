import { NAV, WEB_UI, documentTypeByKind } from '@dz/contracts';
import { test, expect } from '../support/fixtures';

const zakoni = documentTypeByKind('ZAKON');

test.describe('navbar', () => {
  test('at 375 px the toggle opens the menu and following a link closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: WEB_UI.mainNav });
    const toggle = nav.getByRole('button', { name: WEB_UI.menu });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Naslovna' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const entry of NAV) await expect(nav.getByText(entry.label, { exact: true })).toBeVisible();
    const docs = nav.getByRole('button', { name: 'Dokumenti' });
    await docs.click();
    await expect(docs).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Zakoni' }).click();

    await expect(page).toHaveURL(zakoni.listPath);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Naslovna' })).toBeHidden();
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('on a desktop dropdowns open on hover and on click', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: WEB_UI.mainNav });
    await expect(nav.getByRole('button', { name: WEB_UI.menu })).toBeHidden();
    const dz = nav.getByRole('button', { name: 'Dom zdravlja' });
    await dz.hover();
    await expect(dz).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Ambulante' })).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(dz).toHaveAttribute('aria-expanded', 'false');

    const audio = nav.getByRole('button', { name: 'Audio Vodič' });
    await audio.click();
    await expect(audio).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(audio).toHaveAttribute('aria-expanded', 'false');
  });

  test('menus work from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: WEB_UI.mainNav });
    const docs = nav.getByRole('button', { name: 'Dokumenti' });
    await docs.focus();
    await page.keyboard.press('Enter');
    await expect(docs).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Prava osiguranika' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(docs).toHaveAttribute('aria-expanded', 'false');
    await expect(docs).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(zakoni.listPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(zakoni.title);
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
