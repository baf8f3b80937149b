import { healthDays, libraryIntro, medicalLiterature, centreLawsIntro } from '@dz/content';
import { type Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

async function openAndClose(page: Page, title: string, inside: string) {
  const toggle = page.getByRole('button', { name: title, exact: true });
  const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(inside);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
}

const allClosed = async (page: Page) => {
  const toggles = page.getByRole('main').locator('button[aria-controls]');
  // The boxes arrive with their lazy chunk: wait for the first before counting.
  await expect(toggles.first()).toBeVisible();
  for (const t of await toggles.all()) await expect(t).toHaveAttribute('aria-expanded', 'false');
};

test.describe('collapsible boxes', () => {
  test('/zakonEdu: six closed boxes; the laws and the health calendar open and close', async ({ page }) => {
    await page.goto('/zakonEdu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zakoni');
    await expect(page.getByRole('main').locator('button[aria-controls]')).toHaveCount(centreLawsIntro.sections!.length);
    await allClosed(page);
    await openAndClose(page, centreLawsIntro.sections![0]!.title, 'Zakon o zdravstvenoj zaštiti');
    await openAndClose(page, 'KALENDAR ZDRAVLJA', healthDays.find((d) => d.month === 4 && d.day === 7)!.name);
    await openAndClose(page, 'BILTENI', 'U IZRADI');
  });

  test('/biblioteka: three closed boxes; the medical literature opens and closes', async ({ page }) => {
    await page.goto('/biblioteka');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Biblioteka');
    await expect(page.getByRole('main').locator('button[aria-controls]')).toHaveCount(libraryIntro.sections!.length);
    await allClosed(page);
    await openAndClose(page, libraryIntro.sections![0]!.title, medicalLiterature[0]!);
  });

  for (const path of ['/edukacija', '/centar', '/o-nama', '/o-nama-detalji']) {
    test(`${path}: every box starts closed`, async ({ page }) => {
      await page.goto(path);
      await allClosed(page);
    });
  }
});
