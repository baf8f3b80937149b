import { clinicsPage, labels } from '@dz/content';
import { COUNTS, ROUTES, WEB_UI, daysLabel, hoursRange } from '@dz/contracts';
import { expect, test } from '../../support/fixtures';
import { apiClinic, apiClinics } from '../../support/units';

test.describe('clinics', () => {
  test('a visitor opens /ambulante, follows Blagaj and sees its team, phone and hours', async ({ page, request }) => {
    const clinics = await apiClinics(request);
    const blagaj = await apiClinic(request, 1);
    await page.goto('/ambulante');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(clinicsPage.title);
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(clinics.length);
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText('Blagaj');

    await page.getByRole('link', { name: 'Blagaj', exact: true }).click();
    await expect(page).toHaveURL('/ambulante-details/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blagaj.name);
    for (const phone of blagaj.phones) {
      await expect(page.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/ /g, '')}`);
    }
    const hours = page.getByRole('table', { name: labels.hours });
    for (const row of blagaj.hours.weekly) {
      await expect(hours.getByRole('row').filter({ hasText: hoursRange(row) }).first()).toContainText(daysLabel(row.days));
    }
    await expect(hours).toContainText('07:00–15:00');
    const team = page.getByRole('table', { name: labels.team });
    for (const p of blagaj.team) await expect(team).toContainText(p.name);
  });

  test('an unknown clinic id is the 404 page, with status 404, and links home', async ({ page }) => {
    const response = await page.goto(ROUTES.clinicDetail(99));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WEB_UI.notFoundHeading);
    await page.getByRole('link', { name: WEB_UI.backHome }).click();
    await expect(page).toHaveURL(ROUTES.home);
  });

  for (const [width, columns] of [[1280, 4], [768, 4], [767, 2], [480, 2], [479, 1], [375, 1]] as const) {
    test(`the clinic grid has ${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/ambulante');
      const grid = page.locator('.card-grid');
      await expect(grid.getByRole('listitem')).toHaveCount(COUNTS.clinics);
      const tracks = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(tracks).toBe(columns);
    });
  }
});
