import AxeBuilder from '@axe-core/playwright';
import { CONTENT_UI, ROUTES } from '@dz/contracts';
import { expect, test } from '../support/fixtures';

/** The staff's content list (issue 23): found by folded text, filtered by kind, read on a desktop and on a phone. */
test.describe('the content list (/urednik/sadrzaj)', () => {
  const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

  test('finds "dreznica" among the clinics; no axe violations and no sideways scroll at 1280 and 375 px', async ({ staffPage: page }) => {
    await page.goto(ROUTES.content);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CONTENT_UI.heading);
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByLabel(CONTENT_UI.search).fill('DREZNICA');
    await page.getByLabel(CONTENT_UI.kind).selectOption('Ambulanta');
    await page.getByRole('button', { name: CONTENT_UI.show }).click();
    await expect(page).toHaveURL(/[?&]q=DREZNICA/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'Donja Drežnica' })).toHaveCount(1);
    // Every row is a clinic whose name holds the word, diacritics and all.
    for (const text of await rows.allTextContents()) if (!text.startsWith(CONTENT_UI.title)) expect(text).toMatch(/Drežnica/);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(result.violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  });
});
