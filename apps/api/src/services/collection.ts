import {
  API_ERRORS, COLLECTIONS, columnOf, fileVersion, imageUrlOf, publishedSql, sarajevoToday, upgradeBlocks,
  type BackgroundQueue, type Collection, type ReadRule, type CollectionField, type ImageSize, type PageQuery, type Paged, type PublicationInput, type Storage,
} from '@dz/contracts';
import type { Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { sliceReader } from '../db/copy-bytes.js';
import { pageOfRows } from '../db/paging.js';
import { ident, int, literal, ofKind, poolSql, putBytes, type Sql } from '../db/sql.js';
import { toBuffer } from '../files/bytes.js';
import type { StoredImage } from '../files/images.js';
import type { StoredFile } from '../files/pdf.js';
import { inTransaction } from '../db/transaction.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { AuditAction } from '@dz/contracts';
import { audit, type Actor } from './audit.js';
import { assertUnchanged, type Expected } from './edits.js';
import { beforeSave, moveToBin, saved, type Versioned } from './history.js';
import { publicationOf, publishAtFor } from './publication.js';

/** A collection the generic code keeps: it says where (its `storage`). */
export type Stored = Collection & { storage: Storage };

/** An item as the API answers it: its id, each field under its wire name, its stamps, its times, what its afterRead adds. */
export type CollectionItem = { updatedAt: string; [wire: string]: unknown };

/** Who reads: the public (a kind's read rule applies) or staff (every item). */
export type Reader = 'public' | 'staff';

/** JSON columns: lists, a person, hours and a page's blocks. */
const JSON_TYPES: ReadonlySet<string> = new Set(['labelledPhones', 'blocks', 'hours', 'people', 'person', 'phones']);

/**
 * What a save carries beside its fields' values: a file field's new file (a create: each required one), under its wire
 * name, checked by its bytes (files/pdf.ts); and, for a kind with drafts, its publication (status, publishAt).
 */
export interface SaveExtras {
  files?: Readonly<Record<string, SavedFile | undefined>>;
  publication?: PublicationInput;
  /**
   * A multipart save's parts (an update): a field that is not required and was not sent keeps its value (a legacy client
   * knows no newer field: news' picture text).
   */
  sent?: ReadonlySet<string>;
}

/** A file as a save stores it: a PDF (files/pdf.ts) or a picture in its two encodings (files/images.ts). */
type SavedFile = StoredFile | StoredImage;

/** Where a file field's answer is read from: its kind, and its store's columns read with the item (`joined`). */
interface FileRow {
  c: Stored;
  r: Record<string, unknown>;
  joined: (column: string) => unknown;
}

/** How a file field's type is kept (its one storage mapping): its columns on the item's row, its answer, its bytes' store. */
interface FileMapping {
  /** The item's columns read with it. */
  columns: readonly string[];
  /** Its store's columns read with the item (the store joined to it). */
  joined?: readonly string[];
  /** Its entries of the answer, from the row. */
  answer: (f: CollectionField, row: FileRow) => Record<string, unknown>;
  /** The item's columns and values a new file writes. */
  row: (file: SavedFile) => Record<string, unknown>;
  /** A new file's bytes into its store (`store`, `key`: quoted names), in the save's transaction, the old ones replaced. */
  put: (q: Sql, store: string, key: string, id: number, file: SavedFile) => Promise<unknown>;
  /** A legacy answer's bytes inline: the SQL of encoding `size` as base64, over the store joined as `alias`. */
  inline?: (alias: string, size: ImageSize) => string;
}

/**
 * A PDF: its name, size and hash are the item's columns (and its versions'), its bytes one row of its store (column
 * "data", kept byte-exact and read in slices); answered as fileName (a file saved without one: the field's `unnamed`)
 * and fileSize.
 */
const FILE_MAPPINGS: Partial<Record<CollectionField['type'], FileMapping>> = {
  pdf: {
    columns: ['fileName', 'fileSize'],
    answer: (f, { r }) => ({ fileName: (r.fileName as string) || (f.unnamed?.(r.id as number) ?? ''), fileSize: r.fileSize }),
    row: (file) => {
      const pdf = file as StoredFile;
      return { fileName: pdf.fileName, fileSize: pdf.fileSize, fileHash: pdf.fileHash };
    },
    put: async (q, store, key, id, file) => {
      await q(`DELETE FROM ${store} WHERE ${key} = $1`, [id]);
      await putBytes(q, store, key, id, 'data', (file as StoredFile).data);
    },
  },
  /**
   * A picture (issue 37, news): its store's row holds its hash and both encodings (the database reads the full one's size
   * into "width" and "height"); answered as its two URLs, carrying its version (the hash's start) so they are cached for
   * good, and its size in pixels; a legacy answer carries an encoding's bytes as base64 under the field's wire name.
   */
  image: {
    columns: [],
    joined: ['hash', 'width', 'height'],
    answer: (f, { c, r, joined }) => {
      const hash = joined('hash') as string | null;
      const v = hash === null ? '' : `?v=${fileVersion(hash)}`;
      return {
        [`${f.wire}Url`]: `${imageUrlOf(c, f, r.id as number, 'full')}${v}`,
        [`${f.wire}KarticaUrl`]: `${imageUrlOf(c, f, r.id as number, 'card')}${v}`,
        imageWidth: joined('width') ?? null,
        imageHeight: joined('height') ?? null,
      };
    },
    row: () => ({}),
    put: (q, store, key, id, file) => {
      const img = file as StoredImage;
      return q(`INSERT INTO ${store} (${key}, hash, "full", card) VALUES ($1, $2, $3, $4)
                ON CONFLICT (${key}) DO UPDATE SET hash = EXCLUDED.hash, "full" = EXCLUDED."full", card = EXCLUDED.card`,
      [id, img.hash, toBuffer(img.full), toBuffer(img.card)]);
    },
    inline: (alias, size) => `translate(encode(${alias}.${ident(size)}, 'base64'), E'\n', '')`,
  },
};

/** The file fields' types the generic code stores (a file field of another type needs its kind's own code). */
export const STORED_FILE_TYPES = Object.keys(FILE_MAPPINGS) as readonly CollectionField['type'][];

/** A list's order from the description's sort keys ('-urgent', 'id'), in SQL: each a field's column or the id. */
function orderOf(c: Stored, keys: readonly string[] = ['id']): string {
  return keys.map((k) => {
    const name = k.replace(/^-/, '');
    const f = c.fields.find((x) => x.name === name);
    if (!f && name !== 'id') throw new Error(`Collection ${c.slug}: no field ${name} to sort by`);
    return `d.${ident(f ? columnOf(f) : 'id')}${k.startsWith('-') ? ' DESC' : ''}`;
  }).join(', ');
}

/** What the public reads of a kind with drafts: what is published at the moment (services/publication.ts). */
const published: ReadRule = ({ now }) => publishedSql('d', now);

/**
 * Any collection's items, read and written from its description alone (issues 22, 37): its table, its fields' columns
 * and wire names, its capabilities (versions, bin, audit), its read rule (`access.read`: what the public reads, given
 * the moment as parameters), its lists' order (`sort`), its stamps and its afterRead hook. A save is one transaction
 * with its version and audit row (services/history.ts); a delete goes to the bin when the kind has one, else for good
 * with its audit row. A file field of a type with a storage mapping (FILE_MAPPINGS: a PDF, a picture) is kept on the
 * item's row and in its store; with drafts, the public reads what is published (`published`).
 *
 * T: what the kind's answers are (contracts names them, Notice); the answer is built from the description alone.
 */
export function collectionService<T extends CollectionItem = CollectionItem>(
  db: Db, c: Stored,
  { now = systemClock, enqueue = () => {} }: { now?: Clock; enqueue?: (queue: BackgroundQueue, id: number) => void } = {},
) {
  const sql = poolSql(db);
  const table = ident(c.storage.table);
  // A date is a PostgreSQL date, read as its YYYY-MM-DD text (never a JavaScript Date in the process's time zone); an
  // optional one left empty is NULL, answered as ''.
  // A list field (labelledPhones) and a page's blocks are a jsonb column, written as its JSON text and read as its value;
  // blocks are read through upgradeBlocks, so a block stored at an older version is answered at the current one.
  const files = c.fields.filter((f) => !f.apart).flatMap((f) => {
    const mapping = FILE_MAPPINGS[f.type];
    if (!mapping && f.store) throw new Error(`Collection ${c.slug}: no storage mapping for its ${f.type} field ${f.name}`);
    return mapping && f.store ? [{ field: f, store: f.store, ...mapping }] : [];
  }).map((f, n) => ({ ...f, alias: `j${n}` }));
  // The stores read with their items (a picture's hash and size), joined as j0, j1, …: every read of items is FROM this.
  const from = [`${table} d`, ...files.filter((f) => f.joined?.length).map((f) => `LEFT JOIN ${ident(f.store.table)} ${f.alias} ON ${f.alias}.${ident(f.store.itemColumn)} = d.id`)].join(' ');
  // A list field (labelledPhones, phones, people), a person and hours are jsonb columns too (an optional person left
  // empty: NULL).
  const fields = c.fields.filter((f) => !f.store).map((f) => ({
    wire: f.wire, column: columnOf(f), date: f.type === 'date', json: JSON_TYPES.has(f.type),
    read: f.type === 'blocks' ? upgradeBlocks : (v: unknown) => v,
  }));
  // Read with each item for its hooks alone (ReadContext.stored), never answered: a picture uploaded apart (`apart`: a
  // unit's, by a custom endpoint, putImage) by its hash, and with an audio guide its recording's metadata (never its bytes).
  const images = c.fields.filter((f) => f.type === 'image' && f.apart).map((f) => {
    if (!f.store) throw new Error(`Collection ${c.slug}: picture ${f.name} names no store`);
    return { name: f.name, wire: f.wire, table: ident(f.store.table), item: ident(f.store.itemColumn) };
  });
  const storedSql = [
    ...images.map((i) => `(SELECT json_build_object('hash', s.hash) FROM ${i.table} s WHERE s.${i.item} = d.id) AS ${ident(`$${i.name}`)}`),
    ...(c.capabilities.audio
      ? [`(SELECT json_build_object('transcript', a.transcript, 'seconds', a.seconds, 'hash', a.hash, 'staticPath', a."staticPath") FROM "AudioSnimak" a WHERE a."unitKind" = ${literal(c.slug)} AND a."unitId" = d.id) AS "$recording"`]
      : []),
  ];
  const storedOf = (r: Record<string, unknown>) => ({
    ...Object.fromEntries(images.map((i) => [i.name, r[`$${i.name}`] ?? null])),
    ...(c.capabilities.audio && { recording: r.$recording ?? null }),
  });
  // Drafts and scheduling (capabilities.drafts): the row's "publishAt" (none: a draft), answered as its publication.
  const drafts = c.capabilities.drafts;
  // A unique column (a page's path) taken by another item: 409 naming its field.
  const unique = c.fields.find((f) => f.type === 'pagePath');
  const stamps = c.storage.stamps ?? [];
  // One record (the institution): no id or createdAt in its answer; its table has no createdAt (nor have clinics').
  const single = c.single === true;
  const created = !single && c.storage.createdAt !== false;
  const selected = [
    'd.id',
    ...fields.map((f) => (f.date ? `d.${ident(f.column)}::text AS ${ident(f.column)}` : `d.${ident(f.column)}`)),
    ...files.flatMap((f) => f.columns.map((col) => `d.${ident(col)}`)),
    ...files.flatMap((f) => (f.joined ?? []).map((col) => `${f.alias}.${ident(col)} AS ${ident(`${f.alias}.${col}`)}`)),
    ...stamps.map((s) => `d.${ident(s)}`),
    ...(created ? ['d."createdAt"'] : []), 'd."updatedAt"',
    ...(drafts ? ['d."publishAt"'] : []),
    ...storedSql,
  ].join(', ');
  /** With a legacy answer's inline file (`inline`: which encoding): each such file's bytes as base64 too. */
  const inlined = files.filter((f) => f.inline && f.joined?.length);
  const selectedWith = (inline?: ImageSize) => (inline && inlined.length
    ? `${selected}, ${inlined.map((f) => `${f.inline!(f.alias, inline)} AS ${ident(`${f.alias}.base64`)}`).join(', ')}`
    : selected);
  // Kinds sharing a table (the document types): every statement reads and writes this kind's rows alone.
  const kind = ofKind(c.storage);
  const live = `${c.capabilities.bin ? ' AND d."deletedAt" IS NULL' : ''}${kind ? ` AND ${kind}` : ''}`;
  const discriminator = c.storage.discriminator;
  const versioned = c.capabilities.versions && c.storage.versions ? (c as Versioned) : undefined;
  const rule = c.access.read === 'public' ? undefined : c.access.read;
  const today = () => sarajevoToday(now());
  const answer = (r: Record<string, unknown>, day = today(), at = now()): T => {
    const item = {
      ...(!single && { id: r.id as number }),
      ...Object.fromEntries(fields.map((f) => [f.wire, f.date ? (r[f.column] ?? '') : f.read(r[f.column])])),
      ...Object.assign({}, ...files.map((f) => f.answer(f.field, { c, r, joined: (col) => r[`${f.alias}.${col}`] }))) as Record<string, unknown>,
      ...Object.fromEntries(stamps.map((s) => [s, (r[s] as Date | null)?.toISOString() ?? null])),
      ...(created && { createdAt: (r.createdAt as Date).toISOString() }),
      updatedAt: (r.updatedAt as Date).toISOString(),
      ...(drafts && publicationOf(r.publishAt as Date | null, at)),
    };
    // Last, a legacy answer's inline bytes (news: `slika`), when the row carries them.
    const inline = inlined.filter((f) => `${f.alias}.base64` in r).map((f) => [f.field.wire, r[`${f.alias}.base64`] ?? '']);
    return { ...item, ...c.hooks?.afterRead?.(item, { today: day, now: at, stored: storedOf(r) }), ...Object.fromEntries(inline) } as T;
  };
  /**
   * What the public reads of the kind, over the row `d`: its read rule and, with drafts, what is published at the
   * moment (services/publication.ts: "publishAt" passed), with the moment's values numbered after `offset` parameters
   * already used; 'true' when the public reads every item. Out of the bin and of this kind is `live`, apart.
   */
  const publicRule = (offset: number, day: string, at: Date): { where: string; values: unknown[] } => {
    const rules = [...(rule ? [rule] : []), ...(drafts ? [published] : [])];
    if (!rules.length) return { where: 'true', values: [] };
    const moment = { today: { sql: '::date', value: day }, now: { sql: '::timestamptz', value: at } };
    const values: unknown[] = [];
    const where = rules.map((r) => `(${r({ today: '\0today\0', now: '\0now\0' })})`).join(' AND ').replace(/\0(today|now)\0/g, (_, name: 'today' | 'now') => {
      values.push(moment[name].value);
      return `$${offset + values.length}${moment[name].sql}`;
    });
    return { where, values };
  };
  /** The read rule for `reader`, the moment's values it uses numbered after `offset` parameters already used. */
  const readable = (reader: Reader, offset: number, day: string, at = now()): { where: string; values: unknown[] } => {
    if (reader === 'staff') return { where: `true${live}`, values: [] };
    const { where, values } = publicRule(offset, day, at);
    return { where: `${where}${live}`, values };
  };
  /** What a save writes of its input: with `extras.sent` (multipart parts), the required fields and those sent. */
  const keptOf = (input: Record<string, unknown>, { sent }: SaveExtras) =>
    (sent ? Object.fromEntries(Object.entries(input).filter(([wire]) => sent.has(wire) || c.fields.some((f) => f.wire === wire && f.required))) : input);
  /**
   * A save's columns and values: each field the input has (a list left out is not written: the stored one stays, or its
   * column's default), an empty optional date as NULL, a list as JSON.
   */
  const written$ = (given: Record<string, unknown>, extras: SaveExtras = {}, more: Record<string, unknown> = {}) => {
    const kept = keptOf(given, extras);
    const input = c.hooks?.beforeChange ? c.hooks.beforeChange(kept) : kept;
    const sent = fields.filter((f) => input[f.wire] !== undefined);
    // A new file's columns on the item's row (its bytes go to its store after the row), and what else the save sets.
    const beside = Object.entries({
      ...Object.assign({}, ...files.map((f) => {
        const file = extras.files?.[f.field.wire];
        return file ? f.row(file) : {};
      })) as Record<string, unknown>,
      ...more,
    });
    return {
      columns: [...sent.map((f) => ident(f.column)), ...beside.map(([col]) => ident(col))],
      casts: [...sent.map((f) => (f.json ? '::jsonb' : '')), ...beside.map(([col]) => (col === discriminator?.column ? `::${ident(discriminator.type)}` : ''))],
      values: [...sent.map((f) => (f.date && input[f.wire] === '' ? null : f.json ? (input[f.wire] === null ? null : JSON.stringify(input[f.wire])) : input[f.wire])), ...beside.map(([, v]) => v)],
    };
  };

  /** A save's new files into their stores, in its transaction (the old bytes replaced). */
  const storeFiles = async (q: Sql, id: number, extras: SaveExtras) => {
    for (const f of files) {
      const file = extras.files?.[f.field.wire];
      if (file) await f.put(q, ident(f.store.table), ident(f.store.itemColumn), id, file);
    }
  };

  /** An item as just written, in the write's transaction (its stores joined). */
  const reread = async (q: Sql, id: number, at: Date): Promise<T> => {
    const [r] = await q<Record<string, unknown>>(`SELECT ${selected} FROM ${from} WHERE d.id = $1`, [id]);
    return answer(r!, today(), at);
  };

  /** A new item's row and its files, in `q`'s transaction. */
  const insert = async (q: Sql, input: Record<string, unknown>, extras: SaveExtras = {}): Promise<T> => {
    const at = now();
    const { columns, casts, values } = written$(input, extras, {
      ...(discriminator && { [discriminator.column]: discriminator.value }),
      ...(drafts && { publishAt: publishAtFor(extras.publication ?? {}, undefined, at) }),
    });
    const [r] = await q<{ id: number }>(
      `INSERT INTO ${table} AS d (${columns.join(', ')}, "updatedAt") VALUES (${columns.map((_, i) => `$${i + 1}${casts[i]}`).join(', ')}, now()) RETURNING d.id`,
      values);
    await storeFiles(q, r!.id, extras);
    return reread(q, r!.id, at);
  };

  /** After a save has committed: the kind's afterChange hook (work that follows a change: the PDF text queue). */
  const changed = async (item: T, action: 'create' | 'update', input: Record<string, unknown>, extras: SaveExtras) => {
    const hook = c.hooks?.afterChange;
    if (!hook) return item;
    const kept = keptOf(input, extras);
    const sent = [...fields.filter((f) => kept[f.wire] !== undefined).map((f) => f.wire), ...files.filter((f) => extras.files?.[f.field.wire]).map((f) => f.field.wire)];
    await hook(item, { action, sent, enqueue: (queue, id) => enqueue(queue, id) });
    return item;
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
      const [day, at] = [today(), now()];
      const { where, values } = readable(reader, 0, day, at);
      const order = orderOf(c, reader === 'staff' && rule ? c.sort?.all ?? ['-id'] : c.sort?.read);
      return (await sql<Record<string, unknown>>(`SELECT ${selectedWith(inline)} FROM ${from} WHERE ${where} ORDER BY ${order}`, values)).map((r) => answer(r, day, at));
    },

    /** One page of what the public reads, in its order, and the count of all of it (a kind with `paged` lists: { items, totalItems }). */
    async page(query: PageQuery): Promise<Paged<T>> {
      const [day, at] = [today(), now()];
      const { where, values } = readable('public', 0, day, at);
      const { rows, total } = await pageOfRows<Record<string, unknown> & { id: number }>(sql, {
        count: `SELECT count(*)::int AS total FROM ${table} d WHERE ${where}`,
        rows: `SELECT ${selected} FROM ${from} WHERE ${where} ORDER BY ${orderOf(c, c.sort?.page ?? c.sort?.read)}`,
        values,
      }, query);
      return { items: rows.map((r) => answer(r, day, at)), totalItems: total };
    },

    /** One item as `reader` reads it; `inline`: with each picture's bytes in that encoding (the legacy item of news). */
    async get(id: number, reader: Reader = 'public', { inline }: { inline?: ImageSize } = {}): Promise<T> {
      const [day, at] = [today(), now()];
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
      const f = files.find((x) => x.field.wire === wire && x.field.type === 'image');
      if (!f) throw new NotFoundError(API_ERRORS.notFound);
      const [day, at] = [today(), now()];
      const shown = publicRule(1, day, at);
      const [r] = await sql<{ hash: string; data: Buffer; shown: boolean }>(
        `SELECT p.hash, p.${ident(size)} AS data, (${shown.where}) AS shown FROM ${table} d JOIN ${ident(f.store.table)} p ON p.${ident(f.store.itemColumn)} = d.id
         WHERE d.id = $1${live}`, [id, ...shown.values]);
      if (!r || !(r.shown || asked === fileVersion(r.hash))) throw new NotFoundError(API_ERRORS.notFound);
      return { data: r.data, hash: `${fileVersion(r.hash)}-${size}`, shown: r.shown ? 'public' as const : 'private' as const };
    },

    /**
     * The SQL condition (over the row `d`) of what `reader` reads, its values numbered after `offset` parameters: for
     * reads of their own built on this kind (news' feed and sitemap entries), so they apply the kind's one read rule.
     */
    readable: (reader: Reader, offset: number) => readable(reader, offset, today()),

    /**
     * What a download of file field `wire` of item `id` needs before its first byte (headers, and all of a HEAD), without
     * the bytes; `read` then fetches one slice per query. Every slice checks that the item still has the announced file:
     * after a replacement (or a delete) mid-download it returns nothing, and the download is cut off rather than mixing
     * two files. `shown`: whether the public is shown it now (files/caching.ts). Unknown, or not `reader`'s: 404.
     */
    async file(id: number, wire: string, reader: Reader = 'public') {
      const f = files.find((x) => x.field.wire === wire);
      if (!f) throw new Error(`Collection ${c.slug}: no stored file field ${wire}`);
      const [day, at] = [today(), now()];
      const { where, values } = readable(reader, 1, day, at);
      const shown = publicRule(1 + values.length, day, at);
      const withFile = `${table} d JOIN ${ident(f.store.table)} f ON f.${ident(f.store.itemColumn)} = d.id`;
      const [r] = await sql<Record<string, unknown> & { fileHash: string; size: number; published: boolean }>(
        `SELECT ${selected}, d."fileHash", octet_length(f.data) AS size, (${shown.where}) AS published FROM ${from} JOIN ${ident(f.store.table)} f ON f.${ident(f.store.itemColumn)} = d.id WHERE d.id = $1 AND ${where}`,
        [id, ...values, ...shown.values],
      );
      if (!r) throw new NotFoundError(API_ERRORS.notFound);
      const read = sliceReader(db.pool, 'f.data', withFile, `d.id = ${int(id)} AND d."fileHash" = ${literal(r.fileHash)}${live}`);
      return {
        size: r.size, read, hash: r.fileHash, updatedAt: r.updatedAt as Date, fileName: f.answer(f.field, { c, r, joined: () => undefined }).fileName as string,
        shown: r.published ? 'public' as const : 'private' as const,
      };
    },

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

    /** With drafts: published at once unless the publication says otherwise (services/publication.ts publishAtFor). */
    create: (input: Record<string, unknown>, actor: Actor, extras: SaveExtras = {}): Promise<T> => taken(input, inTransaction(db, async (q) => {
      const item = await insert(q, input, extras);
      await written(q, item.id as number, actor, 'create');
      return item;
    })).then((item) => changed(item, 'create', input, extras)),

    /** A new item's row and files alone, in the caller's transaction: no version, audit row or hook (the demo seed). */
    insert,

    /**
     * Unknown, or in the bin: 404. A stale If-Match: 412 naming who saved it (services/edits.ts). A file field without a
     * new file keeps its file; with drafts, no publication keeps it (publishAtFor); `extras.sent`: a field not required
     * and not sent keeps its value.
     */
    update: (id: number, input: Record<string, unknown>, actor: Actor, expected?: Expected, extras: SaveExtras = {}): Promise<T> => taken(input, inTransaction(db, async (q) => {
      const at = now();
      await assertUnchanged(q, table, id, expected, c.resource);
      if (versioned) await beforeSave(q, versioned, id);
      let publishAt: Date | null | undefined;
      if (drafts) {
        const [current] = await q<{ publishAt: Date | null }>(`SELECT d."publishAt" FROM ${table} d WHERE d.id = $1${live} FOR UPDATE`, [id]);
        if (!current) throw new NotFoundError(API_ERRORS.notFound);
        publishAt = publishAtFor(extras.publication ?? {}, current.publishAt, at);
      }
      const { columns, casts, values } = written$(input, extras, publishAt === undefined ? {} : { publishAt });
      const set = `${columns.map((col, i) => `${col} = $${i + 2}${casts[i]}`).join(', ')}, "updatedAt" = now()`;
      // The one record is written whether or not it is there yet.
      const [r] = await q<{ id: number }>(single
        ? `INSERT INTO ${table} AS d (id, ${columns.join(', ')}, "updatedAt") VALUES ($1, ${columns.map((_, i) => `$${i + 2}${casts[i]}`).join(', ')}, now())
           ON CONFLICT (id) DO UPDATE SET ${set} RETURNING d.id`
        : `UPDATE ${table} d SET ${set} WHERE d.id = $1${live} RETURNING d.id`,
      [id, ...values]);
      if (!r) throw new NotFoundError(API_ERRORS.notFound);
      await storeFiles(q, id, extras);
      await written(q, id, actor, 'update');
      return reread(q, id, at);
    })).then((item) => changed(item, 'update', input, extras)),

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
      return reread(q, id, now());
    }),

    /**
     * A picture (re-encoded already: files/images.ts) into the store of image field `name`, replacing any before it; the
     * item's version (updatedAt) moves, so its ETag and the sitemap's lastmod follow. Checked against If-Match, audited
     * as an edit. Unknown, or in the bin: 404.
     */
    putImage: (id: number, name: string, img: StoredImage, actor: Actor, expected?: Expected): Promise<T> => inTransaction(db, async (q) => {
      const store = c.fields.find((f) => f.name === name && f.type === 'image')?.store;
      if (!store) throw new Error(`Collection ${c.slug} has no picture ${name}`);
      await assertUnchanged(q, table, id, expected, c.resource);
      const [there] = await q(`UPDATE ${table} d SET "updatedAt" = now() WHERE d.id = $1${live} RETURNING d.id`, [id]);
      if (!there) throw new NotFoundError(API_ERRORS.notFound);
      await q(
        `INSERT INTO ${ident(store.table)} (${ident(store.itemColumn)}, hash, "full", card) VALUES ($1, $2, $3, $4)
         ON CONFLICT (${ident(store.itemColumn)}) DO UPDATE SET hash = EXCLUDED.hash, "full" = EXCLUDED."full", card = EXCLUDED.card`,
        [id, img.hash, toBuffer(img.full), toBuffer(img.card)]);
      await audited(q, actor, 'update', id);
      return reread(q, id, now());
    }),

    /** One size of a live item's picture in image field `name`'s store, with its version-and-size tag (the ETag). None: 404. */
    async image(id: number, name: string, size: 'full' | 'card'): Promise<{ data: Buffer; hash: string }> {
      const store = c.fields.find((f) => f.name === name && f.type === 'image')?.store;
      if (!store) throw new Error(`Collection ${c.slug} has no picture ${name}`);
      const [r] = await sql<{ hash: string; data: Buffer }>(
        `SELECT s.hash, s.${ident(size)} AS data FROM ${ident(store.table)} s JOIN ${table} d ON d.id = s.${ident(store.itemColumn)} WHERE d.id = $1${live}`, [id]);
      if (!r) throw new NotFoundError(API_ERRORS.notFound);
      return { data: r.data, hash: `${fileVersion(r.hash)}-${size}` };
    },

    /** Into the bin when the kind has one (restorable for 30 days), else deleted for good. */
    remove: (id: number, actor: Actor, expected?: Expected): Promise<void> => inTransaction(db, async (q) => {
      await assertUnchanged(q, table, id, expected, c.resource);
      if (c.capabilities.bin) return moveToBin(q, c, id, actor, now());
      const rows = await q(`DELETE FROM ${table} d WHERE d.id = $1${live} RETURNING d.id`, [id]);
      if (!rows.length) throw new NotFoundError(API_ERRORS.notFound);
      await audited(q, actor, 'delete', id);
    }),
  };
}

export type CollectionService<T extends CollectionItem = CollectionItem> = ReturnType<typeof collectionService<T>>;


/**
 * The collections the generic code serves (routes/collection.ts): those whose description says nothing against it (no
 * `custom` reason yet: clinics and services still have their own, issue 37).
 */
export function genericCollections(): Stored[] {
  return COLLECTIONS.filter((c) => !c.custom).map((c: Collection) => {
    if (!c.storage || c.fields.some((f) => (f.type === 'pdf' || f.type === 'image') && !STORED_FILE_TYPES.includes(f.type))) {
      throw new Error(`Collection ${c.slug}: the generic code needs its storage and a storage mapping for each file field (or code of its own and a custom reason)`);
    }
    return c as Stored;
  });
}

/** The service of the kind named `resource` ('Obavijest'), one of genericCollections(). */
export function kindService<T extends CollectionItem = CollectionItem>(
  db: Db, resource: string, opts: { now?: Clock; enqueue?: (queue: BackgroundQueue, id: number) => void } = {},
): CollectionService<T> {
  const c = genericCollections().find((k) => k.resource === resource);
  if (!c) throw new Error(`No kind ${resource} is served from its description`);
  return collectionService<T>(db, c, opts);
}
