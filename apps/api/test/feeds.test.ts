// robots.txt, sitemap.xml and the RSS feeds (routes/feeds.ts): parsed with a conforming XML
// parser (test/xml.ts), on an empty and on a filled database, with hostile titles.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import supertest from 'supertest';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  API, API_ERRORS, COUNTS, DOCUMENT_TYPES, FEED_ITEMS, FEED_TEXT, INDEXED_PATHS, ROUTES, STAFF_PATH_PREFIXES, documentTypeByKind, formatDate, previewText,
  type DocumentType,
} from '@dz/contracts';
import { createApp } from '../src/app.js';
import { JWT_SECRET, LOGIN_LIMIT, pdf, useTestApp } from './harness.js';
import { all, one, parseXml, textOf, type XmlNode } from './xml.js';

const SITE = 'https://dz-primjer.ba';
const h = useTestApp({ publicUrl: SITE });

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ATOM_NS = 'http://www.w3.org/2005/Atom';
const MEDIA_NS = 'http://search.yahoo.com/mrss/';
const procurement = documentTypeByKind('JAVNA_NABAVKA');
const feeds = [API.newsFeed, ...DOCUMENT_TYPES.map((t) => API.documentFeed(t))];

/** Titles that break naive XML: markup characters, a CDATA end, quotes, entities, emoji and Bosnian letters. */
const HOSTILE = [
  'Tender & "ponuda" <b>hitno</b>',
  'Kraj ]]> CDATA-e i <![CDATA[ početak',
  "Navodnici ' \" i &amp; &lt;script&gt; entiteti",
  'Čišćenje, ćevapi, đak, žaba, šuma: ČĆĐŠŽ 😷🏥',
];

/** A GET that must answer 200 with this content type (UTF-8) and be cacheable. */
async function get(path: string, type: string, request = h.request) {
  const r = await request.get(path).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
  });
  expect(r.status, `${path}: ${r.body}`).toBe(200);
  expect(r.headers['content-type']).toBe(`${type}; charset=utf-8`);
  expect(r.headers['cache-control']).toBe('public, max-age=300');
  expect(r.headers.etag).toBeTruthy();
  return { text: r.body as string, headers: r.headers };
}

/** The sitemap's URLs, checked against the protocol: urlset > url > loc (absolute, on the site) and at most one lastmod. */
async function sitemap(request = h.request, origin = SITE) {
  const root = parseXml((await get(API.sitemap, 'application/xml', request)).text);
  expect([root.uri, root.local]).toEqual([SITEMAP_NS, 'urlset']);
  return root.children.map((url) => {
    expect([url.uri, url.local]).toEqual([SITEMAP_NS, 'url']);
    for (const c of url.children) expect(['loc', 'lastmod']).toContain(c.local);
    const loc = textOf(url, 'loc');
    expect(loc.startsWith(`${origin}/`), loc).toBe(true);
    const lastmod = all(url, 'lastmod');
    expect(lastmod.length).toBeLessThanOrEqual(1);
    if (lastmod[0]) expect(lastmod[0].text).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    return { path: loc.slice(origin.length), lastmod: lastmod[0]?.text };
  });
}

