import {
  API, API_ERRORS, collectionByResource, columnOf, statusAt, type newsCollection, type InputOf, type ValuesOf, type News, type NewsInput, type NewsSummary, type PageQuery, type Paged, type PublicationInput,
} from '@dz/contracts';
import type { Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { NotFoundError } from '../errors.js';
import { toBuffer } from '../files/bytes.js';
import type { StoredImage } from '../files/images.js';
import type { Actor } from './audit.js';
import { assertUnchanged, type Expected } from './edits.js';
import { beforeSave, moveToBin, saved, type Versioned } from './history.js';
import { publicationOf, publishAtFor } from './publication.js';
import { visibleSql, visibleWhere, type Viewer } from '../db/visibility.js';
import { pageOfRows } from '../db/paging.js';
import { poolSql, prismaSql } from '../db/sql.js';
import { inTransaction } from '../db/transaction.js';

/** The news' name in the API's paths and in the audit log. */
export const NEWS_RESOURCE = 'Novost';
const NEWS = collectionByResource(NEWS_RESOURCE) as Versioned;

/**
 * The news' own fields (all but the picture), from its description (packages/contracts collections.ts): the name
 * clients use and the column (the Prisma field) keeping it, in the description's order, which is the answers' too.
 */
const FIELDS = NEWS.fields.filter((f) => f.type !== 'image').map((f) => ({ wire: f.wire, column: columnOf(f), required: f.required }));
/** Its long texts (the body, and any other its description adds), in its order: the feed's description is cut from them. */
const LONG_TEXTS = NEWS.fields.filter((f) => f.type === 'longText').map((f) => `"${columnOf(f).replaceAll('"', '""')}"`);
/** What answers say of the picture: its hash (the URLs' version) and its size in pixels (link previews', issue 24). */
const imageMeta = { hash: true, width: true, height: true } as const;
const meta = {
  id: true, createdAt: true, updatedAt: true, publishAt: true, image: { select: imageMeta },
  ...Object.fromEntries(FIELDS.map((f) => [f.column, true])),
} as { id: true; createdAt: true; updatedAt: true; publishAt: true; image: { select: typeof imageMeta } } & { [W in keyof ValuesOf<typeof newsCollection>]: true };
type ImageMeta = { hash: string; width: number | null; height: number | null };
type Row = { id: number; createdAt: Date; updatedAt: Date; publishAt: Date | null; image: ImageMeta | null; [column: string]: unknown };

/**
 * What a save writes: each field's value under its column. A decorative picture has no alt text (its alt is ''),
 * whatever a client sent beside the box (docs/product.md "Entities"). `sent` (an update's parts): a field that is not
 * required and was not sent keeps its value, so a legacy client's edit of the title never clears a picture's text.
 */
const columnsOf = (input: InputOf<typeof newsCollection>, sent?: ReadonlySet<string>) => {
  const values = { ...input, ...(input.imageDecorative === true && { imageAlt: '' }) } as Record<string, unknown>;
  const written = FIELDS.filter((f) => !sent || f.required || sent.has(f.wire) || (f.wire === 'imageAlt' && input.imageDecorative === true));
  return Object.fromEntries(written.map((f) => [f.column, values[f.wire]])) as NewsInput;
};

/** An image's version: the start of its hash, in its URLs (`?v=`) and its ETags. */
const version = (hash: string) => hash.slice(0, 16);

/**
 * Image URLs carry the image's version: a new image is a new URL, so they can be cached for good. The publication is
 * read at `now` (services/publication.ts).
 */
const lean = (r: Row, now: Date): NewsSummary => {
  const v = r.image ? `?v=${version(r.image.hash)}` : '';
  return {
    id: r.id,
    ...Object.fromEntries(FIELDS.map((f) => [f.wire, r[f.column]])),
    slikaUrl: `${API.newsImage(r.id, 'full')}${v}`,
    slikaKarticaUrl: `${API.newsImage(r.id, 'card')}${v}`,
    imageWidth: r.image?.width ?? null,
    imageHeight: r.image?.height ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    ...publicationOf(r.publishAt, now),
  } as NewsSummary;
};
const base64 = (bytes: Uint8Array | undefined) => (bytes ? toBuffer(bytes).toString('base64') : '');

/** A news item with its image, in one statement, published at `publishAt` (null: a draft). Also used by the demo seed. */
export async function createNews(db: Pick<Db, 'news'>, input: InputOf<typeof newsCollection>, img: StoredImage, publishAt: Date | null, now: Date): Promise<NewsSummary> {
  return lean(await db.news.create({ data: { ...columnsOf(input), publishAt, image: { create: img } }, select: meta }), now);
}

export function newsService(db: Db, { now = systemClock }: { now?: Clock } = {}) {
  const sql = poolSql(db);
  return {
    /** Server order (oldest first; the site reverses it). Lean: no image bytes at all. */
    async list(opts: { lean: boolean }): Promise<NewsSummary[] | News[]> {
      const at = now();
      const where = visibleWhere('public', at);
      if (opts.lean) return (await db.news.findMany({ where, select: meta, orderBy: { id: 'asc' } })).map((r) => lean(r, at));
      // The legacy list carries every image as base64; the card variant keeps it bearable.
      const rows = await db.news.findMany({ where, select: { ...meta, image: { select: { ...imageMeta, card: true } } }, orderBy: { id: 'asc' } });
      return rows.map((r) => ({ ...lean(r, at), slika: base64(r.image?.card) }));
    },

    /**
     * The newest news for a feed: title, dates, the first `bodyChars` characters of each long text (LONG_TEXTS' order:
     * enough for their preview) and its picture's URL, length in bytes and size in pixels, so a feed never reads whole
     * bodies or any picture.
     */
    async recent(limit: number, bodyChars: number): Promise<{
      id: number; naslov: string; texts: string[]; createdAt: Date;
      image: { url: string; bytes: number; width: number | null; height: number | null } | null;
    }[]> {
      const { rows } = await db.pool.query(
        `SELECT n.id, n.naslov, ARRAY[${LONG_TEXTS.map((c) => `left(n.${c}, $2)`).join(', ')}] AS texts, n."createdAt", i.hash, octet_length(i."full") AS bytes, i.width, i.height
         FROM "Novost" n LEFT JOIN "NovostImage" i ON i."novostId" = n.id WHERE ${visibleSql('public', now(), 'n')} ORDER BY n.id DESC LIMIT $1`,
        [limit, bodyChars],
      );
      return rows.map(({ hash, bytes, width, height, ...n }) => ({
        ...n, image: hash === null ? null : { url: `${API.newsImage(n.id, 'full')}?v=${version(hash)}`, bytes, width, height },
      }));
    },

    /**
     * For the sitemap: the newest `limit` news' ids and times (nothing else), and the last change of any. An item's
     * time is its last save or, when later, its publication (a scheduled item is new to crawlers when it appears).
     */
    async index(limit: number) {
      const changed = 'greatest("updatedAt", "publishAt")';
      const where = visibleSql('public', now());
      const [items, [newest]] = await Promise.all([
        sql<{ id: number; updatedAt: Date }>(`SELECT id, ${changed} AS "updatedAt" FROM "Novost" WHERE ${where} ORDER BY id DESC LIMIT $1`, [limit]),
        sql<{ last: Date | null }>(`SELECT max(${changed}) AS last FROM "Novost" WHERE ${where}`, []),
      ]);
      return { items, lastModified: newest?.last ?? undefined };
    },

    /** The archive's pages (/novosti): newest first, lean, the image's hash for its URLs. */
    async page(query: PageQuery): Promise<Paged<NewsSummary>> {
      const at = now();
      const { rows, total } = await pageOfRows<{ id: number; createdAt: Date; updatedAt: Date; publishAt: Date | null; hash: string | null; width: number | null; height: number | null; [column: string]: unknown }>(sql, {
        count: `SELECT count(*)::int AS total FROM "Novost" WHERE ${visibleSql('public', at)}`,
        rows: `SELECT n.id, ${FIELDS.map((f) => `n."${f.column}"`).join(', ')}, n."createdAt", n."updatedAt", n."publishAt", i.hash, i.width, i.height
               FROM "Novost" n LEFT JOIN "NovostImage" i ON i."novostId" = n.id WHERE ${visibleSql('public', at, 'n')} ORDER BY n.id DESC`,
        values: [],
      }, query);
      return { items: rows.map(({ hash, width, height, ...r }) => lean({ ...r, image: hash === null ? null : { hash, width, height } }, at)), totalItems: total };
    },

    /** One item: the public's when published; staff read drafts and scheduled items too. */
    async get(id: number, viewer: Viewer = 'public'): Promise<News> {
      const at = now();
      const r = await db.news.findFirst({ where: { id, ...visibleWhere(viewer, at) }, select: { ...meta, image: { select: { ...imageMeta, full: true } } } });
      if (!r) throw new NotFoundError(API_ERRORS.notFound);
      return { ...lean(r, at), slika: base64(r.image?.full) };
    },

    /** One published item without image bytes (its image by URL), or null: what a server-rendered page shows. */
    async summary(id: number): Promise<NewsSummary | null> {
      const at = now();
      const r = await db.news.findFirst({ where: { id, ...visibleWhere('public', at) }, select: meta });
      return r && lean(r, at);
    },

    /** Whether an item exists for staff (a draft or a scheduled one too; not in the bin): no more than that (issue 36). */
    async existsForStaff(id: number): Promise<boolean> {
      return (await db.news.count({ where: { id, ...visibleWhere('staff', now()) } })) > 0;
    },

    /**
     * A picture: the public's when its item is published, or whenever asked by its version (`?v=`, in the URLs
     * staff are answered with): an unpublished item's picture is reached only by those who were told its hash.
     */
    async image(id: number, size: 'full' | 'card', asked?: string) {
      const at = now();
      const where = { newsId: id, news: visibleWhere('staff', at) };
      const news = { select: { publishAt: true } };
      const img = size === 'full'
        ? await db.newsImage.findFirst({ where, select: { hash: true, full: true, news } }).then((i) => i && { hash: i.hash, data: i.full, publishAt: i.news.publishAt })
        : await db.newsImage.findFirst({ where, select: { hash: true, card: true, news } }).then((i) => i && { hash: i.hash, data: i.card, publishAt: i.news.publishAt });
      // A draft's or a scheduled item's picture only by its versioned address (the staff app's), and never for a cache.
      const published = !!img && statusAt(img.publishAt, at) === 'published';
      if (!img || !(published || asked === version(img.hash))) throw new NotFoundError(API_ERRORS.notFound);
      return { data: img.data, hash: `${version(img.hash)}-${size}`, shown: published ? 'public' as const : 'private' as const };
    },

    /** A save and its version and audit row in one transaction (services/history.ts). */
    create: (input: NewsInput, publication: PublicationInput, img: StoredImage, actor: Actor) => db.$transaction(async (tx) => {
      const at = now();
      const item = await createNews(tx, input, img, publishAtFor(publication, undefined, at)!, at);
      await saved(prismaSql(tx), NEWS, item.id, actor, 'create');
      return item;
    }),

    /** No new image keeps the old one. */
    update: (
      id: number, input: NewsInput, publication: PublicationInput, img: StoredImage | undefined, actor: Actor, expected?: Expected,
      sent?: ReadonlySet<string>,
    ): Promise<NewsSummary> => db.$transaction(async (tx) => {
      const at = now();
      const live = visibleWhere('staff', at);
      await assertUnchanged(prismaSql(tx), '"Novost"', id, expected, NEWS_RESOURCE);
      await beforeSave(prismaSql(tx), NEWS, id);
      const image = img ? { image: { upsert: { create: img, update: img } } } : {};
      const current = await tx.news.findFirst({ where: { id, ...live }, select: { publishAt: true } });
      if (!current) throw new NotFoundError(API_ERRORS.notFound);
      const publishAt = publishAtFor(publication, current.publishAt, at);
      const data = { ...columnsOf(input, sent), ...image, ...(publishAt === undefined ? {} : { publishAt }) };
      const item = lean(await tx.news.update({ where: { id, ...live }, data, select: meta }), at);
      await saved(prismaSql(tx), NEWS, id, actor, 'update');
      return item;
    }),

    /** Into the bin (docs/product.md "Bin"): off the public site at once, restorable for 30 days. */
    remove: (id: number, actor: Actor, expected?: Expected): Promise<void> => inTransaction(db, async (sql) => {
      await assertUnchanged(sql, '"Novost"', id, expected, NEWS_RESOURCE);
      await moveToBin(sql, NEWS, id, actor, now());
    }),
  };
}
