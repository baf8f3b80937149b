import { API, PAGE_SIZE, ROUTES, WEB_UI, documentTypeByKind, firstSentence } from '@dz/contracts';
import { LOGO_PNG, SHARE_PICTURE, clinicDescription, institution, serviceDescription } from '@dz/content';
import type { Page } from '@playwright/test';
import { apiCreateDocument, apiCreateNews } from '../support/api';
import { expect, test } from '../support/fixtures';
import { apiClinic, apiInstitution, apiService } from '../support/units';

const zakon = documentTypeByKind('ZAKON');
const suffix = ` | ${institution.name}`;

/**
 * A page's head as a crawler reads it: the raw HTML of the response (no script runs), parsed by
 * the browser's HTML parser.
 */
const readHead = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const metas: Record<string, string[]> = {};
  for (const m of Array.from(doc.head.querySelectorAll('meta[name], meta[property]'))) {
    const key = m.getAttribute('property') ?? m.getAttribute('name')!;
    (metas[key] ??= []).push(m.getAttribute('content') ?? '');
  }
  return {
    lang: doc.documentElement.lang,
    titles: Array.from(doc.querySelectorAll('title')).map((t) => t.textContent),
    metas,
    canonical: Array.from(doc.head.querySelectorAll('link[rel="canonical"]')).map((l) => l.getAttribute('href')),
    feeds: Array.from(doc.head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')).map((l) => ({ href: l.getAttribute('href'), title: l.getAttribute('title') })),
    structured: Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map((s) => s.textContent ?? ''),
  };
};
type Head = ReturnType<typeof readHead>;

/** An RSS channel's title, parsed in the browser. */
const channelTitle = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml').querySelector('channel > title')?.textContent ?? null;

