import { API_ERRORS, COLLECTIONS, columnOf, fileVersion, sarajevoToday, upgradeBlocks, type BackgroundQueue, type Collection, type Storage } from '@dz/contracts';
import type { Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { ident, literal, poolSql, type Sql } from '../db/sql.js';
import { inTransaction } from '../db/transaction.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { AuditAction } from '@dz/contracts';
import { audit, type Actor } from './audit.js';
import { assertUnchanged, type Expected } from './edits.js';
import { beforeSave, moveToBin, saved, type Versioned } from './history.js';
import type { StoredImage } from '../files/images.js';

/** A collection the generic code keeps: it says where (its `storage`). */
export type Stored = Collection & { storage: Storage };

/** An item as the API answers it: its id, each field under its wire name, its stamps, its times, what its afterRead adds. */
export type CollectionItem = { updatedAt: string; [wire: string]: unknown };

/** Who reads: the public (a kind's read rule applies) or staff (every item). */
export type Reader = 'public' | 'staff';

/** JSON columns: lists, a person, hours and a page's blocks. */
const JSON_TYPES: ReadonlySet<string> = new Set(['labelledPhones', 'blocks', 'hours', 'people', 'person', 'phones']);

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
 * with its audit row. A kind with files (PDF, picture) has its own service: those travel as multipart and are kept in
 * their stores.
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
  // A list field (labelledPhones, phones, people), a person, hours and a page's blocks are a jsonb column, written as its
  // JSON text (an optional person left empty: NULL) and read as its value; blocks are read through upgradeBlocks, so a
  // block stored at an older version is answered at the current one.
  const fields = c.fields.filter((f) => f.type !== 'image').map((f) => ({
    wire: f.wire, column: columnOf(f), date: f.type === 'date', json: JSON_TYPES.has(f.type),
    read: f.type === 'blocks' ? upgradeBlocks : (v: unknown) => v,
  }));
  // Read with each item for its hooks alone (ReadContext.stored), never answered: a picture's hash from its store (it is
  // uploaded by a custom endpoint, putImage), and with an audio guide its recording's metadata (never its bytes).
  const images = c.fields.filter((f) => f.type === 'image').map((f) => {
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
  // A unique column (a page's path) taken by another item: 409 naming its field.
  const unique = c.fields.find((f) => f.type === 'pagePath');
  const stamps = c.storage.stamps ?? [];
  // One record (the institution): no id or createdAt in its answer; its table has no createdAt (nor have clinics').
  const single = c.single === true;
  const created = !single && c.storage.createdAt !== false;
  const selected = [
    'd.id',
    ...fields.map((f) => (f.date ? `d.${ident(f.column)}::text AS ${ident(f.column)}` : `d.${ident(f.column)}`)),
    ...stamps.map((s) => `d.${ident(s)}`),
    ...(created ? ['d."createdAt"'] : []), 'd."updatedAt"',
    ...storedSql,
  ].join(', ');
  const live = c.capabilities.bin ? ' AND d."deletedAt" IS NULL' : '';
  const versioned = c.capabilities.versions && c.storage.versions ? (c as Versioned) : undefined;
  const rule = c.access.read === 'public' ? undefined : c.access.read;
  const answer = (r: Record<string, unknown>, at = now()): T => {
    const item = {
      ...(!single && { id: r.id as number }),
      ...Object.fromEntries(fields.map((f) => [f.wire, f.date ? (r[f.column] ?? '') : f.read(r[f.column])])),
      ...Object.fromEntries(stamps.map((s) => [s, (r[s] as Date | null)?.toISOString() ?? null])),
      ...(created && { createdAt: (r.createdAt as Date).toISOString() }),
      updatedAt: (r.updatedAt as Date).toISOString(),
    };
    return { ...item, ...c.hooks?.afterRead?.(item, { today: sarajevoToday(at), now: at, stored: storedOf(r) }) } as T;
  };
  /** The read rule for `reader`, the moment's values it uses numbered after `offset` parameters already used. */
  const readable = (reader: Reader, offset: number, day: string): { where: string; values: unknown[] } => {
    if (!rule || reader === 'staff') return { where: `true${live}`, values: [] };
    const moment = { today: { sql: '::date', value: day }, now: { sql: '::timestamptz', value: now() } };
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
  const written$ = (input: Record<string, unknown>) => {
    const sent = fields.filter((f) => input[f.wire] !== undefined);
    return {
      columns: sent.map((f) => ident(f.column)),
      casts: sent.map((f) => (f.json ? '::jsonb' : '')),
      values: sent.map((f) => (f.date && input[f.wire] === '' ? null : f.json ? (input[f.wire] === null ? null : JSON.stringify(input[f.wire])) : input[f.wire])),
    };
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
  /** After a save has committed: the kind's afterChange hook (work that follows a change: the speech queue). */
  const changed = async (item: T, action: 'create' | 'update', input: Record<string, unknown>) => {
    const hook = c.hooks?.afterChange;
    if (!hook) return item;
    const sent = fields.filter((f) => input[f.wire] !== undefined).map((f) => f.wire);
    await hook(item, { action, sent, enqueue: (queue, id) => enqueue(queue, id) });
    return item;
  };

  return {
    /** What `reader` reads, in the kind's order for it (default oldest first, as the legacy lists are). */
    async list(reader: Reader = 'public'): Promise<T[]> {
      const at = now();
      const { where, values } = readable(reader, 0, sarajevoToday(at));
      const order = orderOf(c, reader === 'staff' && rule ? c.sort?.all ?? ['-id'] : c.sort?.read);
      return (await sql<Record<string, unknown>>(`SELECT ${selected} FROM ${table} d WHERE ${where} ORDER BY ${order}`, values)).map((r) => answer(r, at));
    },

    async get(id: number, reader: Reader = 'public'): Promise<T> {
      const at = now();
      const { where, values } = readable(reader, 1, sarajevoToday(at));
      const [r] = await sql<Record<string, unknown>>(`SELECT ${selected} FROM ${table} d WHERE d.id = $1 AND ${where}`, [id, ...values]);
      if (!r) throw new NotFoundError(API_ERRORS.notFound);
      return answer(r, at);
    },

    /** The one item whose field `wire` (a unique one: a page's path) is `value`, as `reader` reads it; none: 404. */
    async getBy(wire: string, value: string, reader: Reader = 'public'): Promise<T> {
      const f = fields.find((x) => x.wire === wire && !x.json && !x.date);
      if (!f) throw new Error(`Collection ${c.slug}: no text field ${wire} to find by`);
      const at = now();
      const { where, values } = readable(reader, 1, sarajevoToday(at));
      const [r] = await sql<Record<string, unknown>>(`SELECT ${selected} FROM ${table} d WHERE d.${ident(f.column)} = $1 AND ${where}`, [value, ...values]);
      if (!r) throw new NotFoundError(API_ERRORS.notFound);
      return answer(r, at);
    },

    create: (input: Record<string, unknown>, actor: Actor): Promise<T> => taken(input, inTransaction(db, async (q) => {
      const { columns, casts, values } = written$(input);
      const [r] = await q<Record<string, unknown>>(
        `INSERT INTO ${table} AS d (${columns.join(', ')}, "updatedAt") VALUES (${columns.map((_, i) => `$${i + 1}${casts[i]}`).join(', ')}, now()) RETURNING ${selected}`,
        values);
      await written(q, r!.id as number, actor, 'create');
      return answer(r!);
    })).then((item) => changed(item, 'create', input)),

    /** Unknown, or in the bin: 404. A stale If-Match: 412 naming who saved it (services/edits.ts). */
    update: (id: number, input: Record<string, unknown>, actor: Actor, expected?: Expected): Promise<T> => taken(input, inTransaction(db, async (q) => {
      await assertUnchanged(q, table, id, expected, c.resource);
      if (versioned) await beforeSave(q, versioned, id);
      const { columns, casts, values } = written$(input);
      const set = `${columns.map((col, i) => `${col} = $${i + 2}${casts[i]}`).join(', ')}, "updatedAt" = now()`;
      // The one record is written whether or not it is there yet.
      const [r] = await q<Record<string, unknown>>(single
        ? `INSERT INTO ${table} AS d (id, ${columns.join(', ')}, "updatedAt") VALUES ($1, ${columns.map((_, i) => `$${i + 2}${casts[i]}`).join(', ')}, now())
           ON CONFLICT (id) DO UPDATE SET ${set} RETURNING ${selected}`
        : `UPDATE ${table} d SET ${set} WHERE d.id = $1${live} RETURNING ${selected}`,
      [id, ...values]);
      if (!r) throw new NotFoundError(API_ERRORS.notFound);
      await written(q, id, actor, 'update');
      return answer(r);
    })).then((item) => changed(item, 'update', input)),

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
        [id, img.hash, Buffer.from(img.full), Buffer.from(img.card)]);
      await audited(q, actor, 'update', id);
      const [r] = await q<Record<string, unknown>>(`SELECT ${selected} FROM ${table} d WHERE d.id = $1`, [id]);
      return answer(r!);
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

    /**
     * Stamps one of the kind's `stamps` with the app's clock, once (a notice ended early keeps its first end), with the
     * audit row of `action`; answers the item as staff read it. Unknown: 404.
     */
    stamp: (id: number, stamp: string, action: AuditAction, actor: Actor): Promise<T> => inTransaction(db, async (q) => {
      if (!stamps.includes(stamp)) throw new Error(`Collection ${c.slug} has no stamp ${stamp}`);
      const [r] = await q<Record<string, unknown>>(
        `UPDATE ${table} d SET ${ident(stamp)} = $2, "updatedAt" = now() WHERE d.id = $1 AND d.${ident(stamp)} IS NULL${live} RETURNING ${selected}`,
        [id, now()]);
      if (r) {
        await audited(q, actor, action, id);
        return answer(r);
      }
      const [was] = await q<Record<string, unknown>>(`SELECT ${selected} FROM ${table} d WHERE d.id = $1${live}`, [id]);
      if (!was) throw new NotFoundError(API_ERRORS.notFound);
      return answer(was);
    }),

    /** Into the bin when the kind has one (restorable for 30 days), else deleted for good. */
    remove: (id: number, actor: Actor, expected?: Expected): Promise<void> => inTransaction(db, async (q) => {
      await assertUnchanged(q, table, id, expected, c.resource);
      if (c.capabilities.bin) return moveToBin(q, c, id, actor, now());
      const rows = await q(`DELETE FROM ${table} d WHERE d.id = $1 RETURNING d.id`, [id]);
      if (!rows.length) throw new NotFoundError(API_ERRORS.notFound);
      await audited(q, actor, 'delete', id);
    }),
  };
}

export type CollectionService<T extends CollectionItem = CollectionItem> = ReturnType<typeof collectionService<T>>;

/**
 * The collections the generic code serves (routes/collection.ts): those whose description says nothing against it (no
 * `custom` reason yet: news, the document types, clinics, services and the institution still have their own, issue 37).
 */
export function genericCollections(): Stored[] {
  return COLLECTIONS.filter((c) => !c.custom).map((c: Collection) => {
    if (!c.storage || c.fields.some((f) => f.type === 'pdf' || (f.type === 'image' && !f.store))) {
      throw new Error(`Collection ${c.slug}: the generic code needs its storage and no file fields but pictures in a store (or code of its own and a custom reason)`);
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
