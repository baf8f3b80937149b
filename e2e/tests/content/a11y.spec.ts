import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Opens every box (a <details>) and turns every card over, so axe also sees the hidden content: each toggle clicked
 * in the page, all at once (a Playwright click per box, each waiting for its box to be still and in view, took
 * 4 s on the audio-guide pages under load; boxes.spec.ts clicks them one by one as a person does), then checked open.
 */
async function openEverything(page: Page) {
  const main = page.getByRole('main');
  await main.locator('details:not([open]) > summary').evaluateAll((summaries) => summaries.forEach((s) => (s as HTMLElement).click()));
  await main.locator('button[aria-controls][aria-expanded="false"]').evaluateAll((buttons) => buttons.forEach((b) => (b as HTMLElement).click()));
  await expect(main.locator('details:not([open])')).toHaveCount(0);
  await expect(main.locator('button[aria-controls][aria-expanded="false"]')).toHaveCount(0);
}

const PAGES = [
  '/info', '/centar', '/misija-vizija', '/ambulante', '/ambulante-details/1', '/ambulante-details/28', '/sluzbe', '/sluzbe-details/1', '/sluzbe-details/20',
  '/ambulante-audio', '/sluzbe-audio', '/o-nama', '/onama-detalji', '/o-nama-detalji', '/edukacija', '/zakonEdu', '/biblioteka', '/oglasi',
];

test.describe('static pages, opened up', () => {
  // The pages only read: their tests share out between both workers (each has its server), not one worker's turn.
  test.describe.configure({ mode: 'parallel' });
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