test.describe("pages' heads in the server's HTML", () => {
  const tag = Date.now().toString(36);
  // Quotes, markup and an entity: they must stay text in attributes and in the title.
  const hostileTitle = `Novost ${tag}: "Dani" <otvorenih> vrata & 'druženje' &amp;`;
  const body = `Pregled obavlja dr. Amra Kajtaz u sobi br. 5 od 23.11.2026. do 1,5 sati poslije podne. Druga rečenica ${tag}.`;
  let newsId = 0;
  let imageUrl = '';
  /** The stored picture's size, as the API answers it (read from the JPEG). */
  let imageSize: [number | null | undefined, number | null | undefined] = [0, 0];
  /** This worker's server: the absolute addresses in the heads start with it (no PUBLIC_URL: each request's own). */
  let baseURL = '';

  test.beforeAll(async ({ playwright, server, adminToken }) => {
    baseURL = server.url;
    const request = await playwright.request.newContext({ baseURL });
    await apiCreateDocument(request, adminToken, zakon, `Zakon ${tag} o glavama stranica`);
    // A second page of the list, whatever else this worker's database holds (a page past the last is a 404: issue 41).
    for (let i = 0; i < PAGE_SIZE; i++) await apiCreateDocument(request, adminToken, zakon, `Zakon ${tag} za drugu stranicu ${i}`);
    const news = await apiCreateNews(request, adminToken, hostileTitle, body);
    newsId = news.id;
    imageUrl = news.slikaUrl;
    imageSize = [news.imageWidth, news.imageHeight];
    await request.dispose();
  });

  /** Fetches a path and reads the head of its HTML in the page's browser. */
  async function head(page: Page, path: string, status = 200): Promise<{ head: Head; html: string }> {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(status);
    const html = await res.text();
    return { head: await page.evaluate(readHead, html), html };
  }

  /** What every page that exists has: its title, description, canonical address, Open Graph basics and a Twitter card. */
  function expectFound(h: Head, p: { title: string; ogTitle: string; description: string; canonical: string }) {
    expect(h.lang).toBe('bs');
    expect(h.titles).toEqual([p.title]);
    expect(h.metas.description).toEqual([p.description]);
    expect(h.canonical).toEqual([`${baseURL}${p.canonical}`]);
    expect(h.metas['og:title']).toEqual([p.ogTitle]);
    expect(h.metas['og:description']).toEqual([p.description]);
    expect(h.metas['og:url']).toEqual([`${baseURL}${p.canonical}`]);
    expect(h.metas['og:site_name']).toEqual([institution.name]);
    expect(h.metas['og:locale']).toEqual(['bs_BA']);
    // Every page that exists has a picture for previews: its own, or the site's share picture (issue 24).
    expect(h.metas['twitter:card']).toEqual(['summary_large_image']);
  }

  /** The site's share picture (no admin replaced it here), with its size and the institution's name as alt text. */
  function expectSharePicture(h: Head) {
    expect(h.metas['og:image']).toEqual([`${baseURL}${SHARE_PICTURE.path}`]);
    expect([h.metas['og:image:width'], h.metas['og:image:height']]).toEqual([['1200'], ['630']]);
    expect(h.metas['og:image:alt']).toEqual([institution.name]);
  }

  test('home: the institution, the news feed and its structured data (JSON-LD) only here', async ({ page, request }) => {
    const contacts = await apiInstitution(request);
    await page.goto('/');
    const { head: h } = await head(page, '/?utm_source=test');
    expectFound(h, { title: institution.name, ogTitle: institution.name, description: institution.description, canonical: '/' });
    expect(h.metas['og:type']).toEqual(['website']);
    expectSharePicture(h);
    const feedTitle = await page.evaluate(channelTitle, await (await page.request.get(API.newsFeed)).text());
    expect(h.feeds).toEqual([{ href: API.newsFeed, title: feedTitle }]);

    expect(h.structured).toHaveLength(1);
    const org = JSON.parse(h.structured[0]!) as Record<string, unknown>;
    expect(org['@context']).toBe('https://schema.org');
    expect(org['@type']).toContain('MedicalClinic');
    expect(org).toMatchObject({
      name: institution.name, url: `${baseURL}/`, telephone: contacts.phone, email: contacts.email,
      // A PNG of at least 112 px (Google's minimum for an organisation's logo), not the 32 px icon.
      logo: { '@type': 'ImageObject', url: `${baseURL}${LOGO_PNG.path}`, width: LOGO_PNG.side, height: LOGO_PNG.side },
      address: { '@type': 'PostalAddress', addressCountry: 'BA', postalCode: contacts.postalCode, addressLocality: contacts.city },
      sameAs: [contacts.socialUrl],
    });
    const logo = await page.request.get(LOGO_PNG.path);
    expect([logo.status(), logo.headers()['content-type']]).toEqual([200, 'image/png']);
  });

  test("a document list: its description, its type's feed by the channel's title, its page in the canonical address", async ({ page }) => {
    await page.goto('/');
    const { head: h, html } = await head(page, zakon.listPath);
    const description = WEB_UI.documentListDescription(zakon);
    expectFound(h, { title: `${zakon.pageTitle}${suffix}`, ogTitle: zakon.pageTitle, description, canonical: zakon.listPath });
    expectSharePicture(h);
    expect(h.structured).toEqual([]);
    const feedTitle = await page.evaluate(channelTitle, await (await page.request.get(API.documentFeed(zakon))).text());
    expect(feedTitle).toContain(zakon.pageTitle);
    expect(h.feeds).toEqual([{ href: '/rss/Zakon.xml', title: feedTitle }]);
    expect(html).toContain(`<link rel="alternate" type="application/rss+xml" title="${feedTitle}" href="/rss/Zakon.xml" />`);

    // Another spelling of the address, and a later page of the list (Google: paged lists point at themselves).
    expect((await head(page, `${zakon.listPath.toUpperCase()}/?utm_source=x`)).head.canonical).toEqual([`${baseURL}${zakon.listPath}`]);
    const second = (await head(page, `${zakon.listPath}?page=2&utm_source=x`)).head;
    expect(second.canonical).toEqual([`${baseURL}${zakon.listPath}?page=2`]);
    // Each page its own title (issue 24), and the other list called "Zakoni" its own.
    expect(second.titles).toEqual([`${zakon.pageTitle}${WEB_UI.pageSuffix(2)}${suffix}`]);
    expect(second.metas['og:title']).toEqual([`${zakon.pageTitle}${WEB_UI.pageSuffix(2)}`]);
    expect((await head(page, documentTypeByKind('ZAKON_EDU').listPath)).head.titles).toEqual([`${zakon.pageTitle} – Edukacijski centar${suffix}`]);
    expect((await head(page, `${zakon.listPath}?page=1`)).head.canonical).toEqual([`${baseURL}${zakon.listPath}`]);
  });

  test('the news archive: its description and the news feed', async ({ page }) => {
    await page.goto('/');
    const { head: h } = await head(page, ROUTES.news);
    expectFound(h, { title: `${WEB_UI.newsHeading}${suffix}`, ogTitle: WEB_UI.newsHeading, description: WEB_UI.newsArchiveDescription, canonical: ROUTES.news });
    expect(h.feeds.map((f) => f.href)).toEqual([API.newsFeed]);
  });

  test('a news item: an article with its first sentence and its picture; a hostile title stays text', async ({ page }) => {
    await page.goto('/');
    const { head: h, html } = await head(page, ROUTES.newsDetail(newsId));
    const sentence = 'Pregled obavlja dr. Amra Kajtaz u sobi br. 5 od 23.11.2026. do 1,5 sati poslije podne.';
    expect(firstSentence(body)).toBe(sentence);
    expectFound(h, { title: `${hostileTitle}${suffix}`, ogTitle: hostileTitle, description: sentence, canonical: ROUTES.newsDetail(newsId) });
    expect(h.metas['og:type']).toEqual(['article']);
    expect(imageUrl).toMatch(/\?v=/);
    expect(h.metas['og:image']).toEqual([`${baseURL}${imageUrl}`]);
    // The stored picture's own size (the upload is small and never enlarged), not a guess.
    expect(imageSize.every((n) => typeof n === 'number' && n > 0)).toBe(true);
    expect([h.metas['og:image:width'], h.metas['og:image:height']]).toEqual([[String(imageSize[0])], [String(imageSize[1])]]);
    expect(h.metas['og:image:alt']).toEqual([hostileTitle]);
    expect(h.feeds).toEqual([]);
    expect(h.structured).toEqual([]);
    expect((await page.request.get(h.metas['og:image']![0]!)).headers()['content-type']).toBe('image/jpeg');

    // As written in the markup: every quote, angle bracket and ampersand is a reference.
    const escaped = `Novost ${tag}: &quot;Dani&quot; &lt;otvorenih&gt; vrata &amp; &apos;druženje&apos; &amp;amp;`;
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(`<title>${escaped}${suffix}</title>`);
    expect(html).not.toContain('<otvorenih>');
    // An id written another way is no address of it (ids are plain decimal digits, issue 20): one item, one address.
    expect((await page.request.get(`/novost-detalj/00${newsId}`)).status()).toBe(404);
  });

  test("a clinic: its name, where it is and what the page shows; the about page's second address names the first", async ({ page, request }) => {
    await page.goto('/');
    const clinic = await apiClinic(request, 1);
    const { head: h } = await head(page, ROUTES.clinicDetail(1));
    expectFound(h, { title: `${clinic.name}${suffix}`, ogTitle: clinic.name, description: clinicDescription(clinic), canonical: ROUTES.clinicDetail(1) });
    expectSharePicture(h);
    expect(h.feeds).toEqual([]);
    expect((await head(page, ROUTES.aboutDetailsAlias)).head.canonical).toEqual([`${baseURL}${ROUTES.aboutDetails}`]);
  });

  test('a service (issue 36): its title, what it does and what the page shows, its own address', async ({ page, request }) => {
    await page.goto('/');
    const service = await apiService(request, 18);
    const { head: h } = await head(page, `${ROUTES.serviceDetail(18)}?utm_source=test`);
    expectFound(h, { title: `${service.title}${suffix}`, ogTitle: service.title, description: serviceDescription(service), canonical: ROUTES.serviceDetail(18) });
    expect(h.metas['og:type']).toEqual(['website']);
    expectSharePicture(h);
    expect(h.feeds).toEqual([]);
    expect(h.structured).toEqual([]);
  });

  test('an unknown address: 404 with its title and the default description, nothing to index or share', async ({ page }) => {
    await page.goto('/');
    for (const path of ['/ne-postoji-stranica', ROUTES.newsDetail(2_000_000_000), ROUTES.serviceDetail(2_000_000_000)]) {
      const { head: h } = await head(page, path, 404);
      expect(h.titles, path).toEqual([`${WEB_UI.notFoundHeading}${suffix}`]);
      expect(h.metas.description, path).toEqual([institution.description]);
      expect(h.canonical, path).toEqual([]);
      expect(Object.keys(h.metas).filter((k) => k.startsWith('og:') || k.startsWith('twitter:')), path).toEqual([]);
      expect(h.feeds, path).toEqual([]);
      expect(h.structured, path).toEqual([]);
    }
  });

  test('in the browser: client navigation updates the title and description; the JSON-LD breaks no CSP', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { cspViolations: string[] }).cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const problems: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(institution.name);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

    const nav = page.getByRole('navigation', { name: WEB_UI.mainNav });
    await nav.locator('summary', { hasText: 'Dokumenti' }).click();
    await nav.getByRole('link', { name: zakon.nav!.label }).click();
    await expect(page).toHaveURL(zakon.listPath);
    await expect(page).toHaveTitle(`${zakon.pageTitle}${suffix}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', WEB_UI.documentListDescription(zakon));
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);

    await page.goBack();
    await expect(page).toHaveTitle(institution.name);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', institution.description);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
