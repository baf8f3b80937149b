import { ROUTES, WEB_UI } from '@dz/contracts';
import { expect, test } from '../support/fixtures';

/**
 * Issue 20, item 8, against the built site: addresses the server cannot read get the Bosnian
 * error page (400) instead of a bare 400; addresses whose screen is the 404 page answer 404, staff
 * screens included; the server render's bundle is not downloadable.
 */
test.describe('hostile addresses', () => {
  test('a malformed address or NUL in a parameter is the Bosnian error page with 400, no script', async ({ request }) => {
    for (const path of ['/ambulante-details/%ff', '/%ED%A0%80', '/novosti%', `${ROUTES.search}?q=%00`]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      expect(res.headers()['content-type'], path).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html, path).toContain(`<h1>${WEB_UI.badAddressHeading}</h1>`);
      expect(html, path).not.toContain('<script');
    }
    // The API keeps its JSON.
    const api = await request.get('/api/Zakon/%ff');
    expect([api.status(), await api.json()]).toEqual([400, expect.objectContaining({ status: 400 })]);
  });

  test('the error page shows in a browser, styled, and leads home', async ({ browser, server }) => {
    // A context of its own: the page has no script, so there is no hydration to wait for.
    const context = await browser.newContext({ baseURL: server.url, locale: 'bs-BA' });
    const page = await context.newPage();
    const res = await page.goto('/ambulante-details/%ff');
    expect(res?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WEB_UI.badAddressHeading);
    await expect(page).toHaveTitle(new RegExp(`^${WEB_UI.badAddressHeading} \\| `));
    // The site's own stylesheet, allowed by its CSP (no console error about it).
    expect(await page.locator('link[rel="stylesheet"]').evaluate((l: HTMLLinkElement) => !!l.sheet?.cssRules.length)).toBe(true);
    await page.getByRole('link', { name: WEB_UI.backHome }).click();
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await context.close();
  });

  test('staff addresses that do not exist answer 404 with the 404 page', async ({ request }) => {
    for (const path of [ROUTES.versions('Nepostoji', 1), ROUTES.versions('Novost', '1e1'), ROUTES.newsEdit('0x1'), ROUTES.newsEdit(2_000_000_000),
      ROUTES.clinicEdit(99), ROUTES.noticeEdit('+1'), ROUTES.clinicDetail('1e1'), ROUTES.clinicDetail('01')]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text(), path).toContain(WEB_UI.notFoundHeading);
    }
    expect((await request.get(ROUTES.clinicEdit(1))).status()).toBe(200);
  });

  test('the server render\'s bundle is not downloadable; the browser\'s are', async ({ request }) => {
    const home = await (await request.get('/')).text();
    const bundle = /src="(\/static\/[^"]+\.js)"/.exec(home)?.[1];
    expect(bundle).toBeTruthy();
    expect((await request.get(bundle!)).status()).toBe(200);
    for (const path of ['/server/entry-server.js', '/server%2Fentry-server.js', '/static/..%2Fserver/entry-server.js']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      const text = await res.text();
      expect(text, path).toContain(WEB_UI.notFoundHeading);
      expect(text, path).not.toContain('SSR_DATA_ID');
    }
  });
});
