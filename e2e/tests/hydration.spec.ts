import { DOCUMENT_TYPES, PUBLIC_PATHS, ROUTES, type News } from '@dz/contracts';
import { apiCreateDocument, apiCreateNews } from '../support/api';
import { afterIdle, consoleProblems } from '../support/console';
import { test, expect } from '../support/fixtures';

/**
 * Every public page takes over the server's HTML without a hydration mismatch, and without any
 * other console error or warning, on a desktop and on a phone. At 375 px the carousel shows one
 * card where the server, which knows no viewport, lays out four: a first render in the browser
 * that read the viewport differed from the server's (React error #418 on an empty home page).
 * What starts once the page is idle (the carousel's engine, the snackbar) runs before the check.
 */
const SCREENS = [
  ['a desktop', { width: 1280, height: 800 }],
  ['a phone', { width: 375, height: 740 }],
] as const;

test.describe('hydration of every public page', () => {
  // Each page's test only reads: they share out between both workers, each of which makes the rows above in its own
  // database (the other specs of a worker already run after these rows or before them).
  test.describe.configure({ mode: 'parallel' });
  let news: News | undefined;

  test.beforeAll(async ({ playwright, server, adminToken }) => {
    // Five news: more than the four a desktop shows, so the carousel has its controls; a row in every list.
    const request = await playwright.request.newContext({ baseURL: server.url });
    for (let i = 1; i <= 5; i++) news = await apiCreateNews(request, adminToken, `Hidratacija ${i}`, 'Obavještenje za pacijente o radnom vremenu ambulante.');
    for (const t of DOCUMENT_TYPES) await apiCreateDocument(request, adminToken, t, `Hidratacija: ${t.title}`);
    await request.dispose();
  });

  for (const [screen, viewport] of SCREENS) {
    test.describe(`on ${screen} (${viewport.width} px)`, () => {
      test.use({ viewport });

      for (const path of [...PUBLIC_PATHS, ROUTES.clinicDetail(1), ROUTES.serviceDetail(1), ROUTES.newsDetail(':id')]) {
        test(`${path} hydrates without errors or warnings`, async ({ page }) => {
          const problems = consoleProblems(page, { warnings: true });
          const response = await page.goto(path.replace(':id', String(news!.id)));
          expect(response?.status()).toBe(200);
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await page.waitForLoadState('networkidle');
          await afterIdle(page);
          expect(problems).toEqual([]);
        });
      }
    });
  }
});
