import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Opens every box (a <details>) and turns every card over, so axe also sees the hidden content. */
async function openEverything(page: Page) {
  for (const box of await page.getByRole('main').locator('details').all()) {
    if ((await box.getAttribute('open')) === null) await box.locator(':scope > summary').click();
  }
  for (const t of await page.getByRole('main').locator('button[aria-controls]').all()) {
    if ((await t.getAttribute('aria-expanded')) === 'false') await t.click();
  }
}

const PAGES = [
  '/info', '/centar', '/misija-vizija', '/ambulante', '/ambulante-details/1', '/ambulante-details/28', '/sluzbe', '/sluzbe-details/1', '/sluzbe-details/20',
  '/ambulante-audio', '/sluzbe-audio', '/o-nama', '/onama-detalji', '/o-nama-detalji', '/edukacija', '/zakonEdu', '/biblioteka', '/oglasi',
];

test.describe('static pages, opened up', () => {
  for (const width of [1280, 375]) {
    for (const path of PAGES) {
      test(`${path} at ${width} px: one h1, no horizontal scroll, no axe violations with every box open`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('main').locator('.content-page, .card-grid, .flip-grid, .unit-detail').first()).toBeVisible();
        await openEverything(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const result = await new AxeBuilder({ page }).include('main').withTags(WCAG).analyze();
        expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});
