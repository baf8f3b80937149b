import { columnOf, fieldOf, fileVersion, imageUrlOf, newsCollection, type News, type NewsSummary, type PageQuery, type Paged } from '@dz/contracts';
import type { Db } from '@dz/db';
import type { Clock } from '../clock.js';
import { NotFoundError } from '../errors.js';
import { ident, poolSql } from '../db/sql.js';
import { collectionService, type Stored } from './collection.js';

/** The news' name in the API's paths and in the audit log. */
export const NEWS_RESOURCE = newsCollection.resource;
const NEWS: Stored = newsCollection;
const PICTURE = fieldOf(newsCollection, 'image');

/** Its long texts (the body, and any other its description adds), in its order: the feed's description is cut from them. */
const LONG_TEXTS = NEWS.fields.filter((f) => f.type === 'longText').map((f) => `d.${ident(columnOf(f))}`);
const TITLE = `d.${ident(columnOf(fieldOf(newsCollection, 'title')))}`;

/**
 * The reads of news beyond its API (which the generic code serves from its description, routes/collection.ts): what
 * the server-rendered pages ask (the carousel's lean list, the archive's pages, one item's summary, whether staff may
 * see a draft) and the feed's and the sitemap's own reads. Every one through the generic service, so every one applies
 * the kind's one read rule (publication, readRuleOf).
 */
export function newsService(db: Db, opts: { now?: Clock } = {}) {
  const items = collectionService<News>(db, NEWS, opts);
  const sql = poolSql(db);
  return {
    /** Server order (oldest first; the site reverses it). Lean: no image bytes at all; else each card as base64. */
    list: (o: { lean: boolean }): Promise<NewsSummary[] | News[]> => items.list('public', { inline: o.lean ? undefined : 'card' }),

    /** The archive's pages (/novosti): newest first, lean. */
    page: (query: PageQuery): Promise<Paged<NewsSummary>> => items.page(query),

    /** One item with its full picture as base64: the public's when published; staff read drafts and scheduled items too. */
    get: (id: number, viewer: 'public' | 'staff' = 'public'): Promise<News> => items.get(id, viewer, { inline: 'full' }),

    /** One published item without image bytes (its image by URL), or null: what a server-rendered page shows. */
    summary: (id: number): Promise<NewsSummary | null> => items.get(id).catch((e: unknown) => {
      if (e instanceof NotFoundError) return null;
      throw e;
    }),

    /** Whether an item exists for staff (a draft or a scheduled one too; not in the bin): no more than that (issue 36). */
    existsForStaff: (id: number): Promise<boolean> => items.exists(id, 'staff'),

    /**
     * The newest news for a feed: title, dates, the first `bodyChars` characters of each long text (LONG_TEXTS' order:
     * enough for their preview) and its picture's URL, length in bytes and size in pixels, so a feed never reads whole
     * bodies or any picture.
     */
    async recent(limit: number, bodyChars: number): Promise<{
      id: number; naslov: string; texts: string[]; createdAt: Date;
      image: { url: string; bytes: number; width: number | null; height: number | null } | null;
    }[]> {
      const { where, values } = items.readable('public', 2);
      const rows = await sql<{ id: number; naslov: string; texts: string[]; createdAt: Date; hash: string | null; bytes: number; width: number | null; height: number | null }>(
        `SELECT d.id, ${TITLE} AS naslov, ARRAY[${LONG_TEXTS.map((c) => `left(${c}, $2)`).join(', ')}] AS texts, d."createdAt", i.hash, octet_length(i."full") AS bytes, i.width, i.height
         FROM ${ident(NEWS.storage.table)} d LEFT JOIN ${ident(PICTURE.store.table)} i ON i.${ident(PICTURE.store.itemColumn)} = d.id WHERE ${where} ORDER BY d.id DESC LIMIT $1`,
        [limit, bodyChars, ...values],
      );
      return rows.map(({ hash, bytes, width, height, ...n }) => ({
        ...n, image: hash === null ? null : { url: `${imageUrlOf(NEWS, PICTURE, n.id, 'full')}?v=${fileVersion(hash)}`, bytes, width, height },
      }));
    },

    /**
     * For the sitemap: the newest `limit` news' ids and times (nothing else), and the last change of any. An item's
     * time is its last save or, when later, its publication (a scheduled item is new to crawlers when it appears).
     */
    async index(limit: number) {
      const changed = 'greatest(d."updatedAt", d."publishAt")';
      const table = ident(NEWS.storage.table);
      const page = items.readable('public', 1);
      const all = items.readable('public', 0);
      const [list, [newest]] = await Promise.all([
        sql<{ id: number; updatedAt: Date }>(`SELECT d.id, ${changed} AS "updatedAt" FROM ${table} d WHERE ${page.where} ORDER BY d.id DESC LIMIT $1`, [limit, ...page.values]),
        sql<{ last: Date | null }>(`SELECT max(${changed}) AS last FROM ${table} d WHERE ${all.where}`, all.values),
      ]);
      return { items: list, lastModified: newest?.last ?? undefined };
    },
  };
}
