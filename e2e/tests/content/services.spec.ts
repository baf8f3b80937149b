import { labels, servicesPage } from '@dz/content';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { apiServices } from '../../support/units';

/** The emergency service (phone 124), as the API holds it now. */
const emergencyService = async (request: APIRequestContext) => (await apiServices(request)).find((s) => s.phone === '124')!;
const toggleName = (title: string) => new RegExp(`: ${title}$`);

test.describe('service flip cards', () => {
  test('are 20 and all start on their front', async ({ page }) => {
    await page.goto('/sluzbe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesPage.title);
    const toggles = page.getByRole('button', { name: new RegExp(`^${labels.flipShow}: `) });
    await expect(toggles).toHaveCount(20);
    for (const t of await toggles.all()) await expect(t).toHaveAttribute('aria-expanded', 'false');
  });

  test('a keyboard user flips the emergency card with Enter and back with Space', async ({ page, request }) => {
    const emergency = await emergencyService(request);
    await page.goto('/sluzbe');
    const toggle = page.getByRole('button', { name: toggleName(emergency.title) });
    const back = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    // Reach it with Tab like a keyboard user: it is in the tab order.
    for (let i = 0; i < 40 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName(`${labels.flipHide}: ${emergency.title}`);
    await expect(back.getByRole('link', { name: '124' })).toBeVisible();
    await expect(back).toContainText('00:00–24:00');
    await expect(back).toContainText(emergency.head.name);
    await expect(back.getByRole('link', { name: emergency.email })).toHaveAttribute('href', `mailto:${emergency.email}`);
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(back.getByRole('link', { name: '124' })).toBeHidden();
  });

  test('a click anywhere on the card turns it over', async ({ page, request }) => {
    const emergency = await emergencyService(request);
    await page.goto('/sluzbe');
    const card = page.locator('.flip-card').filter({ hasText: emergency.description });
    await card.getByRole('heading', { name: emergency.title }).first().click();
    await expect(card.getByRole('button', { name: toggleName(emergency.title) })).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('service flip cards without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('show both faces, the back with its links, and no button that could not turn them', async ({ page, request }) => {
    const emergency = await emergencyService(request);
    await page.goto('/sluzbe');
    const card = page.locator('.flip-card').filter({ hasText: emergency.description });
    await expect(card.getByRole('heading', { name: emergency.title })).toHaveCount(2);
    await expect(card.getByText(emergency.description)).toBeVisible();
    await expect(card.getByRole('link', { name: '124' })).toBeVisible();
    await expect(card).toContainText(emergency.head.name);
    await expect(page.getByRole('button', { name: new RegExp(`^${labels.flipShow}: `) })).toHaveCount(0);
  });
});
