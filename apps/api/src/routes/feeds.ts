import { Router, type Response } from 'express';
import {
  API, API_ERRORS, DOCUMENT_TYPES, FEED_ITEMS, FEED_TEXT, INDEXED_PATHS, NEWS_PREVIEW_LENGTH, ROUTES, STAFF_PATH_PREFIXES,
  documentText, documentTypeByResource, formatDate, previewText,
} from '@dz/contracts';
import { documentFeedTitle, documentListName, newsFeedTitle } from '@dz/content';
import { NotFoundError } from '../errors.js';
import { caching } from '../files/caching.js';
import type { OriginOf } from '../http/origin.js';
import { el, xmlDocument, type Xml } from '../http/xml.js';
import type { documentService } from '../services/documents.js';
import type { newsService } from '../services/news.js';
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

/**
 * /robots.txt, /sitemap.xml, /rss.xml (news) and /rss/{Resource}.xml (a document type's
 * newest PDFs), at the site's root: the paths are API.robots … API.documentFeed. Every query
 * is bounded (FEED_ITEMS rows; the sitemap reads news ids and times only) and no file bytes
 * are read. Absolute links start with `origin` (PUBLIC_URL, http/origin.ts).
 */
export function feedsRouter(news: ReturnType<typeof newsService>, docs: ReturnType<typeof documentService>, units: ReturnType<typeof unitService>, origin: OriginOf) {
  const r = Router();

  r.get(API.robots, (req, res) => send(res, 'text/plain', robotsTxt(origin(req, res))));

  r.get(API.sitemap, async (req, res) => {
    const site = origin(req, res);
    // A clinic's or service's page changes when the unit does: its lastmod is its last edit.
    const [clinics, services] = await Promise.all([units.index('clinic'), units.index('service')]);
    const unitPages = (page: (id: number) => string, rows: { id: number; updatedAt: Date }[]) => rows.map((u): [string, Date] => [page(u.id), u.updatedAt]);
    const fixed: [string, Date?][] = [
      ...INDEXED_PATHS.map((p): [string] => [p]), ...unitPages(ROUTES.clinicDetail, clinics), ...unitPages(ROUTES.serviceDetail, services),
    ];
    const [index, byKind] = await Promise.all([news.index(SITEMAP_MAX_URLS - fixed.length), docs.lastModifiedByKind()]);
    // A page's lastmod is the last change of what it lists: home and /novosti show news, a
    // list its documents. Static pages change only with a release and carry none (a deploy
    // date would claim changes that did not happen).
    const listed = new Map<string, Date | undefined>([
      [ROUTES.home, index.lastModified], [ROUTES.news, index.lastModified],
      ...DOCUMENT_TYPES.map((t) => [t.listPath, byKind.get(t.kind)] as const),
    ]);
    const url = ([path, modified]: [string, Date?]) => el('url', null, el('loc', null, `${site}${path}`), modified && el('lastmod', null, w3cDate(modified)));
    send(res, 'application/xml', xmlDocument(el('urlset', { xmlns: SITEMAP_NS },
      ...fixed.map(([p, modified]) => url([p, modified ?? listed.get(p)])),
      ...index.items.map((n) => url([ROUTES.newsDetail(n.id), n.updatedAt])),
    )));
  });

  r.get(API.newsFeed, async (req, res) => {
    const site = origin(req, res);
    // One character past the preview's length is enough to know whether it is cut.
    const rows = await news.recent(FEED_ITEMS, NEWS_PREVIEW_LENGTH + 1);
    send(res, RSS_TYPE, rss(site, {
      title: newsFeedTitle, description: FEED_TEXT.newsDescription, page: ROUTES.news, self: API.newsFeed, media: true,
    }, rows.map((n) => {
      // Its picture (the full JPEG, by its versioned URL): RSS 2.0's enclosure, and Media RSS's content with its size.
      const picture = n.image ? { ...n.image, url: `${site}${n.image.url}` } : undefined;
      return item(n.naslov, `${site}${ROUTES.newsDetail(n.id)}`, n.createdAt, el('description', null, previewText(n.opis)),
        picture && el('enclosure', { url: picture.url, length: picture.bytes, type: JPEG }),
        picture && el('media:content', {
          url: picture.url, type: JPEG, medium: 'image', fileSize: picture.bytes, width: picture.width ?? undefined, height: picture.height ?? undefined,
        }));
    })));
  });

  r.get(API.documentFeed({ resource: ':resource' }), async (req, res) => {
    const type = documentTypeByResource(String(req.params.resource));
    if (!type) throw new NotFoundError(API_ERRORS.unknownResource);
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
