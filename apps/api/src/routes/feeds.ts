import { Router, type Response } from 'express';
import {
  API, API_ERRORS, COLLECTIONS, DOCUMENT_TYPES, FEED_ITEMS, FEED_TEXT, GENERIC_COLLECTIONS, INDEXED_PATHS, NEWS_PREVIEW_LENGTH, ROUTES,
  STAFF_PATH_PREFIXES, documentText, documentTypeByResource, formatDate, previewText, titleFieldOf, type Capabilities, type Collection,
  type DescribedItem,
} from '@dz/contracts';
import { collectionFeedTitle, documentFeedTitle, documentListName, newsFeedTitle } from '@dz/content';
import { NotFoundError } from '../errors.js';
import { caching } from '../files/caching.js';
import type { OriginOf } from '../http/origin.js';
import { el, xmlDocument, type Xml } from '../http/xml.js';
import type { documentService } from '../services/documents.js';
import type { newsService } from '../services/news.js';
import type { CollectionQueries } from '../services/queries.js';
import type { unitService } from '../services/units.js';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ATOM_NS = 'http://www.w3.org/2005/Atom';
/** Media RSS: a news item's picture with its size in pixels, for readers that show one (RSS 2.0's enclosure has no size). */
const MEDIA_NS = 'http://search.yahoo.com/mrss/';
const JPEG = 'image/jpeg';
const RSS_TYPE = 'application/rss+xml';
/** The sitemap protocol's limit of URLs in one file: news beyond it (the oldest) are left out. */
const SITEMAP_MAX_URLS = 50_000;
/**
 * Sent with Express's ETag (a 304 for a client that has it); HEAD gets the headers alone. Crawlers and feed readers
 * ask often; five minutes old is fresh enough (files/caching.ts), and the ETag makes a revalidation a 304.
 */
const send = (res: Response, type: string, body: string) => {
  caching(res, 'public', 'fiveMinutes');
  res.type(type).send(body);
};

/** Whether the kind `slug` has a capability (its description's `capabilities`): the sitemap and the feeds read `sitemap` and `feed`. */
const has = (slug: string, capability: keyof Capabilities, collections: readonly Collection[] = COLLECTIONS) =>
  collections.some((c) => c.slug === slug && c.capabilities[capability]);

/** The newest of some instants (ISO strings), or none. */
const newest = (instants: readonly string[]): Date | undefined =>
  (instants.length ? new Date(instants.reduce((a, b) => (a > b ? a : b))) : undefined);

/** W3C datetime to the second, as the sitemap protocol writes lastmod. */
const w3cDate = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    // The API is data for the pages; what visitors download from it (PDFs, news pictures, the share picture) is content.
    'Disallow: /api/',
    ...DOCUMENT_TYPES.map((t) => `Allow: ${API.download(t, '')}`),
    `Allow: ${API.newsImage('*', 'full')}`,
    `Allow: ${API.newsImage('*', 'card')}`,
    // The picture link previews show for pages without their own, when an admin uploaded one (the default is a file of the site).
    `Allow: ${API.sharePictureFile}`,
    ...STAFF_PATH_PREFIXES.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${origin}${API.sitemap}`,
    '',
  ].join('\n');
}

/** An RSS 2.0 channel whose link is a page of the site and whose self link is the feed's own address. */
function rss(origin: string, c: { title: string; description: string; page: string; self: string; media?: boolean }, items: Xml[]): string {
  return xmlDocument(el('rss', { version: '2.0', 'xmlns:atom': ATOM_NS, ...(c.media && { 'xmlns:media': MEDIA_NS }) }, el('channel', null,
    el('title', null, c.title),
    el('link', null, `${origin}${c.page}`),
    el('description', null, c.description),
    el('language', null, 'bs'),
    el('atom:link', { href: `${origin}${c.self}`, rel: 'self', type: RSS_TYPE }),
    ...items,
  )));
}

/** A feed item whose link is its permanent address (pubDate in RFC 822, as RSS 2.0 asks). */
const item = (title: string, url: string, published: Date, ...more: (Xml | undefined)[]) =>
  el('item', null, el('title', null, title), el('link', null, url), el('guid', { isPermaLink: 'true' }, url), el('pubDate', null, published.toUTCString()), ...more);

/** Where a described kind's item is seen: its own page, else its place in the kind's public list. */
const itemPage = (c: Collection, id: number) => c.paths.view?.(id) ?? `${c.paths.publicList}#${c.slug}-${id}`;

