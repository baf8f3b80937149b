import { API, IMAGE_FIELD, LIMITS, PAGE_SIZE, ROUTES, SHARE_PICTURE_UI, WEB_UI, documentTypeByKind, type News } from '@dz/contracts';
import { SHARE_PICTURE } from '@dz/content';
import type { Page } from '@playwright/test';
import { apiCreateDocument } from '../support/api';
import { makePng } from '../support/files';
import { expect, test } from '../support/fixtures';

/**
 * Link previews (issue 24): what a messenger or social site reads of a shared address (the server's HTML, no script
 * run) names a picture, and that picture, downloaded, is the size the page says. Home, a list and a clinic show the
 * site's share picture (1200×630, or an admin's replacement); a news item its own, at its stored size.
 */

/** The Open Graph and Twitter metas of a page's raw HTML, parsed by the browser's HTML parser. */
const readMetas = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const metas: Record<string, string[]> = {};
  for (const m of Array.from(doc.head.querySelectorAll('meta[property], meta[name]'))) {
    (metas[m.getAttribute('property') ?? m.getAttribute('name')!] ??= []).push(m.getAttribute('content') ?? '');
  }
  return { metas, title: doc.title };
};

/** The real size of a picture at an address, decoded by the browser. */
const naturalSize = (url: string) =>
  new Promise<[number, number]>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
    img.onerror = () => reject(new Error(`no picture at ${url}`));
    img.src = url;
  });

/** A page's preview as a crawler gets it: its picture's address, the size the page names, and the picture's own size. */
async function preview(page: Page, path: string) {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  const { metas, title } = await page.evaluate(readMetas, await res.text());
  const image = metas['og:image'] ?? [];
  expect(image, path).toHaveLength(1);
  const picture = await page.request.get(image[0]!);
  expect(picture.status(), image[0]).toBe(200);
  expect(picture.headers()['content-type'], image[0]).toBe('image/jpeg');
  return {
    metas, title, image: image[0]!,
    declared: [Number(metas['og:image:width']?.[0]), Number(metas['og:image:height']?.[0])],
    real: await page.evaluate(naturalSize, image[0]!),
  };
}

test.describe('link previews', () => {
  let news: News;

  test.beforeAll(async ({ playwright, server, adminToken }) => {
    const request = await playwright.request.newContext({ baseURL: server.url });
    // A picture larger than the stored size: the server keeps it at 1600 px on its longest side.
    const res = await request.post(API.newsList, {
      headers: { Authorization: `Bearer ${adminToken}` },
      multipart: {
        naslov: 'Preventivni pregledi u subotu', opis: 'Pregledi su besplatni. Dođite na vrijeme.', imageAlt: 'Čekaonica ambulante',
        [IMAGE_FIELD]: { name: 'slika.png', mimeType: 'image/png', buffer: makePng(2000, 1125) },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    news = (await res.json()) as News;
    // A second page of the laws' list, whatever else this worker's database holds (past the last page is a 404: issue 41).
    for (let i = 0; i <= PAGE_SIZE; i++) await apiCreateDocument(request, adminToken, documentTypeByKind('ZAKON'), `Zakon za pregled veze ${i}`);
    await request.dispose();
  });

  test('home, a list, a clinic and a service show the share picture, 1200×630 as they say; a news item its own picture at its stored size', async ({ page, server }) => {
    await page.goto('/');
    for (const path of [ROUTES.home, documentTypeByKind('ZAKON').listPath, ROUTES.clinicDetail(1), ROUTES.serviceDetail(1)]) {
      const p = await preview(page, path);
      expect(p.image, path).toBe(`${server.url}${SHARE_PICTURE.path}`);
      expect(p.real, path).toEqual(p.declared);
      expect(p.real[0], path).toBeGreaterThanOrEqual(1200);
      expect(p.metas['twitter:card'], path).toEqual(['summary_large_image']);
    }
    const item = await preview(page, ROUTES.newsDetail(news.id));
    expect(item.image).toBe(`${server.url}${news.slikaUrl}`);
    expect(item.real).toEqual([LIMITS.imageMaxSide, 900]);
    expect(item.declared).toEqual(item.real);
    expect([news.imageWidth, news.imageHeight]).toEqual(item.real);
    expect(item.metas['og:image:alt']).toEqual(['Čekaonica ambulante']);
    expect(item.metas['article:published_time']).toEqual([news.publishAt ?? news.createdAt]);
    expect(item.metas['article:modified_time']).toEqual([news.updatedAt]);
  });

  test('a list names its page from the second on; every page and file says Permissions-Policy', async ({ page }) => {
    const zakon = documentTypeByKind('ZAKON');
    const second = await page.request.get(`${zakon.listPath}?page=2`);
    expect((await page.evaluate(readMetas, await second.text())).title).toContain(`${zakon.pageTitle}${WEB_UI.pageSuffix(2)} | `);
    for (const path of [ROUTES.home, SHARE_PICTURE.path, '/assets/img/logo.png', API.newsFeed]) {
      expect((await page.request.get(path)).headers()['permissions-policy'], path).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    }
  });

  test("an admin replaces the share picture on the institution's screen: pages show it at its size; then the default again", async ({ adminPage: page }) => {
    await page.goto(ROUTES.institutionEdit);
    const section = page.getByRole('region', { name: SHARE_PICTURE_UI.heading });
    await expect(section.getByText(SHARE_PICTURE_UI.currentDefault)).toBeVisible();
    await section.getByLabel(SHARE_PICTURE_UI.field).setInputFiles({ name: 'naslovna.png', mimeType: 'image/png', buffer: makePng(2400, 1000, [200, 40, 40]) });
    await expect(section.getByRole('img', { name: SHARE_PICTURE_UI.preview })).toHaveAttribute('src', /^blob:/);
    await section.getByRole('button', { name: SHARE_PICTURE_UI.upload }).click();
    await expect(section.getByText(SHARE_PICTURE_UI.currentCustom)).toBeVisible();
    await expect(section.getByRole('img', { name: SHARE_PICTURE_UI.preview })).toHaveAttribute('src', /^\/api\/Ustanova\/slika\/puna\?v=[0-9a-f]{16}$/);

    for (const path of [ROUTES.home, ROUTES.clinics]) {
      const p = await preview(page, path);
      expect(p.image, path).toMatch(/\/api\/Ustanova\/slika\/puna\?v=[0-9a-f]{16}$/);
      expect(p.real, path).toEqual([1200, 630]);
      expect(p.declared, path).toEqual(p.real);
    }

    await section.getByRole('button', { name: SHARE_PICTURE_UI.reset }).click();
    await expect(section.getByText(SHARE_PICTURE_UI.currentDefault)).toBeVisible();
    expect((await preview(page, ROUTES.home)).image).toMatch(new RegExp(`${SHARE_PICTURE.path.replace(/\./g, '\\.')}$`));
  });

  test.afterAll(async ({ playwright, server, adminToken }) => {
    // Whatever happened above, the pages of the specs after this one show the default.
    const request = await playwright.request.newContext({ baseURL: server.url });
    await request.delete(API.sharePicture, { headers: { Authorization: `Bearer ${adminToken}` } });
    await request.dispose();
  });
});
