import { labels, servicesPage } from '@dz/content';
import { ROUTES, WEB_UI } from '@dz/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { apiService, apiServices } from '../../support/units';

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

test.describe("a service's own page (issue 36)", () => {
  const APOTEKA = 18;

  test("a card's link leads to it; the card still turns", async ({ page, request }) => {
    const apoteka = await apiService(request, APOTEKA);
    await page.goto('/sluzbe');
    const card = page.locator('.flip-card').filter({ hasText: apoteka.description });
    await card.getByRole('button', { name: toggleName(apoteka.title) }).click();
    await expect(card.getByRole('button', { name: toggleName(apoteka.title) })).toHaveAttribute('aria-expanded', 'true');
    await card.getByRole('link', { name: WEB_UI.forItem(labels.servicePage, apoteka.title) }).click();
    await expect(page).toHaveURL(ROUTES.serviceDetail(APOTEKA));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(apoteka.title);
  });

  test('on a phone, the search for "apoteka" lands on it, where its phone dials (the tour\'s case: no more 6,700 px of cards)', async ({ page, request }) => {
    const apoteka = await apiService(request, APOTEKA);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${ROUTES.search}?q=apoteka`);
    const hit = page.getByRole('main').getByRole('link', { name: apoteka.title, exact: true });
    await expect(hit).toHaveAttribute('href', ROUTES.serviceDetail(APOTEKA));
    await hit.click();
    await expect(page).toHaveURL(ROUTES.serviceDetail(APOTEKA));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(apoteka.title);
    await expect(main.getByRole('link', { name: apoteka.phone })).toHaveAttribute('href', `tel:${apoteka.phone.replace(/\s/g, '')}`);
    await expect(main.getByRole('link', { name: apoteka.phone })).toBeInViewport();
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
    // Its page is a link away.
    await card.getByRole('link', { name: WEB_UI.forItem(labels.servicePage, emergency.title) }).click();
    await expect(page).toHaveURL(ROUTES.serviceDetail(emergency.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(emergency.title);
  });
});
