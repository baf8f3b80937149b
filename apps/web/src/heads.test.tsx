// @vitest-environment happy-dom
// Link previews and titles (issue 24): every public page's head as the server renders it (apps/api/src/http/web.ts calls
// the server entry; PublicData answered here): its own title, which page of a list, the share picture with its size on
// every page without its own, a news item's picture, size and times, and the organisation's PNG logo.
import {
  DOCUMENT_TYPES, PUBLIC_PATHS, ROUTES, WEB_UI, type DocumentItem, type NewsSummary, type PublicData, type RenderedPage, type SharePicture,
} from '@dz/contracts';
import { LOGO_PNG, SHARE_PICTURE, institution } from '@dz/content';
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import { clinicFixture, findStoredPage, frameFixture, serviceFixture } from './test/fixtures';

const ORIGIN = 'https://dz-primjer.ba';
const SUFFIX = ` | ${institution.name}`;

const news = (id: number, over: Partial<NewsSummary> = {}): NewsSummary => ({
  id, naslov: `Novost ${id}`, opis: 'Opis novosti.', imageAlt: 'Opis slike', imageDecorative: false, imageCaption: '',
  slikaUrl: `/api/Novost/${id}/slika/puna?v=abc`, slikaKarticaUrl: `/api/Novost/${id}/slika/kartica?v=abc`, imageWidth: 1200, imageHeight: 675,
  createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-22T10:15:00.000Z', status: 'published', publishAt: '2026-11-21T07:00:00.000Z', ...over,
});
const NEWS = [news(1), news(2, { imageWidth: null, imageHeight: null }), news(3, { status: undefined, publishAt: undefined })];
const DEFAULT_PICTURE: SharePicture = { url: SHARE_PICTURE.path, width: 1200, height: 630, custom: false };

