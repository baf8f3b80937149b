import { PUBLIC_PATHS, ROUTES, WEB_UI } from '@dz/contracts';
import { apiCreateNews } from '../support/api';
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

test.describe('hydration keeps the server HTML on a slow phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true, locale: 'bs-BA', timezoneId: 'Europe/Sarajevo' });
  let newsId = 0;

  test.beforeAll(async ({ playwright, server, adminToken }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    newsId = (await apiCreateNews(request, adminToken, 'Apoteka radi i subotom', 'Apoteka u centru radi subotom od 8 do 14 sati.')).id;
    await request.dispose();
  });

  const paths = [...PUBLIC_PATHS.filter((p) => p !== ROUTES.search), ROUTES.clinicDetail(1), ROUTES.serviceDetail(1), `${ROUTES.search}?q=apoteka`, 'news'];
  for (const path of paths) {
    test(`${path} never blanks while hydrating`, async ({ page }) => {
      await page.addInitScript(WATCH);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const response = await page.goto(path === 'news' ? ROUTES.newsDetail(newsId) : path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      const seen = await page.evaluate(() => (window as unknown as { __mainWatch: { sent: number; least: number; loading: boolean; samples: number } }).__mainWatch);
      expect(seen.sent, 'the server sent the page with its content').toBeGreaterThan(0);
      expect(seen.loading, 'the main region never said "Učitavanje…"').toBe(false);
      expect(seen.least, 'the main region never held less text than the server sent').toBeGreaterThanOrEqual(seen.sent);
    });
  }
});
