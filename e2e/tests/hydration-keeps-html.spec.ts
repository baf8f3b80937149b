import { DOCUMENT_TYPES, PUBLIC_PATHS, ROUTES, WEB_UI } from '@dz/contracts';
import { apiCreateDocument, apiCreateNews } from '../support/api';
import { afterIdle, consoleProblems } from '../support/console';
import { test, expect } from '../support/fixtures';

/**
 * Hydration keeps the server's HTML on screen (issue 36): on a phone (375 px, touch, bs-BA,
 * Europe/Sarajevo) whose CPU is four times slower, every public page's main region, from the moment
 * its HTML is parsed until the network is idle, never holds less text than the server sent and never
 * says "Učitavanje…". Before the fix, a screen whose chunk was still on its way suspended while
 * hydrating, and the frame's first updates swapped the server's content for the Suspense fallback
 * (/ambulante lost its cards for a second; /ambulante-audio its 27 links).
 *
 * The observer is installed before any script runs; the server's text is the main region's when the
 * document is parsed (readyState "interactive" comes before deferred and module scripts run).
 *
 * The same page load proves the phone half of "hydration without errors or warnings" (issue 40: it was
 * hydration.spec.ts's, which opened every page again at 375 px): no hydration mismatch and no other console error or
 * warning, once what starts when the page is idle (the carousel's engine, the snackbar) has run. At 375 px the carousel
 * shows one card where the server, which knows no viewport, lays out four: a first render in the browser that read the
 * viewport differed from the server's (React error #418). The desktop half is a11y.spec.ts's.
 */
const WATCH = `(() => {
  const seen = { sent: -1, least: Infinity, loading: false, samples: 0 };
  window.__mainWatch = seen;
  const text = () => document.querySelector('main')?.textContent ?? '';
  const look = () => {
    if (seen.sent < 0) return;
    const t = text();
    seen.samples++;
    seen.least = Math.min(seen.least, t.trim().length);
    if (t.includes(${JSON.stringify(WEB_UI.loading)})) seen.loading = true;
  };
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    seen.sent = text().trim().length;
    look();
    new MutationObserver(look).observe(document.documentElement, { subtree: true, childList: true, characterData: true });
  });
})()`;

test.describe('hydration keeps the server HTML on a slow phone, without errors or warnings', () => {
  // Each page's test only reads: they share out between both workers, each of which makes the rows below in its own
  // database (the other specs of a worker already run after these rows or before them).
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, locale: 'bs-BA', timezoneId: 'Europe/Sarajevo' });
  let newsId = 0;

  test.beforeAll(async ({ playwright, server, adminToken }) => {
    // Five news: more than the one card a phone shows, so the carousel has its controls; a row in every list.
    const request = await playwright.request.newContext({ baseURL: server.url });
    for (let i = 1; i <= 4; i++) await apiCreateNews(request, adminToken, `Hidratacija ${i}`, 'Obavještenje za pacijente o radnom vremenu ambulante.');
    newsId = (await apiCreateNews(request, adminToken, 'Apoteka radi i subotom', 'Apoteka u centru radi subotom od 8 do 14 sati.')).id;
    for (const t of DOCUMENT_TYPES) await apiCreateDocument(request, adminToken, t, `Hidratacija: ${t.title}`);
    await request.dispose();
  });

  const paths = [...PUBLIC_PATHS, ROUTES.clinicDetail(1), ROUTES.serviceDetail(1), `${ROUTES.search}?q=apoteka`, 'news'];
  for (const path of paths) {
    test(`${path} never blanks while hydrating, and hydrates without errors or warnings`, async ({ page }) => {
      const problems = consoleProblems(page, { warnings: true });
      await page.addInitScript(WATCH);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const response = await page.goto(path === 'news' ? ROUTES.newsDetail(newsId) : path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      const seen = await page.evaluate(() => (window as unknown as { __mainWatch: { sent: number; least: number; loading: boolean; samples: number } }).__mainWatch);
      expect(seen.sent, 'the server sent the page with its content').toBeGreaterThan(0);
      expect(seen.loading, 'the main region never said "Učitavanje…"').toBe(false);
      expect(seen.least, 'the main region never held less text than the server sent').toBeGreaterThanOrEqual(seen.sent);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await afterIdle(page);
      expect(problems).toEqual([]);
    });
  }
});