/** Long enough lists for a second page of each (page size 5). */
const doc = (id: number): DocumentItem => ({ id, naziv: `Dokument ${id}`, fileName: 'd.pdf', fileSize: 1000, createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z' }) as DocumentItem;

const dataWith = (sharePicture: SharePicture): PublicData => ({
  newsSummaries: async () => NEWS,
  newsPage: async () => ({ items: NEWS, totalItems: 12 }),
  news: async (id) => NEWS.find((n) => n.id === id) ?? null,
  documentPage: async () => ({ items: [doc(1), doc(2)], totalItems: 12 }),
  frame: async () => frameFixture,
  clinics: async () => [clinicFixture],
  clinic: async (id) => (id === clinicFixture.id ? clinicFixture : null),
  services: async () => [serviceFixture],
  service: async (id) => (id === serviceFixture.id ? serviceFixture : null),
  search: async (q) => ({ items: [], totalItems: 0, query: q }),
  sharePicture: async () => sharePicture,
  // The seeded static pages (issue 38), found by their path as the query API finds them.
  find: findStoredPage,
  findById: async () => null,
});

const page = async (path: string, picture = DEFAULT_PICTURE) =>
  (await render(new Request(`${ORIGIN}${path}`), dataWith(picture))) as RenderedPage;
/** The head's meta values by property or name. */
const metas = (p: RenderedPage, key: string) => p.head.elements.filter((e) => (e.attributes.property ?? e.attributes.name) === key).map((e) => e.attributes.content);
const canonical = (p: RenderedPage) => p.head.elements.find((e) => e.attributes.rel === 'canonical')?.attributes.href;

/** Every public page visitors and crawlers reach: the fixed ones, a clinic, a service and a news item. */
const PAGES = [...PUBLIC_PATHS, ROUTES.clinicDetail(clinicFixture.id), ROUTES.serviceDetail(serviceFixture.id), ROUTES.newsDetail(1)];

describe('titles', () => {
  it('every public page has a title of its own (a page reached by two addresses is one page)', async () => {
    const byPage = new Map<string, string>();
    for (const path of PAGES) {
      const p = await page(path);
      expect(p.status, path).toBe(200);
      // The search without a query says noindex and names no canonical address: its path is its own.
      byPage.set(canonical(p) ?? path, p.head.title);
    }
    const titles = [...byPage.values()];
    const repeated = titles.filter((t, i) => titles.indexOf(t) !== i);
    expect(repeated).toEqual([]);
    expect(byPage.size).toBe(PAGES.length - 1); // /o-nama-detalji is /onama-detalji
  });

  it('a service page (issue 36): its title, what it does as the description, its own address (an id written otherwise is none)', async () => {
    const p = await page(`${ROUTES.serviceDetail(serviceFixture.id)}?utm_source=x`);
    expect(p.head.title).toBe(`${serviceFixture.title}${SUFFIX}`);
    expect(p.head.description).toBe(`${serviceFixture.description} Šef službe, kontakt i radno vrijeme.`);
    expect(metas(p, 'og:title')).toEqual([serviceFixture.title]);
    expect(metas(p, 'og:description')).toEqual([p.head.description]);
    expect(canonical(p)).toBe(`${ORIGIN}${ROUTES.serviceDetail(serviceFixture.id)}`);
    expect(metas(p, 'og:url')).toEqual([canonical(p)]);
  });

  it('tells apart the pages that share a heading, whose h1 stays as it was', async () => {
    const zakoni = await page('/zakoni');
    const centreLaws = await page('/zakonEdu');
    expect(zakoni.head.title).toBe(`Zakoni${SUFFIX}`);
    expect(centreLaws.head.title).toBe(`Zakoni – Edukacijski centar${SUFFIX}`);
    expect(metas(centreLaws, 'og:title')).toEqual(['Zakoni – Edukacijski centar']);
    expect(centreLaws.html).toContain('<h1>Zakoni</h1>');
    expect((await page(ROUTES.about)).head.title).toBe(`O nama${SUFFIX}`);
    const details = await page(ROUTES.aboutDetails);
    expect(details.head.title).toBe(`O nama – detaljno${SUFFIX}`);
    expect(details.html).toContain('<h1>O nama</h1>');
  });

  it('names the page of a list from the second on: "— stranica 2", in the title and og:title', async () => {
    for (const [path, name] of [...DOCUMENT_TYPES.map((t) => [t.listPath, t.kind === 'ZAKON_EDU' ? 'Zakoni – Edukacijski centar' : t.pageTitle]), [ROUTES.news, WEB_UI.newsHeading]]) {
      const first = await page(path!);
      const second = await page(`${path}?page=2`);
      const third = await page(`${path}?page=3`);
      expect(first.head.title, path).toBe(`${name}${SUFFIX}`);
      expect(second.head.title, path).toBe(`${name} — stranica 2${SUFFIX}`);
      expect(third.head.title, path).toBe(`${name} — stranica 3${SUFFIX}`);
      expect(metas(second, 'og:title'), path).toEqual([`${name} — stranica 2`]);
      expect(canonical(second), path).toBe(`${ORIGIN}${path}?page=2`);
    }
    expect(WEB_UI.pageSuffix(2)).toBe(' — stranica 2');
  });
});

describe('link previews', () => {
  it('every page without a picture of its own shows the share picture with its size, as a large card', async () => {
    for (const path of PAGES.filter((p) => p !== ROUTES.newsDetail(1))) {
      const p = await page(path);
      expect(metas(p, 'og:image'), path).toEqual([`${ORIGIN}${SHARE_PICTURE.path}`]);
      expect(metas(p, 'og:image:width'), path).toEqual(['1200']);
      expect(metas(p, 'og:image:height'), path).toEqual(['630']);
      expect(metas(p, 'og:image:alt'), path).toEqual([institution.name]);
      expect(metas(p, 'twitter:card'), path).toEqual(['summary_large_image']);
      expect(metas(p, 'og:type'), path).toEqual(['website']);
      expect(metas(p, 'article:published_time'), path).toEqual([]);
    }
  });

  it("shows an admin's upload instead, at its versioned address and its size", async () => {
    const custom: SharePicture = { url: '/api/Ustanova/slika/puna?v=0123456789abcdef', width: 1200, height: 630, custom: true };
    const p = await page(ROUTES.clinics, custom);
    expect(metas(p, 'og:image')).toEqual([`${ORIGIN}${custom.url}`]);
    expect([metas(p, 'og:image:width'), metas(p, 'og:image:height')]).toEqual([['1200'], ['630']]);
  });

  it("a news item: its own picture with the stored JPEG's size, when it was published and last changed", async () => {
    const p = await page(ROUTES.newsDetail(1));
    expect(metas(p, 'og:type')).toEqual(['article']);
    expect(metas(p, 'og:image')).toEqual([`${ORIGIN}/api/Novost/1/slika/puna?v=abc`]);
    expect([metas(p, 'og:image:width'), metas(p, 'og:image:height')]).toEqual([['1200'], ['675']]);
    expect(metas(p, 'og:image:alt')).toEqual(['Opis slike']);
    expect(metas(p, 'article:published_time')).toEqual(['2026-11-21T07:00:00.000Z']);
    expect(metas(p, 'article:modified_time')).toEqual(['2026-11-22T10:15:00.000Z']);
    // The page's picture reserves the stored picture's own box.
    expect(p.html).toMatch(/<img src="\/api\/Novost\/1\/slika\/puna\?v=abc" alt="Opis slike" width="1200" height="675"/);
  });

  it('a news item whose size is unknown names none; one without a publication time its creation', async () => {
    const unknown = await page(ROUTES.newsDetail(2));
    expect(metas(unknown, 'og:image')).toHaveLength(1);
    expect([metas(unknown, 'og:image:width'), metas(unknown, 'og:image:height')]).toEqual([[], []]);
    expect(metas(await page(ROUTES.newsDetail(3)), 'article:published_time')).toEqual(['2026-11-20T08:00:00.000Z']);
  });

  it('a 404 has no picture, no card, no times', async () => {
    const p = await page('/ne-postoji');
    expect(p.status).toBe(404);
    expect(p.head.elements.filter((e) => /^(og:|twitter:|article:)/.test(e.attributes.property ?? e.attributes.name ?? ''))).toEqual([]);
  });
});

describe('structured data', () => {
  it('names the PNG logo of at least 112 px as the organisation\'s, by its absolute address', async () => {
    const org = JSON.parse((await page(ROUTES.home)).head.structuredData!) as { logo: { '@type': string; url: string; width: number; height: number } };
    expect(org.logo).toEqual({ '@type': 'ImageObject', url: `${ORIGIN}${LOGO_PNG.path}`, width: LOGO_PNG.side, height: LOGO_PNG.side });
    expect(org.logo.url).toMatch(/\.png$/);
    expect(org.logo.width).toBeGreaterThanOrEqual(112);
  });
});
