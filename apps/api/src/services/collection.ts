import {
  API_ERRORS, COLLECTIONS, SERVED_FIELD_TYPES, columnOf, imageUrlOf, readRuleOf, sarajevoToday, upgradeBlocks, type Collection, type ImageSize, type PageQuery,
  type Paged, type PublicationInput, type Storage,
} from '@dz/contracts';
import type { Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { pageOfRows } from '../db/paging.js';
import { ident, poolSql, type Sql } from '../db/sql.js';
import { inTransaction } from '../db/transaction.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { AuditAction } from '@dz/contracts';
import { audit, type Actor } from './audit.js';
import { assertUnchanged, type Expected } from './edits.js';
import { beforeSave, moveToBin, saved, type Versioned } from './history.js';
import { toBuffer } from '../files/bytes.js';
import { imageVersion, type StoredImage } from '../files/images.js';
import { publicationOf, publishAtFor } from './publication.js';

/** A collection the generic code keeps: it says where (its `storage`). */
export type Stored = Collection & { storage: Storage };

/** An item as the API answers it: its id, each field under its wire name, its stamps, its times, what its afterRead adds. */
export type CollectionItem = { updatedAt: string; [wire: string]: unknown };

/** Who reads: the public (a kind's read rule applies) or staff (every item). */
export type Reader = 'public' | 'staff';

/** A list's order from the description's sort keys ('-urgent', 'id'), in SQL: each a field's column or the id. */
function orderOf(c: Stored, keys: readonly string[] = ['id']): string {
  return keys.map((k) => {
    const name = k.replace(/^-/, '');
    const f = c.fields.find((x) => x.name === name);
    if (!f && name !== 'id') throw new Error(`Collection ${c.slug}: no field ${name} to sort by`);
    return `d.${ident(f ? columnOf(f) : 'id')}${k.startsWith('-') ? ' DESC' : ''}`;
  }).join(', ');
}

/**
 * Any collection's items, read and written from its description alone (issues 22, 37): its table, its fields' columns
 * and wire names, its capabilities (versions, bin, audit), its read rule (`access.read`: what the public reads, given
 * the moment as parameters), its lists' order (`sort`), its stamps and its afterRead hook. A save is one transaction
 * with its version and audit row (services/history.ts); a delete goes to the bin when the kind has one, else for good
 * with its audit row. With `drafts` (issue 23): its "publishAt" is written from a save's publication (publishAtFor)
 * and answered as status and publishAt, and the public reads published items only (readRuleOf, as every read rule). A
 * picture field (`image`) is kept in its `store` (hash, both encodings; the database reads its size), answered as its
 * two cacheable URLs and size, its bytes inline (base64) only where a legacy answer carries them; PDFs still need
 * their kind's own service.
 *
 * T: what the kind's answers are (contracts names them, Notice); the answer is built from the description alone.
 */
export function collectionService<T extends CollectionItem = CollectionItem>(db: Db, c: Stored, { now = systemClock }: { now?: Clock } = {}) {
  const sql = poolSql(db);
  const table = ident(c.storage.table);
  // A date is a PostgreSQL date, read as its YYYY-MM-DD text (never a JavaScript Date in the process's time zone); an
  // optional one left empty is NULL, answered as ''.
  // A list field (labelledPhones) and a page's blocks are a jsonb column, written as its JSON text and read as its value;
  // blocks are read through upgradeBlocks, so a block stored at an older version is answered at the current one.
  const fields = c.fields.filter((f) => f.type !== 'image' && f.type !== 'pdf').map((f) => ({
    wire: f.wire, column: columnOf(f), date: f.type === 'date', json: f.type === 'labelledPhones' || f.type === 'blocks',
    read: f.type === 'blocks' ? upgradeBlocks : (v: unknown) => v,
  }));
  // A unique column (a page's path) taken by another item: 409 naming its field.
  const unique = c.fields.find((f) => f.type === 'pagePath');
  const stamps = c.storage.stamps ?? [];
  // One record (the institution): no id or createdAt in its answer; its table has no createdAt.
  const single = c.single === true;
  const drafts = c.capabilities.drafts;
  // Each picture field's store, joined as i0, i1, …: its hash (the URLs' version) and the stored JPEG's size.
  const images = c.fields.filter((f) => f.type === 'image').map((f, n) => {
    if (!f.store) throw new Error(`Collection ${c.slug}: picture field ${f.name} names no store`);
    return { f, alias: `i${n}`, store: ident(f.store.table), fk: ident(f.store.itemColumn) };
  });
  const from = [`${table} d`, ...images.map((i) => `LEFT JOIN ${i.store} ${i.alias} ON ${i.alias}.${i.fk} = d.id`)].join(' ');
  const selected = [
    'd.id',
    ...fields.map((f) => (f.date ? `d.${ident(f.column)}::text AS ${ident(f.column)}` : `d.${ident(f.column)}`)),
    ...images.flatMap((i) => [`${i.alias}.hash AS "${i.alias}hash"`, `${i.alias}.width AS "${i.alias}width"`, `${i.alias}.height AS "${i.alias}height"`]),
    ...stamps.map((s) => `d.${ident(s)}`),
    ...(single ? [] : ['d."createdAt"']), 'd."updatedAt"',
    ...(drafts ? ['d."publishAt"'] : []),
  ].join(', ');
  /** With a legacy answer's inline picture (`inline`: which encoding): each picture's bytes as base64 too. */
  const selectedWith = (inline?: ImageSize) => (inline && images.length
    ? `${selected}, ${images.map((i) => `translate(encode(${i.alias}.${ident(inline)}, 'base64'), E'\n', '') AS "${i.alias}base64"`).join(', ')}`
    : selected);
  const live = c.capabilities.bin ? ' AND d."deletedAt" IS NULL' : '';
  const versioned = c.capabilities.versions && c.storage.versions ? (c as Versioned) : undefined;
  const rule = readRuleOf(c);
  const today = () => sarajevoToday(now());
  /**
   * An item as answered: its id, its fields, its pictures (URLs carrying their version, so they are cached for good, and
   * the size in pixels), its stamps, its times, its publication at `at`, what afterRead adds, and last a picture's
   * bytes when the row carries them (a legacy answer's base64).
   */
  const answer = (r: Record<string, unknown>, day = today(), at = now()): T => {
    const item = {
      ...(!single && { id: r.id as number }),
      ...Object.fromEntries(fields.map((f) => [f.wire, f.date ? (r[f.column] ?? '') : f.read(r[f.column])])),
      ...Object.assign({}, ...images.map((i) => {
        const hash = r[`${i.alias}hash`] as string | null;
        const v = hash === null ? '' : `?v=${imageVersion(hash)}`;
        return {
          [`${i.f.wire}Url`]: `${imageUrlOf(c, i.f, r.id as number, 'full')}${v}`,
          [`${i.f.wire}KarticaUrl`]: `${imageUrlOf(c, i.f, r.id as number, 'card')}${v}`,
          imageWidth: r[`${i.alias}width`] ?? null,
          imageHeight: r[`${i.alias}height`] ?? null,
        };
      })) as Record<string, unknown>,
      ...Object.fromEntries(stamps.map((s) => [s, (r[s] as Date | null)?.toISOString() ?? null])),
      ...(!single && { createdAt: (r.createdAt as Date).toISOString() }),
      updatedAt: (r.updatedAt as Date).toISOString(),
      ...(drafts && publicationOf(r.publishAt as Date | null, at)),
    };
    const inline = images.filter((i) => `${i.alias}base64` in r).map((i) => [i.f.wire, r[`${i.alias}base64`] ?? '']);
    return { ...item, ...c.hooks?.afterRead?.(item, { today: day }), ...Object.fromEntries(inline) } as T;
  };
  /** The read rule for `reader`, the moment's values it uses numbered after `offset` parameters already used. */
  const readable = (reader: Reader, offset: number, day: string, at = now()): { where: string; values: unknown[] } => {
    if (!rule || reader === 'staff') return { where: `true${live}`, values: [] };
    const moment = { today: { sql: '::date', value: day }, now: { sql: '::timestamptz', value: at } };
    const values: unknown[] = [];
    const where = rule({ today: '\0today\0', now: '\0now\0' }).replace(/\0(today|now)\0/g, (_, name: 'today' | 'now') => {
      values.push(moment[name].value);
      return `$${offset + values.length}${moment[name].sql}`;
    });
    return { where: `(${where})${live}`, values };
  };
  /**
   * A save's columns and values: each field the input has (a list left out is not written: the stored one stays, or its
   * column's default), an empty optional date as NULL, a list as JSON.
   */
  const written$ = (given: Record<string, unknown>) => {
    const input = c.hooks?.beforeChange ? c.hooks.beforeChange(given) : given;
    const sent = fields.filter((f) => input[f.wire] !== undefined);
    return {
      columns: sent.map((f) => ident(f.column)),
      casts: sent.map((f) => (f.json ? '::jsonb' : '')),
      values: sent.map((f) => (f.date && input[f.wire] === '' ? null : f.json ? JSON.stringify(input[f.wire]) : input[f.wire])),
    };
  };

  /** An item as written, in the write's transaction (its pictures joined). */
  const written1 = async (q: Sql, id: number, at: Date): Promise<T> => {
    const [r] = await q<Record<string, unknown>>(`SELECT ${selected} FROM ${from} WHERE d.id = $1`, [id]);
    return answer(r!, today(), at);
  };
  /** Each picture a save was sent, into its store (the item's one row there: replaced). */
  const pictures = async (q: Sql, id: number, files: Readonly<Record<string, StoredImage | undefined>>) => {
    for (const i of images) {
      const img = files[i.f.wire];
      if (!img) continue;
      await q(`INSERT INTO ${i.store} (${i.fk}, hash, "full", card) VALUES ($1, $2, $3, $4)
               ON CONFLICT (${i.fk}) DO UPDATE SET hash = EXCLUDED.hash, "full" = EXCLUDED."full", card = EXCLUDED.card`, [id, img.hash, toBuffer(img.full), toBuffer(img.card)]);
    }
  };

  /** A write refused by the unique column's index (PostgreSQL 23505): 409 naming the field, nothing stored. */
  const taken = <R>(input: Record<string, unknown>, write: Promise<R>): Promise<R> => write.catch((e: unknown) => {
    if (unique && (e as { code?: string }).code === '23505') throw new ConflictError(API_ERRORS.pagePathTaken(String(input[unique.wire])), unique.wire);
    throw e;
  });

  /** The audit row of a write, when the kind keeps one (capabilities.audit). */
  const audited = (q: Sql, actor: Actor, action: AuditAction, id: number) =>
    (c.capabilities.audit ? audit(q, actor, action, { resource: c.resource, itemId: id }) : Promise.resolve());
  /** After a write, in its transaction: the next version (with its audit row), or the audit row alone. */
  const written = (q: Sql, id: number, actor: Actor, action: 'create' | 'update') =>
    (versioned ? saved(q, versioned, id, actor, action) : audited(q, actor, action, id));

  return {
    /**
     * What `reader` reads, in the kind's order for it (default oldest first, as the legacy lists are); `inline`: with
     * each picture's bytes in that encoding (the legacy list of news carries its cards as base64).
     */
    async list(reader: Reader = 'public', { inline }: { inline?: ImageSize } = {}): Promise<T[]> {
      const day = today();
      const at = now();
      const { where, values } = readable(reader, 0, day, at);
      const order = orderOf(c, reader === 'staff' && rule ? c.sort?.all ?? ['-id'] : c.sort?.read);
      return (await sql<Record<string, unknown>>(`SELECT ${selectedWith(inline)} FROM ${from} WHERE ${where} ORDER BY ${order}`, values)).map((r) => answer(r, day, at));
    },

    /** One page of what the public reads, newest first, and how many there are in all (docs/product.md "Entities"). */
    async page(query: PageQuery): Promise<Paged<T>> {
      const day = today();
      const at = now();
      const { where, values } = readable('public', 0, day, at);
      const { rows, total } = await pageOfRows<Record<string, unknown> & { id: number }>(sql, {
        count: `SELECT count(*)::int AS total FROM ${table} d WHERE ${where}`,
        rows: `SELECT ${selected} FROM ${from} WHERE ${where} ORDER BY d.id DESC`,
        values,
      }, query);
      return { items: rows.map((r) => answer(r, day, at)), totalItems: total };
    },

    /** One item as `reader` reads it; `inline`: with each picture's bytes in that encoding (the legacy item of news). */
    async get(id: number, reader: Reader = 'public', { inline }: { inline?: ImageSize } = {}): Promise<T> {
      const day = today();
      const at = now();
      const { where, values } = readable(reader, 1, day, at);
      const [r] = await sql<Record<string, unknown>>(`SELECT ${selectedWith(inline)} FROM ${from} WHERE d.id = $1 AND ${where}`, [id, ...values]);
      if (!r) throw new NotFoundError(API_ERRORS.notFound);
      return answer(r, day, at);
    },

    /** Whether `reader` reads item `id` (staff: any not in the bin, a draft too), no more (issue 36). */
    async exists(id: number, reader: Reader = 'public'): Promise<boolean> {
      const { where, values } = readable(reader, 1, today());
      return (await sql(`SELECT 1 FROM ${table} d WHERE d.id = $1 AND ${where}`, [id, ...values])).length > 0;
    },

    /**
     * Item `id`'s picture (field `wire`) in one encoding: the public's when the public reads the item, or whenever asked
     * by its version (`?v=`, in the URLs staff are answered with): a draft's picture is reached only by those told its
     * hash, and never kept by a shared cache (`shown`). Its ETag's `hash`: the version and the encoding.
     */
    async picture(wire: string, id: number, size: ImageSize, asked?: string) {
      const i = images.find((x) => x.f.wire === wire);
      if (!i) throw new NotFoundError(API_ERRORS.notFound);
      const { where, values } = readable('public', 1, today());
      const [r] = await sql<{ hash: string; data: Buffer; shown: boolean }>(
        `SELECT ${i.alias}.hash, ${i.alias}.${ident(size)} AS data, (${where}) AS shown FROM ${table} d JOIN ${i.store} ${i.alias} ON ${i.alias}.${i.fk} = d.id
         WHERE d.id = $1${live}`, [id, ...values]);
      if (!r || !(r.shown || asked === imageVersion(r.hash))) throw new NotFoundError(API_ERRORS.notFound);
      return { data: r.data, hash: `${imageVersion(r.hash)}-${size}`, shown: r.shown ? 'public' as const : 'private' as const };
    },

    /**
     * The SQL condition (over the row `d`) of what `reader` reads, its values numbered after `offset` parameters: for
     * reads of their own built on this kind (a feed's, the sitemap's), so they apply the kind's one read rule.
     */
    readable: (reader: Reader, offset: number) => readable(reader, offset, today()),

    /** The one item whose field `wire` (a unique one: a page's path) is `value`, as `reader` reads it; none: 404. */
    async getBy(wire: string, value: string, reader: Reader = 'public'): Promise<T> {
      const f = fields.find((x) => x.wire === wire && !x.json && !x.date);
      if (!f) throw new Error(`Collection ${c.slug}: no text field ${wire} to find by`);
      const day = today();
      const { where, values } = readable(reader, 1, day);
      const [r] = await sql<Record<string, unknown>>(`SELECT ${selected} FROM ${from} WHERE d.${ident(f.column)} = $1 AND ${where}`, [value, ...values]);
      if (!r) throw new NotFoundError(API_ERRORS.notFound);
      return answer(r, day);
    },

    /**
     * A new item, with its version and audit row, in one transaction. `publication`: with drafts, what it was sent (none:
     * published at once, as legacy clients expect); `files`: its pictures, re-encoded (files/images.ts).
     */
    create: (input: Record<string, unknown>, actor: Actor, { publication = {}, files = {} }: Save = {}): Promise<T> => taken(input, inTransaction(db, async (q) => {
      const at = now();
      const { columns, casts, values } = written$(input);
      if (drafts) {
        columns.push('"publishAt"');
        casts.push('');
        values.push(publishAtFor(publication, undefined, at));
      }
      const [r] = await q<{ id: number }>(
        `INSERT INTO ${table} AS d (${columns.join(', ')}, "updatedAt") VALUES (${columns.map((_, i) => `$${i + 1}${casts[i]}`).join(', ')}, now()) RETURNING d.id`,
        values);
      await pictures(q, r!.id, files);
      await written(q, r!.id, actor, 'create');
      return written1(q, r!.id, at);
    })),

    /**
     * Unknown, or in the bin: 404. A stale If-Match: 412 naming who saved it (services/edits.ts). `sent` (multipart
     * parts): a field that is not required and was not sent keeps its value (a legacy client knows no newer field); a
     * picture not sent keeps the stored one; with drafts, no status leaves the publication as it was.
     */
    update: (id: number, input: Record<string, unknown>, actor: Actor, expected?: Expected, { publication = {}, files = {}, sent }: Save = {}): Promise<T> => {
      const kept = sent ? Object.fromEntries(Object.entries(input).filter(([wire]) => sent.has(wire) || c.fields.some((f) => f.wire === wire && f.required))) : input;
      return taken(kept, inTransaction(db, async (q) => {
        const at = now();
        await assertUnchanged(q, table, id, expected, c.resource);
        if (versioned) await beforeSave(q, versioned, id);
        const { columns, casts, values } = written$(kept);
        if (drafts) {
          const [current] = await q<{ publishAt: Date | null }>(`SELECT d."publishAt" FROM ${table} d WHERE d.id = $1${live}`, [id]);
          if (!current) throw new NotFoundError(API_ERRORS.notFound);
          const publishAt = publishAtFor(publication, current.publishAt, at);
          if (publishAt !== undefined) {
            columns.push('"publishAt"');
            casts.push('');
            values.push(publishAt);
          }
        }
        const set = `${columns.map((col, i) => `${col} = $${i + 2}${casts[i]}`).join(', ')}${columns.length ? ', ' : ''}"updatedAt" = now()`;
        // The one record is written whether or not it is there yet.
        const [r] = await q<{ id: number }>(single
          ? `INSERT INTO ${table} AS d (id, ${columns.join(', ')}, "updatedAt") VALUES ($1, ${columns.map((_, i) => `$${i + 2}${casts[i]}`).join(', ')}, now())
             ON CONFLICT (id) DO UPDATE SET ${set} RETURNING d.id`
          : `UPDATE ${table} d SET ${set} WHERE d.id = $1${live} RETURNING d.id`,
        [id, ...values]);
        if (!r) throw new NotFoundError(API_ERRORS.notFound);
        await pictures(q, id, files);
        await written(q, id, actor, 'update');
        return written1(q, id, at);
      }));
    },

    /**
     * Stamps one of the kind's `stamps` with the app's clock, once (a notice ended early keeps its first end), with the
     * audit row of `action`; answers the item as staff read it. Unknown: 404.
     */
    stamp: (id: number, stamp: string, action: AuditAction, actor: Actor): Promise<T> => inTransaction(db, async (q) => {
      if (!stamps.includes(stamp)) throw new Error(`Collection ${c.slug} has no stamp ${stamp}`);
      const [r] = await q<{ id: number }>(
        `UPDATE ${table} d SET ${ident(stamp)} = $2, "updatedAt" = now() WHERE d.id = $1 AND d.${ident(stamp)} IS NULL${live} RETURNING d.id`,
        [id, now()]);
      if (r) await audited(q, actor, action, id);
      else if (!(await q(`SELECT 1 FROM ${table} d WHERE d.id = $1${live}`, [id])).length) throw new NotFoundError(API_ERRORS.notFound);
      return written1(q, id, now());
    }),

    /** Into the bin when the kind has one (restorable for 30 days), else deleted for good. */
    remove: (id: number, actor: Actor, expected?: Expected): Promise<void> => inTransaction(db, async (q) => {
      await assertUnchanged(q, table, id, expected, c.resource);
      if (versioned && c.capabilities.bin) return moveToBin(q, versioned, id, actor, now());
      const rows = await q(`DELETE FROM ${table} d WHERE d.id = $1 RETURNING d.id`, [id]);
      if (!rows.length) throw new NotFoundError(API_ERRORS.notFound);
      await audited(q, actor, 'delete', id);
    }),
  };
}

export type CollectionService<T extends CollectionItem = CollectionItem> = ReturnType<typeof collectionService<T>>;

/** What a save carries beside its fields: its publication (a kind with drafts), its pictures, and (multipart) the parts sent. */
export interface Save {
  publication?: PublicationInput;
  files?: Readonly<Record<string, StoredImage | undefined>>;
  sent?: ReadonlySet<string>;
}

/**
 * The collections the generic code serves (routes/collection.ts): those whose description says nothing against it (no
 * `custom` reason yet: the document types, clinics and services still have their own, issue 37).
 */
export function genericCollections(): Stored[] {
  return COLLECTIONS.filter((c) => !c.custom).map((c: Collection) => {
    if (!c.storage || c.fields.some((f) => !SERVED_FIELD_TYPES.includes(f.type))) {
      throw new Error(`Collection ${c.slug}: the generic code needs its storage and served field types only (or code of its own and a custom reason)`);
    }
    return c as Stored;
  });
}

/** The service of the kind named `resource` ('Obavijest'), one of genericCollections(). */
export function kindService<T extends CollectionItem = CollectionItem>(db: Db, resource: string, opts: { now?: Clock } = {}): CollectionService<T> {
  const c = genericCollections().find((k) => k.resource === resource);
  if (!c) throw new Error(`No kind ${resource} is served from its description`);
  return collectionService<T>(db, c, opts);
}