/** A feed checked against RSS 2.0: rss[version=2.0] > one channel with title, link, description, its self link, items. */
async function rss(path: string, request = h.request, origin = SITE) {
  const root = parseXml((await get(path, 'application/rss+xml', request)).text);
  expect([root.uri, root.local, root.attrs.version]).toEqual(['', 'rss', '2.0']);
  const channel = one(root, 'channel');
  const self = one(channel, 'link', ATOM_NS);
  expect(self.attrs).toMatchObject({ href: `${origin}${path}`, rel: 'self', type: 'application/rss+xml' });
  const items = all(channel, 'item').map((i: XmlNode) => {
    const link = textOf(i, 'link');
    const guid = one(i, 'guid');
    expect(guid.attrs.isPermaLink).toBe('true');
    expect(guid.text).toBe(link);
    const pubDate = textOf(i, 'pubDate');
    // RFC 822 with a four-digit year, in GMT (what RSS 2.0 and its validators expect).
    expect(pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d\d (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d\d:\d\d:\d\d GMT$/);
    // RSS 2.0: at most one enclosure, with its url, length and type.
    const enclosures = all(i, 'enclosure');
    expect(enclosures.length).toBeLessThanOrEqual(1);
    if (enclosures[0]) expect(Object.keys(enclosures[0].attrs).sort()).toEqual(['length', 'type', 'url']);
    const media = all(i, 'content', MEDIA_NS)[0];
    return {
      title: textOf(i, 'title'), link, pubDate: new Date(pubDate), description: all(i, 'description')[0]?.text, enclosure: enclosures[0]?.attrs, media: media?.attrs,
    };
  });
  return { title: textOf(channel, 'title'), link: textOf(channel, 'link'), description: textOf(channel, 'description'), items };
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** A document stored directly (the API would refuse some of the texts these tests need). */
const storeDocument = (type: DocumentType, text: string, createdAt: Date) => {
  const data = pdf();
  return h.db.document.create({
    data: { kind: type.kind, text, fileName: 'dokument.pdf', fileSize: data.length, fileHash: createHash('sha256').update(data).digest('hex'), createdAt, updatedAt: createdAt, publishAt: createdAt, file: { create: { data } } },
    select: { id: true, fileSize: true },
  });
};

describe('on an empty site', () => {
  it('robots.txt names the sitemap at the configured address and keeps crawlers off staff pages and the API data', async () => {
    const { text } = await get(API.robots, 'text/plain');
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain(`Sitemap: ${SITE}${API.sitemap}`);
    expect(lines).toContain('Disallow: /api/');
    for (const p of STAFF_PATH_PREFIXES) expect(lines).toContain(`Disallow: ${p}`);
    for (const t of DOCUMENT_TYPES) expect(lines).toContain(`Allow: ${API.documents(t)}/download/`);
    // Every line is a field of RFC 9309 or empty.
    for (const l of lines) expect(l).toMatch(/^((User-agent|Allow|Disallow|Sitemap): \S+)?$/);
  });

  it('the sitemap lists every public page, clinic and service once; while nothing was published only they are dated (their last edit)', async () => {
    const urls = await sitemap();
    const select = { select: { id: true, updatedAt: true }, orderBy: { id: 'asc' } } as const;
    const [clinics, services] = [await h.db.clinic.findMany(select), await h.db.service.findMany(select)];
    expect(clinics.map((c) => c.id)).toEqual(Array.from({ length: COUNTS.clinics }, (_, i) => i + 1));
    expect(services.map((s) => s.id)).toEqual(Array.from({ length: COUNTS.services }, (_, i) => i + 1));
    const units = [...clinics.map((c) => ({ ...c, path: ROUTES.clinicDetail(c.id) })), ...services.map((s) => ({ ...s, path: ROUTES.serviceDetail(s.id) }))];
    expect(urls.map((u) => u.path)).toEqual([...INDEXED_PATHS, ...units.map((u) => u.path)]);
    expect(urls.filter((u) => u.lastmod)).toEqual(units.map((u) => ({ path: u.path, lastmod: u.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z') })));
  });

  it('every feed is a valid channel without items, titled in Bosnian and linking its page', async () => {
    const titles = new Set<string>();
    for (const path of feeds) {
      const feed = await rss(path);
      expect(feed.items).toEqual([]);
      expect(feed.description).not.toBe('');
      titles.add(feed.title);
    }
    // Two lists are called "Zakoni": their feeds are still told apart.
    expect(titles.size).toBe(feeds.length);
    expect((await rss(API.newsFeed)).link).toBe(`${SITE}${ROUTES.news}`);
    expect((await rss(API.documentFeed(procurement))).link).toBe(`${SITE}${procurement.listPath}`);
  });
});

describe('on a filled site', () => {
  const base = Date.UTC(2026, 0, 10, 8, 0, 0);
  const news: { id: number; naslov: string; opis: string; createdAt: Date; updatedAt: Date }[] = [];
  /** The pictures of some news (the others have none), by item: their stored JPEG. */
  const pictures = new Map<number, { full: Buffer; hash: string; width: number; height: number }>();
  const documents: { id: number; fileSize: number; text: string; createdAt: Date }[] = [];

  beforeAll(async () => {
    // 25 news, an hour apart, the last four with hostile titles; one edited later than all.
    for (let i = 0; i < 25; i++) {
      const naslov = i >= 21 ? HOSTILE[i - 21]! : `Novost ${i + 1}`;
      const opis = `Prva rečenica novosti ${i + 1}. ${'Druga, duža rečenica. '.repeat(i % 3 === 0 ? 10 : 0)}`.trim();
      const createdAt = new Date(base + i * 3_600_000);
      news.push(await h.db.news.create({ data: { naslov, opis, createdAt, updatedAt: createdAt, publishAt: createdAt }, select: { id: true, naslov: true, opis: true, createdAt: true, updatedAt: true } }));
    }
    const edited = await h.db.news.update({ where: { id: news[3]!.id }, data: { updatedAt: new Date(base + 100 * 3_600_000) }, select: { updatedAt: true } });
    news[3]!.updatedAt = edited.updatedAt;
    // Pictures for three of the newest (the database reads their size from the JPEG).
    for (const [k, [width, height]] of [[24, [1200, 675]], [20, [640, 900]], [10, [1600, 1067]]] as const) {
      const full = await sharp({ create: { width, height, channels: 3, background: '#2a6f97' } }).jpeg().toBuffer();
      const hash = createHash('sha256').update(full).digest('hex');
      await h.db.newsImage.create({ data: { newsId: news[k]!.id, hash, full, card: full } });
      pictures.set(news[k]!.id, { full, hash, width, height });
    }
    for (let i = 0; i < FEED_ITEMS + 2; i++) {
      const text = i === FEED_ITEMS + 1 ? `${HOSTILE[0]}\nu dva reda` : `Javna nabavka ${i + 1}`;
      const createdAt = new Date(base + i * 60_000);
      documents.push({ ...(await storeDocument(procurement, text, createdAt)), text, createdAt });
    }
  });

  it('the news feed carries the newest 20, newest first, their titles exactly as written', async () => {
    const feed = await rss(API.newsFeed);
    const newest = [...news].reverse().slice(0, FEED_ITEMS);
    expect(feed.items).toHaveLength(FEED_ITEMS);
    expect(feed.items.map((i) => i.title)).toEqual(newest.map((n) => n.naslov));
    expect(feed.items.map((i) => i.link)).toEqual(newest.map((n) => `${SITE}${ROUTES.newsDetail(n.id)}`));
    expect(feed.items.map((i) => i.description)).toEqual(newest.map((n) => previewText(n.opis)));
    expect(feed.items.map((i) => seconds(i.pubDate))).toEqual(newest.map((n) => seconds(n.createdAt)));
    expect(feed.items.map((i) => i.title)).toEqual(expect.arrayContaining(HOSTILE));
  });

  it("the news feed carries each item's picture: an enclosure (RSS 2.0) and Media RSS content with its size; none without one", async () => {
    const feed = await rss(API.newsFeed);
    const newest = [...news].reverse().slice(0, FEED_ITEMS);
    for (const [i, n] of newest.entries()) {
      const picture = pictures.get(n.id);
      if (!picture) {
        expect([feed.items[i]!.enclosure, feed.items[i]!.media], n.naslov).toEqual([undefined, undefined]);
        continue;
      }
      const url = `${SITE}${API.newsImage(n.id, 'full')}?v=${picture.hash.slice(0, 16)}`;
      expect(feed.items[i]!.enclosure).toEqual({ url, length: String(picture.full.length), type: 'image/jpeg' });
      expect(feed.items[i]!.media).toEqual({
        url, type: 'image/jpeg', medium: 'image', fileSize: String(picture.full.length), width: String(picture.width), height: String(picture.height),
      });
      const img = await h.request.get(new URL(url).pathname + new URL(url).search).buffer(true);
      expect([img.status, img.headers['content-type'], img.headers['content-length']]).toEqual([200, 'image/jpeg', String(picture.full.length)]);
    }
    expect(feed.items.filter((i) => i.enclosure)).toHaveLength(3);
  });

  it('a document feed carries the newest 20 PDFs as enclosures that download', async () => {
    const feed = await rss(API.documentFeed(procurement));
    const newest = [...documents].reverse().slice(0, FEED_ITEMS);
    expect(feed.items).toHaveLength(FEED_ITEMS);
    // A text of two lines is a one-line title.
    expect(feed.items[0]!.title).toBe(`${HOSTILE[0]} u dva reda`);
    expect(feed.items.slice(1).map((i) => i.title)).toEqual(newest.slice(1).map((d) => d.text));
    expect(feed.items.map((i) => seconds(i.pubDate))).toEqual(newest.map((d) => seconds(d.createdAt)));
    for (const [i, d] of newest.entries()) {
      const url = `${SITE}${API.download(procurement, d.id)}`;
      expect(feed.items[i]!.link).toBe(url);
      expect(feed.items[i]!.enclosure).toEqual({ url, length: String(d.fileSize), type: 'application/pdf' });
      // What it is, when and how large, as its row on the list says it.
      expect(feed.items[i]!.description).toBe(FEED_TEXT.documentItem(procurement.pageTitle, formatDate(d.createdAt.toISOString()), d.fileSize));
      expect(feed.items[i]!.media).toBeUndefined();
    }
    expect(feed.items.at(-1)!.description).toMatch(/^Javne nabavke, 10\. januar 2026\. – PDF, \d+(,\d)? (B|KB)$/);
    const download = await h.request.get(new URL(feed.items[0]!.enclosure!.url!).pathname);
    expect(download.status).toBe(200);
    expect(download.headers['content-length']).toBe(feed.items[0]!.enclosure!.length);
    // Other types stay empty.
    expect((await rss(API.documentFeed(documentTypeByKind('ZAKON')))).items).toEqual([]);
  });

  it('the sitemap adds every news item with its last change, and dates the pages that list them', async () => {
    const urls = await sitemap();
    const byPath = new Map(urls.map((u) => [u.path, u.lastmod]));
    expect(urls).toHaveLength(INDEXED_PATHS.length + COUNTS.clinics + COUNTS.services + news.length);
    for (const n of news) expect(byPath.get(ROUTES.newsDetail(n.id)), n.naslov).toBe(n.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    const lastNews = new Date(base + 100 * 3_600_000).toISOString().replace('.000Z', 'Z');
    expect(byPath.get(ROUTES.home)).toBe(lastNews);
    expect(byPath.get(ROUTES.news)).toBe(lastNews);
    expect(byPath.get(procurement.listPath)).toBe(documents.at(-1)!.createdAt.toISOString().replace('.000Z', 'Z'));
    expect(byPath.get(documentTypeByKind('ZAKON').listPath)).toBeUndefined();
    const clinic = await h.db.clinic.findUniqueOrThrow({ where: { id: 1 }, select: { updatedAt: true } });
    expect(byPath.get(ROUTES.clinicDetail(1))).toBe(clinic.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  });

  it('leaves out characters XML 1.0 forbids, even when they were stored', async () => {
    const naslov = 'Kontrolni\u0001 znakovi\u000B\u001F i\uFFFE\uFFFF kraj\u0085\t\u00A0';
    const stored = await h.db.news.create({ data: { naslov, opis: 'Opis\u0008 s\u0002 kontrolnim znakom.' }, select: { id: true } });
    try {
      const feed = await rss(API.newsFeed);
      expect(feed.items[0]!.title).toBe('Kontrolni znakovi i kraj\u0085\t\u00A0');
      expect(feed.items[0]!.description).toBe('Opis s kontrolnim znakom.');
      await sitemap();
    } finally {
      await h.db.news.delete({ where: { id: stored.id } });
    }
  });
});

describe('HTTP', () => {
  it('answers a client that has the current version with 304, and HEAD with the headers alone', async () => {
    for (const path of [API.robots, API.sitemap, ...feeds]) {
      // Uncompressed, so both answers carry the length.
      const first = await h.request.get(path).set('Accept-Encoding', 'identity');
      const again = await h.request.get(path).set('If-None-Match', first.headers.etag!);
      expect(again.status, path).toBe(304);
      const head = await h.request.head(path).set('Accept-Encoding', 'identity');
      expect(head.status, path).toBe(200);
      expect(head.headers['content-type']).toBe(first.headers['content-type']);
      expect(head.headers['content-length']).toBe(first.headers['content-length']);
      expect(head.text ?? '').toBe('');
    }
  });

  it('serves a document feed by any case of its name (as the API does), its self link naming the canonical address', async () => {
    const r = await h.request.get(API.documentFeed({ resource: procurement.resource.toUpperCase() }));
    expect(r.status).toBe(200);
    const self = one(one(parseXml(r.text), 'channel'), 'link', ATOM_NS);
    expect(self.attrs.href).toBe(`${SITE}${API.documentFeed(procurement)}`);
  });

  it('are answered before the web app, whose files of the same names never shadow them', async () => {
    const web = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-web-'));
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><html lang="bs"><title>DZ</title></html>');
    for (const file of [API.robots, API.sitemap, API.newsFeed]) fs.writeFileSync(path.join(web, file), 'stara datoteka');
    try {
      const request = supertest(createApp({ db: h.db, logger: pino({ level: 'silent' }), jwtSecret: JWT_SECRET, jwtTtlSeconds: 60, loginLimit: LOGIN_LIMIT, webDist: web, publicUrl: SITE }));
      expect((await get(API.robots, 'text/plain', request)).text).toContain(`Sitemap: ${SITE}`);
      await sitemap(request);
      await rss(API.newsFeed, request);
      // Other paths under /rss/ are pages of the web app (its 404 page).
      expect((await request.get('/rss/')).text).toContain('<title>DZ</title>');
    } finally {
      fs.rmSync(web, { recursive: true, force: true });
    }
  });

  it('an unknown feed is a 404 with the JSON error body', async () => {
    for (const path of ['/rss/Nepostojeci.xml', '/rss/%00.xml', `/rss/${'x'.repeat(3000)}.xml`]) {
      const r = await h.request.get(path);
      expect(r.status, path).toBe(404);
      expect(r.body).toEqual({ status: 404, message: API_ERRORS.unknownResource });
    }
  });
});

describe('without PUBLIC_URL', () => {
  const app = (trustProxy?: string[]) =>
    supertest(createApp({ db: h.db, logger: pino({ level: 'silent' }), jwtSecret: JWT_SECRET, jwtTtlSeconds: 3600, loginLimit: LOGIN_LIMIT, trustProxy }));

  it("links the address the request came to, varying with the headers it came from", async () => {
    const request = app();
    const origin = 'http://dz.lokalno:8080';
    const robots = await request.get(API.robots).set('Host', 'dz.lokalno:8080').set('X-Forwarded-Host', 'napadac.example').set('X-Forwarded-Proto', 'https');
    expect(robots.text).toContain(`Sitemap: ${origin}${API.sitemap}`);
    expect(robots.headers.vary).toMatch(/Host.*X-Forwarded-Host.*X-Forwarded-Proto/);
    const feed = await request.get(API.newsFeed).set('Host', 'dz.lokalno:8080');
    expect(feed.status).toBe(200);
    expect(feed.text).toContain(`<atom:link href="${origin}${API.newsFeed}"`);
  });

  it('believes X-Forwarded-Host and -Proto only from a trusted proxy', async () => {
    const robots = await app(['loopback']).get(API.robots).set('Host', 'app:7121').set('X-Forwarded-Host', 'dz-primjer.ba').set('X-Forwarded-Proto', 'https');
    expect(robots.text).toContain(`Sitemap: https://dz-primjer.ba${API.sitemap}`);
  });

  it('refuses a Host header that is not a host name, with a 400', async () => {
    const request = app();
    for (const host of ['napadac.example/putanja', 'a"b', '<x>', 'dz.ba:99999', 'user@dz.ba']) {
      for (const path of [API.robots, API.sitemap, API.newsFeed]) {
        const r = await request.get(path).set('Host', host);
        expect(r.status, `${host} ${path}`).toBe(400);
        expect(r.body).toEqual({ status: 400, message: API_ERRORS.badRequest });
      }
    }
  });
});

describe('at the sitemap protocol limit', () => {
  /** The statements the app sends PostgreSQL while it builds the sitemap (all of them go through the pool). */
  const sitemapQueries = async () => {
    const spy = vi.spyOn(h.db.pool, 'query');
    try {
      expect((await h.request.get(API.sitemap)).status).toBe(200);
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  };

  it('lists at most 50,000 URLs: the newest news stay, the oldest beyond the limit are left out', async () => {
    // What makes it cheap at the limit: a fixed number of statements, whatever the number of news.
    // (A search waits until the app's start has written the static pages into the index: those
    // statements share the pool and are not the sitemap's.)
    expect((await h.request.get(API.search).query({ q: 'zakon' })).status).toBe(200);
    const fewNews = await sitemapQueries();
    expect(fewNews).toBeGreaterThan(0);
    // Straight into the table: the search index's trigger would spell out 50,000 rows for nothing this test reads.
    const c = await h.db.pool.connect();
    try {
      await c.query('BEGIN');
      await c.query('SET LOCAL session_replication_role = replica');
      await c.query(`INSERT INTO "Novost" (naslov, opis, "updatedAt") SELECT 'Novost ' || g, 'Opis', now() FROM generate_series(1, 50000) g`);
      await c.query('COMMIT');
    } finally {
      c.release();
    }
    const [oldest, newest] = await Promise.all([
      h.db.news.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } }),
      h.db.news.findFirstOrThrow({ orderBy: { id: 'desc' }, select: { id: true } }),
    ]);
    expect(await sitemapQueries()).toBe(fewNews);
    const { headers } = await h.request.get(API.sitemap).set('Accept-Encoding', 'identity');
    // The protocol's other limit: 50 MB uncompressed (this is about 5 MB).
    expect(Number(headers['content-length'])).toBeLessThan(50 * 1024 * 1024);
    const urls = await sitemap();
    expect(urls).toHaveLength(50_000);
    const paths = new Set(urls.map((u) => u.path));
    expect(paths.has(ROUTES.newsDetail(newest.id))).toBe(true);
    expect(paths.has(ROUTES.newsDetail(oldest.id))).toBe(false);
    for (const p of INDEXED_PATHS) expect(paths.has(p)).toBe(true);
    // Its time at the limit is a figure for `pnpm bench` (bench/timings.ts), not an assertion.
  });
});
