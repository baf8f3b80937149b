// Issue 41, item 7: a public list's page past its last (`/novosti?page=3`, `/zakoni?page=99`, a search's) is not a
// page: the server answers it 404 with the site's 404 page, not 200 with an empty list and a canonical link to itself
// (a soft 404 that search engines index). Plain HTTP GETs of the server's HTML, as a browser without JavaScript or a
// crawler reads it. On the real web build (`build` first).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API, DOCUMENT_TYPES, PAGE_SIZE, ROUTES, SEARCH_LIMITS, WEB_UI } from '@dz/contracts';
import { bearer, pdf, useTestApp } from './harness.js';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
const h = useTestApp({ webDist, publicUrl: 'https://dz.example' });
const page = (url: string) => h.request.get(url);
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

async function news(n: number) {
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
  for (let i = 0; i < n; i++) {
    const r = await h.request.post(API.newsList).set(bearer(h.tokens.staff)).field('naslov', `Stranicenje novost ${i}`).field('opis', 'Tekst')
      .field('imageAlt', 'Slika').attach('slika', picture, 's.jpg');
    expect(r.status, r.text).toBe(201);
  }
}

/** The site's 404 page, answered as such. */
function expectNotFound(res: { status: number; text: string }, url: string) {
  expect(res.status, url).toBe(404);
  expect(res.text, url).toContain(WEB_UI.notFoundHeading);
  expect(canonical(res.text), url).toBeUndefined();
}

describe('a public list past its last page', () => {
  it('news: the pages there are answer 200 with their canonical, the ones past them 404', async () => {
    // An empty list has its first page (saying there is nothing yet), and no second.
    expect((await page(ROUTES.news)).status).toBe(200);
    expectNotFound(await page(`${ROUTES.news}?page=2`), '?page=2');

    await news(PAGE_SIZE + 1); // two pages
    const second = await page(`${ROUTES.news}?page=2`);
    expect(second.status).toBe(200);
    expect(canonical(second.text)).toBe(`https://dz.example${ROUTES.news}?page=2`);
    for (const p of [3, 99]) expectNotFound(await page(`${ROUTES.news}?page=${p}`), `?page=${p}`);
  });

  it('every document type: past the last page 404', async () => {
    const type = DOCUMENT_TYPES[0]!;
    const up = await h.request.post(API.documents(type)).set(bearer(h.tokens.staff)).field(type.textField, 'Dokument').attach('pdfFile', pdf(), 'd.pdf');
    expect(up.status).toBe(201);
    expect((await page(type.listPath)).status).toBe(200);
    for (const t of DOCUMENT_TYPES) {
      for (const p of [2, 99]) expectNotFound(await page(`${t.listPath}?page=${p}`), `${t.listPath}?page=${p}`);
    }
  });

  it("search: a page of results past the last 404, a search that finds nothing still its page", async () => {
    await news(1);
    const found = await page(`${ROUTES.search}?q=stranicenje`);
    expect(found.status).toBe(200);
    const last = Math.ceil((PAGE_SIZE + 2) / SEARCH_LIMITS.pageSize);
    expect((await page(`${ROUTES.search}?q=stranicenje&page=${last}`)).status).toBe(200);
    expectNotFound(await page(`${ROUTES.search}?q=stranicenje&page=${last + 1}`), 'search past the last page');
    expect((await page(`${ROUTES.search}?q=nepostojecarijec`)).status).toBe(200);
  });
});
