import { API, ROUTES, documentTypeByKind } from '@dz/contracts';
import { test, expect } from '../support/fixtures';
import { apiClinics, apiServices } from '../support/units';

const procurement = documentTypeByKind('JAVNA_NABAVKA');

/** Parses XML in the browser (DOMParser reports a parsererror element for what is not well-formed). */
const parseInPage = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  return { error: error?.textContent ?? null, root: doc.documentElement.localName, channelTitle: doc.querySelector('channel > title')?.textContent ?? null };
};

test.describe('robots.txt, sitemap and feeds of the built site', () => {
  test('answer with their content types and parse as XML in the browser', async ({ page, server }) => {
    await page.goto('/');
    const robots = await page.request.get(API.robots);
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    // No PUBLIC_URL in the e2e server: the address the request came to.
    expect(await robots.text()).toContain(`Sitemap: ${server.url}${API.sitemap}`);

    for (const [path, type, root] of [
      [API.sitemap, 'application/xml', 'urlset'],
      [API.newsFeed, 'application/rss+xml', 'rss'],
      [API.documentFeed(procurement), 'application/rss+xml', 'rss'],
    ] as const) {
      const r = await page.request.get(path);
      expect(r.status(), path).toBe(200);
      expect(r.headers()['content-type'], path).toBe(`${type}; charset=utf-8`);
      const parsed = await page.evaluate(parseInPage, await r.text());
      expect(parsed.error, path).toBeNull();
      expect(parsed.root, path).toBe(root);
    }
  });

  test('the sitemap lists the page of every clinic and every service (issue 36), absolute', async ({ request, server }) => {
    const sitemap = await (await request.get(API.sitemap)).text();
    const pages = [...(await apiClinics(request)).map((c) => ROUTES.clinicDetail(c.id)), ...(await apiServices(request)).map((s) => ROUTES.serviceDetail(s.id))];
    expect(pages.filter((p) => !sitemap.includes(`<loc>${server.url}${p}</loc>`))).toEqual([]);
  });

  test("the home page's head names the news feed by its channel's title", async ({ page }) => {
    await page.goto('/');
    const link = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute('href', API.newsFeed);
    const feed = await page.evaluate(parseInPage, await (await page.request.get(API.newsFeed)).text());
    await expect(link).toHaveAttribute('title', feed.channelTitle!);
  });
});
