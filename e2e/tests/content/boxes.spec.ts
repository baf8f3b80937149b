import { healthDays, libraryIntro, medicalLiterature, centreLawsIntro } from '@dz/content';
import { type Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

/** A box is a <details> whose <summary> holds its heading (Collapsible.tsx). */
const boxes = (page: Page) => page.getByRole('main').locator('details.collapsible');
const box = (page: Page, title: string) => boxes(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function openAndClose(page: Page, title: string, inside: string) {
  const details = box(page, title);
  const toggle = details.locator('summary');
  const panel = details.locator('.collapsible-panel');
  await expect(details).not.toHaveAttribute('open');
  await expect(panel).toBeHidden();
  await toggle.click();
  await expect(details).toHaveAttribute('open');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(inside);
  await toggle.click();
  await expect(details).not.toHaveAttribute('open');
  await expect(panel).toBeHidden();
}

const allClosed = async (page: Page) => {
  await expect(boxes(page).first()).toBeVisible();
  for (const b of await boxes(page).all()) await expect(b).not.toHaveAttribute('open');
};

test.describe('collapsible boxes', () => {
  test('/zakonEdu: six closed boxes; the laws and the health calendar open and close', async ({ page }) => {
    await page.goto('/zakonEdu');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zakoni');
    await expect(boxes(page)).toHaveCount(centreLawsIntro.sections!.length);
    await allClosed(page);
    await openAndClose(page, centreLawsIntro.sections![0]!.title, 'Zakon o zdravstvenoj zaštiti');
    await openAndClose(page, 'KALENDAR ZDRAVLJA', healthDays.find((d) => d.month === 4 && d.day === 7)!.name);
    await openAndClose(page, 'BILTENI', 'U IZRADI');
  });

  test('/biblioteka: three closed boxes; the medical literature opens and closes', async ({ page }) => {
    await page.goto('/biblioteka');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Biblioteka');
    await expect(boxes(page)).toHaveCount(libraryIntro.sections!.length);
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

test.describe('collapsible boxes without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/zakonEdu: a box starts closed and opens and closes by its title', async ({ page }) => {
    await page.goto('/zakonEdu');
    await allClosed(page);
    await openAndClose(page, 'KALENDAR ZDRAVLJA', healthDays.find((d) => d.month === 4 && d.day === 7)!.name);
  });
});