/**
 * /robots.txt, /sitemap.xml, /rss.xml (news) and /rss/{Resource}.xml (a document type's
 * newest PDFs, or the newest items of a kind served from its description), at the site's root:
 * the paths are API.robots … API.documentFeed. Which kinds are in the sitemap and have a feed is
 * their descriptions' `capabilities` (`sitemap`, `feed`). Every query is bounded (FEED_ITEMS rows;
 * the sitemap reads news ids and times only) and no file bytes are read. Absolute links start with
 * `origin` (PUBLIC_URL, http/origin.ts). `described`: the kinds served from their description, read
 * through `queries`.
 */
export function feedsRouter(
  news: ReturnType<typeof newsService>, docs: ReturnType<typeof documentService>, units: ReturnType<typeof unitService>, queries: CollectionQueries,
  origin: OriginOf, described: readonly Collection[] = GENERIC_COLLECTIONS,
) {
  const r = Router();

  r.get(API.robots, (req, res) => send(res, 'text/plain', robotsTxt(origin(req, res))));

  r.get(API.sitemap, async (req, res) => {
    const site = origin(req, res);
    // A clinic's or service's page changes when the unit does: its lastmod is its last edit.
    const unitIndex = (kind: 'clinic' | 'service') => (has(kind, 'sitemap') ? units.index(kind) : []);
    const sitemapped = described.filter((c) => c.capabilities.sitemap);
    const [clinics, services, describedItems] = await Promise.all([
      unitIndex('clinic'), unitIndex('service'), Promise.all(sitemapped.map((c) => queries.find(c.slug))),
    ]);
    const unitPages = (page: (id: number) => string, rows: { id: number; updatedAt: Date }[]) => rows.map((u): [string, Date] => [page(u.id), u.updatedAt]);
    // A described kind's public list is in INDEXED_PATHS; its items' own pages, when they have them, follow the units'.
    const itemPages = sitemapped.flatMap((c, i) => (c.paths.view ? describedItems[i]!.map((d): [string, Date] => [c.paths.view!(d.id), new Date(d.updatedAt)]) : []));
    const fixed: [string, Date?][] = [
      ...INDEXED_PATHS.map((p): [string] => [p]), ...unitPages(ROUTES.clinicDetail, clinics), ...unitPages(ROUTES.serviceDetail, services), ...itemPages,
    ];
    const [index, byKind] = await Promise.all([
      has('news', 'sitemap') ? news.index(SITEMAP_MAX_URLS - fixed.length) : { items: [], lastModified: undefined },
      docs.lastModifiedByKind(),
    ]);
    // A page's lastmod is the last change of what it lists: home and /novosti show news, a
    // list its documents or its items. Static pages change only with a release and carry none (a deploy
    // date would claim changes that did not happen).
    const listed = new Map<string, Date | undefined>([
      [ROUTES.home, index.lastModified], [ROUTES.news, index.lastModified],
      ...DOCUMENT_TYPES.filter((t) => has(t.kind.toLowerCase(), 'sitemap')).map((t) => [t.listPath, byKind.get(t.kind)] as const),
      ...sitemapped.map((c, i) => [c.paths.publicList, newest(describedItems[i]!.map((d) => d.updatedAt))] as const),
    ]);
    const url = ([path, modified]: [string, Date?]) => el('url', null, el('loc', null, `${site}${path}`), modified && el('lastmod', null, w3cDate(modified)));
    send(res, 'application/xml', xmlDocument(el('urlset', { xmlns: SITEMAP_NS },
      ...fixed.map(([p, modified]) => url([p, modified ?? listed.get(p)])),
      ...index.items.map((n) => url([ROUTES.newsDetail(n.id), n.updatedAt])),
    )));
  });

  if (has('news', 'feed')) r.get(API.newsFeed, async (req, res) => {
    const site = origin(req, res);
    // One character past the preview's length is enough to know whether it is cut.
    const rows = await news.recent(FEED_ITEMS, NEWS_PREVIEW_LENGTH + 1);
    send(res, RSS_TYPE, rss(site, {
      title: newsFeedTitle, description: FEED_TEXT.newsDescription, page: ROUTES.news, self: API.newsFeed, media: true,
    }, rows.map((n) => {
      // Its picture (the full JPEG, by its versioned URL): RSS 2.0's enclosure, and Media RSS's content with its size.
      const picture = n.image ? { ...n.image, url: `${site}${n.image.url}` } : undefined;
      // Its description: its long texts (the body, and any other its collection's description adds), cut as a preview.
      return item(n.naslov, `${site}${ROUTES.newsDetail(n.id)}`, n.createdAt, el('description', null, previewText(n.texts.filter(Boolean).join('\n\n'))),
        picture && el('enclosure', { url: picture.url, length: picture.bytes, type: JPEG }),
        picture && el('media:content', {
          url: picture.url, type: JPEG, medium: 'image', fileSize: picture.bytes, width: picture.width ?? undefined, height: picture.height ?? undefined,
        }));
    })));
  });

  r.get(API.documentFeed({ resource: ':resource' }), async (req, res) => {
    const resource = String(req.params.resource);
    const kind = described.find((c) => c.capabilities.feed && c.resource.toLowerCase() === resource.toLowerCase());
    if (kind) return void send(res, RSS_TYPE, describedFeed(origin(req, res), kind, await queries.find(kind.slug)));
    const type = documentTypeByResource(resource);
    if (!type || !has(type.kind.toLowerCase(), 'feed')) throw new NotFoundError(API_ERRORS.unknownResource);
    const site = origin(req, res);
    const { items } = await docs.list(type, { page: 1, pageSize: FEED_ITEMS });
    send(res, RSS_TYPE, rss(site, {
      title: documentFeedTitle(type), description: FEED_TEXT.documentsDescription(type.pageTitle), page: type.listPath, self: API.documentFeed(type),
    }, items.map((d) => {
      const pdf = `${site}${API.download(type, d.id)}`;
      // A text of several lines is one line as a title; the description says what and how large, as the list's row.
      return item(documentText(type, d).replace(/\s+/g, ' ').trim(), pdf, new Date(d.createdAt),
        el('description', null, FEED_TEXT.documentItem(documentListName(type), formatDate(d.createdAt), d.fileSize)),
        el('enclosure', { url: pdf, length: d.fileSize, type: 'application/pdf' }));
    })));
  });

  return r;
}

/**
 * A described kind's feed: its newest FEED_ITEMS items (by creation), each named by its title field, linked to where it
 * is seen, described by its body's fields (those searched with weight B, else its long texts), cut as a news preview.
 */
function describedFeed(site: string, c: Collection, items: readonly DescribedItem[]): string {
  const title = titleFieldOf(c);
  const body = c.fields.some((f) => f.search === 'B') ? c.fields.filter((f) => f.search === 'B') : c.fields.filter((f) => f.type === 'longText');
  const newestFirst = [...items].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id)).slice(0, FEED_ITEMS);
  return rss(site, {
    title: collectionFeedTitle(c), description: FEED_TEXT.collectionDescription(c.labels.plural), page: c.paths.publicList, self: API.documentFeed(c),
  }, newestFirst.map((d) => {
    const text = body.map((f) => String(d[f.wire] ?? '')).filter(Boolean).join('\n\n');
    return item(String(d[title.wire] ?? ''), `${site}${itemPage(c, d.id)}`, new Date(d.createdAt), text ? el('description', null, previewText(text)) : undefined);
  }));
}
