import AxeBuilder from '@axe-core/playwright';
import { DOCUMENT_TYPES, PAGE_SIZE, ROUTES, WEB_UI } from '@dz/contracts';
import { apiCreateDocument, apiCreateNews } from '../support/api';
import { afterIdle, consoleProblems } from '../support/console';
import { test, expect } from '../support/fixtures';
import { PUBLIC_PAGES, UNKNOWN_PATH, headingOf } from '../support/pages';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Every public page on a desktop: no axe violations, lang="bs", one h1, no sideways scroll on a phone width, and its
 * hydration (issue 40: this was hydration.spec.ts's desktop half, one page load now proves both): the server's HTML is
 * taken over without a hydration mismatch and without any other console error or warning, once what starts when the
 * page is idle (the carousel's engine, the snackbar) has run. The phone half is hydration-keeps-html.spec.ts.
 */
test.describe('accessibility and hydration of every public route', () => {
  // Each route's test only reads: they share out between both workers, each of which makes the rows below in its own
  // database (the other specs of a worker already run after these rows or before them).
  test.describe.configure({ mode: 'parallel' });
  let newsId = 0;
  test.beforeAll(async ({ playwright, server, adminToken }) => {
    // Lists with rows, a carousel with cards (more than the four a desktop shows, so it has its controls) and a news
    // archive with its pager show more of the markup than empty states.
    const request = await playwright.request.newContext({ baseURL: server.url });
    for (let i = 0; i <= PAGE_SIZE; i++) {
      newsId = (await apiCreateNews(request, adminToken, `Dan otvorenih vrata ${i + 1}`, 'Pozivamo građane na besplatne preventivne preglede.')).id;
    }
    for (const t of DOCUMENT_TYPES) {
      // A second line where the type keeps line breaks (a single-line title refuses control characters).
      await apiCreateDocument(request, adminToken, t, t.multiline ? `Primjer: ${t.title}\ndrugi red` : `Primjer: ${t.title}`);
    }
    await request.dispose();
  });

  // Every public page (as no-js.spec.ts opens them without JavaScript), a news item's page and the admin forms a visitor may reach.
  const unknown = UNKNOWN_PATH;
  const paths = [...PUBLIC_PAGES.map((p) => p.path), ROUTES.newsDetail(':id'), ROUTES.register, ROUTES.accounts];
  for (const path of paths) {
    const known = PUBLIC_PAGES.find((p) => p.path === path);
    test(`${path} has no axe violations, lang="bs" and one h1, and hydrates without errors or warnings`, async ({ page, request }) => {
      const h1 = known && (await headingOf(known, request));
      // Lighthouse's best practices count console errors and CSP reports: none allowed; React's hydration warnings neither.
      const problems = consoleProblems(page, { warnings: true });
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP ${e.violatedDirective}`)),
      );
      const response = await page.goto(path.replace(':id', String(newsId)));
      // The server answers an unknown address with 404, which the browser logs as an error.
      expect(response?.status()).toBe(path === unknown ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (h1) await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await page.waitForLoadState('networkidle');
      await afterIdle(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bs');
      await expect(page.getByRole('main')).toHaveCount(1);
      const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 740 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(problems.filter((p) => !(path === unknown && p.includes('status of 404')))).toEqual([]);
    });
  }

  test('the accounts table reflows on a phone screen: every column of every row in sight, under its name', async ({ adminPage: page, staff }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(ROUTES.accounts);
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Nothing is cut off or left in a box that scrolls sideways.
    const clipped = await page.getByRole('table').evaluate((table) => {
      const wrap = table.parentElement!;
      const cells = Array.from(table.querySelectorAll('tbody th, tbody td'), (c) => c.getBoundingClientRect());
      return { scrolls: wrap.scrollWidth > wrap.clientWidth, outside: cells.filter((r) => r.width === 0 || r.left < 0 || r.right > 375).length };
    });
    expect(clipped).toEqual({ scrolls: false, outside: 0 });
    const first = rows.first();
    await expect(first.getByRole('rowheader')).toBeVisible();
    for (const label of [WEB_UI.email, WEB_UI.role, WEB_UI.createdAt]) {
      const cell = first.locator(`td[data-label="${label}"]`);
      await expect(cell).toBeVisible();
      // The column's name is shown before the value.
      expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toContain(label);
    }
    await expect(first.locator('time')).toHaveText(/^\d{1,2}\. [a-z]+ \d{4}\.$/);
    // The own row (the admin's, first) has no delete button (issue 21); another account's is on the screen.
    await expect(first.getByRole('button', { name: new RegExp(`^${WEB_UI.delete}`) })).toHaveCount(0);
    const other = rows.filter({ has: page.getByRole('rowheader', { name: staff.userName }) }).getByRole('button', { name: new RegExp(`^${WEB_UI.delete}`) });
    await other.scrollIntoViewIfNeeded();
    await expect(other).toBeInViewport();
  });

  test('the news archive with its pager and the staff controls has no axe violations either', async ({ staffPage: page }) => {
    await page.goto(`${ROUTES.news}?page=2`);
    await expect(page.getByRole('navigation', { name: WEB_UI.pagination })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: new RegExp(`^${WEB_UI.delete}`) }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a staff screen with an open form has no axe violations either', async ({ staffPage: page }) => {
    await page.goto(DOCUMENT_TYPES[0]!.createPath);
    const field = page.getByLabel(DOCUMENT_TYPES[0]!.createLabel);
    await field.focus();
    await field.blur();
    const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
