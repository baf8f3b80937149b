import {
  API_ERRORS, BIN_DAYS, COLLECTIONS, MAX_VERSIONS, collectionByPath, columnOf, titleFieldOf,
  type AuditAction, type BinItem, type Collection, type CollectionField, type ItemVersion, type Storage,
} from '@dz/contracts';
import type { Db } from '@dz/db';
import { systemClock } from '../clock.js';

import { sliceReader } from '../db/copy-bytes.js';
import { ident, int, literal, ofKind, poolSql, type Sql } from '../db/sql.js';
import { inTransaction } from '../db/transaction.js';
import { NotFoundError } from '../errors.js';
import { audit, type Actor } from './audit.js';

/**
 * Versions and the bin of every collection that has them (docs/product.md "Versions", "Bin"), with
 * SQL built from the collection's description: no kind is named here. The services call
 * `beforeSave` and `saved` inside a save's transaction and `moveToBin` for a delete; the routes call
 * `historyService` for the staff's lists and restores.
 */

/** A collection whose items are kept with versions and a bin (news, the document types). */
export type Versioned = Collection & { storage: Storage & { versions: NonNullable<Storage['versions']> } };

/** A collection whose deleted items go to the bin: those with versions, and clinics and services (a bin without versions). */
export type Binned = Collection & { storage: Storage };

/** The collection of a resource name in a path (/api/Ambulanta/…), if it has a bin. */
export const binnedByPath = (resource: string): Binned | undefined => {
  const c = collectionByPath(resource);
  return c?.capabilities.bin && c.storage ? (c as Binned) : undefined;
};

/** A binned kind's table, and ' AND' the condition that its row (alias d) is of this kind, or ''. */
const binTarget = (c: Binned) => ({ item: ident(c.storage.table), filter: ofKind(c.storage) && ` AND ${ofKind(c.storage)}` });

/** The collection of a resource name in a path (/api/Novost/…, /api/zakon/…), if it keeps versions. */
export const versionedByPath = (resource: string): Versioned | undefined => {
  const c = collectionByPath(resource);
  return c?.capabilities.versions && c.storage?.versions ? (c as Versioned) : undefined;
};

/** A column of a version table: its name, what a save copies into it from the item (alias d, file stores joined), whether a restore copies it back. */
interface VersionColumn {
  name: string;
  from: string;
  restored: boolean;
  /** It names a blob of "FileBlob" (a file's or a picture's hash): the purge keeps blobs a version names. */
  blob?: true;
}

/** What one versioned field adds to its collection's versions: one object per field, built by `fieldShape`. */
interface FieldShape {
  columns: VersionColumn[];
  /** A join onto the item's row (alias d) that its columns read from. */
  join?: string;
  /** Statements that keep its files in the blob store ($1: the item). */
  keepFiles: string[];
  /** Statements that bring a version's files back ($1: the item, $2: the version). */
  restoreFiles: string[];
  /** Its part of a version's text as the lists show it (alias v). */
  text?: string;
  /** The version's file: its hash column and name (alias v), its kind, its size. */
  file?: { hash: string; fileName: string; type: 'pdf' | 'image'; size: string };
  /** The live item's file (for a version 1 that is the live row): the store joined to the item (alias d, the store f), its bytes, hash, name and size. */
  live?: { from: string; data: string; hash: string; fileName: string; size: string };
}

/**
 * The SQL of a collection's versions, built from its description (packages/contracts collections.ts): the item's
 * table and its version table, and each versioned field's shape (`fieldShape`). A text field is its column; a PDF
 * its name, size and hash (bytes in its store); a picture its two encodings' hashes.
 */
interface Shape {
  item: string;
  versions: string;
  fk: string;
  from: string;
  /** Every versioned field's columns, in the fields' order. */
  columns: VersionColumn[];
  keepFiles: string[];
  restoreFiles: string[];
  /** A version as the lists show it (alias v): title, text (the text fields not empty, a blank line between), its file's name, size and hash. */
  listed: string;

  file?: FieldShape['file'];
  /**
   * The live item's file, for an item with no stored version yet (its version 1 is its live row): the store joined to
   * the item (alias d, the store f), its bytes' column, hash, name and size.
   */
  live?: FieldShape['live'];
  /** The item's row is of this kind (kinds sharing a table): ' AND' a condition on d, or ''. */
  filter: string;
}

/** A column the item and its versions share under one name, copied back by a restore. */
const sameColumn = (name: string, blob?: true): VersionColumn => ({ name, from: `d.${name}`, restored: true, ...(blob && { blob }) });

/** One versioned field's shape in a version table `versions` (foreign key `fk`) of `item`; `n`: its place (its join's alias). */
function fieldShape(f: CollectionField, n: number, item: string, versions: string, fk: string): FieldShape {
  if (f.type === 'pdf' && f.store) {
    const store = ident(f.store.table);
    const storeFk = ident(f.store.itemColumn);
    return {
      columns: [sameColumn('"fileName"'), sameColumn('"fileSize"'), sameColumn('"fileHash"', true)],
      keepFiles: [`INSERT INTO "FileBlob" (hash, data)
        SELECT d."fileHash", f.data FROM ${item} d JOIN ${store} f ON f.${storeFk} = d.id
        WHERE d.id = $1 AND NOT EXISTS (SELECT 1 FROM "FileBlob" b WHERE b.hash = d."fileHash")
        ON CONFLICT (hash) DO NOTHING`],
      restoreFiles: [`INSERT INTO ${store} (${storeFk}, data)
        SELECT v.${fk}, b.data FROM ${versions} v JOIN "FileBlob" b ON b.hash = v."fileHash" WHERE v.${fk} = $1 AND v.version = $2
        ON CONFLICT (${storeFk}) DO UPDATE SET data = EXCLUDED.data`],
      file: { hash: 'v."fileHash"', fileName: 'v."fileName"', type: 'pdf', size: 'v."fileSize"' },
      live: { from: `${item} d JOIN ${store} f ON f.${storeFk} = d.id`, data: 'f.data', hash: 'd."fileHash"', fileName: 'd."fileName"', size: 'octet_length(f.data)' },
    };
  }
  if (f.type === 'image' && f.store) {
    const store = ident(f.store.table);
    const storeFk = ident(f.store.itemColumn);
    const i = `i${n}`;
    return {
      // The picture's columns are the store's, brought back by restoreFiles.
      columns: [
        { name: '"imageHash"', from: `${i}.hash`, restored: false, blob: true },
        { name: '"cardHash"', from: `encode(sha256(${i}.card), 'hex')`, restored: false, blob: true },
      ],
      join: `LEFT JOIN ${store} ${i} ON ${i}.${storeFk} = d.id`,
      keepFiles: [`INSERT INTO "FileBlob" (hash, data)
        SELECT x.hash, x.data FROM ${store} i, LATERAL (VALUES (i.hash, i."full"), (encode(sha256(i.card), 'hex'), i.card)) x(hash, data)
        WHERE i.${storeFk} = $1 AND NOT EXISTS (SELECT 1 FROM "FileBlob" b WHERE b.hash = x.hash)
        ON CONFLICT (hash) DO NOTHING`],
      // A version without a picture leaves the item without one.
      restoreFiles: [
        `DELETE FROM ${store} WHERE ${storeFk} = $1 AND (SELECT "imageHash" FROM ${versions} WHERE ${fk} = $1 AND version = $2) IS NULL`,
        `INSERT INTO ${store} (${storeFk}, hash, "full", card)
          SELECT v.${fk}, v."imageHash", fb.data, cb.data FROM ${versions} v
            JOIN "FileBlob" fb ON fb.hash = v."imageHash" JOIN "FileBlob" cb ON cb.hash = v."cardHash"
          WHERE v.${fk} = $1 AND v.version = $2
          ON CONFLICT (${storeFk}) DO UPDATE SET hash = EXCLUDED.hash, "full" = EXCLUDED."full", card = EXCLUDED.card`,
      ],
      file: { hash: 'v."imageHash"', fileName: `''`, type: 'image', size: '(SELECT octet_length(b.data) FROM "FileBlob" b WHERE b.hash = v."imageHash")' },
      live: { from: `${item} d JOIN ${store} f ON f.${storeFk} = d.id`, data: 'f."full"', hash: 'f.hash', fileName: `''`, size: 'octet_length(f."full")' },
    };
  }
  const col = ident(columnOf(f));
  // A page's blocks (jsonb) are kept and restored as they are, but add nothing to the versions' text: their plain text
  // is contracts' blocksPlainText, which SQL does not run (the JSON itself would be noise in the list and diff).
  if (f.type === 'blocks') return { columns: [sameColumn(col)], keepFiles: [], restoreFiles: [] };
  // The versions' text (and diff): a text as it is, a ticked box as its label (nothing unticked, as an empty text),
  // any other field as "its label: its value".
  const text = f.type === 'text' || f.type === 'longText' ? `nullif(v.${col}, '')`
    : f.type === 'boolean' ? `CASE WHEN v.${col} THEN ${literal(f.label)} END`
      : `${literal(`${f.label}: `)} || coalesce(v.${col}::text, '')`;
  return { columns: [sameColumn(col)], keepFiles: [], restoreFiles: [], text };
}

const SHAPES = new Map<string, Shape>();

function shapeOf(c: Versioned): Shape {
  const known = SHAPES.get(c.resource);
  if (known) return known;
  const item = ident(c.storage.table);
  const versions = ident(c.storage.versions.table);
  const fk = ident(c.storage.versions.itemColumn);
  const fields = c.fields.filter((f) => f.versioned).map((f, n) => fieldShape(f, n, item, versions, fk));
  const file = fields.findLast((f) => f.file)?.file;
  const s: Shape = {
    item, versions, fk,
    from: [`${item} d`, ...fields.flatMap((f) => f.join ?? [])].join(' '),
    columns: fields.flatMap((f) => f.columns),
    keepFiles: fields.flatMap((f) => f.keepFiles),
    restoreFiles: fields.flatMap((f) => f.restoreFiles),
    listed: `v.${ident(columnOf(titleFieldOf(c)))} AS title, concat_ws(E'\\n\\n', ${fields.flatMap((f) => f.text ?? []).join(', ')}) AS text, `
      + `${file?.fileName ?? `''`} AS "fileName", ${file?.size ?? 'NULL::int'} AS "fileSize", ${file?.hash ?? 'NULL::text'} AS "fileHash"`,
    file,
    live: fields.findLast((f) => f.live)?.live,
    filter: ofKind(c.storage) && ` AND ${ofKind(c.storage)}`,
  };

  SHAPES.set(c.resource, s);
  return s;
}

/** The next version of item $1, saved by ($2, $3) at `savedAt`. */
const insertVersion = (t: Shape, savedAt: string) =>
  `INSERT INTO ${t.versions} (${t.fk}, version, ${t.columns.map((col) => col.name).join(', ')}, "savedAt", "savedById", "savedBy")
    SELECT d.id, coalesce((SELECT max(version) FROM ${t.versions} WHERE ${t.fk} = d.id), 0) + 1, ${t.columns.map((col) => col.from).join(', ')}, ${savedAt}, $2::int, $3::text
    FROM ${t.from} WHERE d.id = $1`;

/**
 * Before a save: the item's row is locked (saves of one item take turns), and an item saved
 * before versions were kept first gets its current state as version 1 (no author known).
 */
export async function beforeSave(sql: Sql, c: Versioned, id: number): Promise<void> {
  const t = shapeOf(c);
  await sql(`SELECT id FROM ${t.item} WHERE id = $1 FOR UPDATE`, [id]);
  if ((await sql(`SELECT 1 FROM ${t.versions} WHERE ${t.fk} = $1 LIMIT 1`, [id])).length) return;
  for (const b of t.keepFiles) await sql(b, [id]);
  await sql(insertVersion(t, 'd."updatedAt"'), [id, null, '']);
}

/** After a save, in its transaction: the new state is the next version (its files stored once by hash), the oldest beyond 50 go, and the audit row. */
export async function saved(sql: Sql, c: Versioned, id: number, actor: Actor, action: AuditAction): Promise<void> {
  const t = shapeOf(c);
  for (const b of t.keepFiles) await sql(b, [id]);
  await sql(insertVersion(t, 'now()'), [id, actor.id, actor.userName]);
  await sql(`DELETE FROM ${t.versions} WHERE ${t.fk} = $1 AND version <= (SELECT max(version) FROM ${t.versions} WHERE ${t.fk} = $1) - ${MAX_VERSIONS}`, [id]);
  await audit(sql, actor, action, { resource: c.resource, itemId: id });
}

/**
 * A delete: into the bin (docs/product.md "Bin") at `at` (the app's clock: purgeBin counts the
 * days from it), off the public site at once. 404 for an unknown item, one of another kind, or one in the bin.
 */
export async function moveToBin(sql: Sql, c: Binned, id: number, actor: Actor, at: Date): Promise<void> {
  const t = binTarget(c);
  const rows = await sql(
    `UPDATE ${t.item} d SET "deletedAt" = $3::timestamptz, "deletedBy" = $2 WHERE d.id = $1 AND d."deletedAt" IS NULL${t.filter} RETURNING d.id`,
    [id, actor.userName, at],
  );
  if (!rows.length) throw new NotFoundError(API_ERRORS.notFound);
  await audit(sql, actor, 'delete', { resource: c.resource, itemId: id });
}

/** The kinds with a bin, by the table they share: its title column, and which kind a row is (by its discriminator's value). */
const binTables = () => {
  const tables = new Map<string, { title: string; disc?: string; kinds: Binned[] }>();
  for (const c of COLLECTIONS) {
    if (!c.capabilities.bin || !c.storage) continue;
    const v = c as Binned;
    const title = ident(columnOf(titleFieldOf(v)));
    const disc = v.storage.discriminator && ident(v.storage.discriminator.column);
    const t = tables.get(v.storage.table) ?? { title, disc, kinds: [] };
    if (t.title !== title || t.disc !== disc) throw new Error(`Kinds sharing table ${v.storage.table} must share its title and discriminator`);
    t.kinds.push(v);
    tables.set(v.storage.table, t);
  }
  return tables;
};
const kindOfRow = (tables: ReturnType<typeof binTables>, table: string, disc: string | null) =>
  tables.get(table)?.kinds.find((c) => (c.storage.discriminator?.value ?? null) === disc);

type VersionRow = { version: number; savedAt: Date; savedBy: string; title: string; text: string; fileName: string; fileSize: number | null; fileHash: string | null };

export function historyService(db: Db) {
  const sql = poolSql(db);

  /** The live file of an item without stored versions (its version 1), if it has one. */
  async function liveFile(t: Shape, id: number) {
    const l = t.live!;
    const [row] = await sql<{ size: number; hash: string; fileName: string; savedAt: Date }>(
      `SELECT ${l.size} AS size, ${l.hash} AS hash, ${l.fileName} AS "fileName", d."updatedAt" AS "savedAt" FROM ${l.from}
       WHERE d.id = $1${t.filter} AND ${l.hash} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${t.versions} v WHERE v.${t.fk} = $1)`, [id]);
    return row;
  }

  /** 404 unless the item exists, is of this kind and is not in the bin. */
  async function exists(q: Sql, t: Shape, id: number) {
    const rows = await q(`SELECT 1 FROM ${t.item} d WHERE d.id = $1 AND d."deletedAt" IS NULL${t.filter}`, [id]);
    if (!rows.length) throw new NotFoundError(API_ERRORS.notFound);
  }

  return {
    /** Newest first. An item never saved since versions were kept shows its current state as version 1. */
    async versions(c: Versioned, id: number): Promise<ItemVersion[]> {
      const t = shapeOf(c);
      await exists(sql, t, id);
      let rows = await sql<VersionRow>(
        `SELECT v.version, v."savedAt", v."savedBy", ${t.listed} FROM ${t.versions} v WHERE v.${t.fk} = $1 ORDER BY v.version DESC`, [id]);
      if (!rows.length) {
        // The live row read as a version (alias v), through the same column list; its file's size is the live file's
        // (a picture's is read from the stored blob, which a live row does not have yet).
        rows = await sql<VersionRow>(
          `SELECT 1 AS version, v."updatedAt" AS "savedAt", '' AS "savedBy", ${t.listed}
           FROM (SELECT d."updatedAt", ${t.columns.map((col) => `${col.from} AS ${col.name}`).join(', ')} FROM ${t.from} WHERE d.id = $1) v`, [id]);
        const live = t.live && (await liveFile(t, id));
        if (live) rows = rows.map((r) => ({ ...r, fileSize: r.fileSize ?? live.size }));
      }
      return rows.map((r) => ({ ...r, savedAt: r.savedAt.toISOString() }));
    },

    /**
     * A version's file (the PDF, or the news image's full JPEG), byte for byte as it was saved: what its
     * download needs before the first byte, and `read` for the bytes slice by slice, as a current file's
     * (services/documents.ts file), so an old 20 MB PDF is never held whole in memory. A blob's bytes
     * never change (it is named by their hash); one purged mid-download reads as nothing: the download is cut off.
     */
    async versionFile(c: Versioned, id: number, version: number) {
      const t = shapeOf(c);
      await exists(sql, t, id);
      if (!t.file) throw new NotFoundError(API_ERRORS.notFound);
      const [row] = await sql<{ size: number; hash: string; fileName: string; savedAt: Date }>(
        `SELECT octet_length(b.data) AS size, b.hash, ${t.file.fileName} AS "fileName", v."savedAt"
         FROM ${t.versions} v JOIN "FileBlob" b ON b.hash = ${t.file.hash} WHERE v.${t.fk} = $1 AND v.version = $2`, [id, version]);
      if (row) return { ...row, type: t.file.type, read: sliceReader(db.pool, 'b.data', '"FileBlob" b', `b.hash = ${literal(row.hash)}`) };
      // No version stored yet (an item seeded, or saved before versions were kept): version 1 is the live row, as the
      // list shows it, and so is its file. Read only while the item's file is still that one (a save meanwhile cuts the
      // download off, as a purged blob does).
      const live = version === 1 && t.live ? await liveFile(t, id) : undefined;
      if (!live) throw new NotFoundError(API_ERRORS.notFound);
      return {
        ...live, type: t.file.type,
        read: sliceReader(db.pool, t.live!.data, t.live!.from, `d.id = ${int(id)} AND ${t.live!.hash} = ${literal(live.hash)}`),
      };
    },

    /** "Vrati ovu verziju": the version's fields and files become current, saved as a new version. */
    async restoreVersion(c: Versioned, id: number, version: number, actor: Actor): Promise<void> {
      const t = shapeOf(c);
      await inTransaction(db, async (q) => {
        await exists(q, t, id);
        await beforeSave(q, c, id);
        const found = await q(
          `UPDATE ${t.item} d SET ${t.columns.filter((col) => col.restored).map((col) => `${col.name} = v.${col.name}`).join(', ')}, "updatedAt" = now()
           FROM ${t.versions} v WHERE d.id = $1 AND v.${t.fk} = d.id AND v.version = $2 RETURNING d.id`, [id, version]);
        if (!found.length) throw new NotFoundError(API_ERRORS.notFound);
        for (const f of t.restoreFiles) await q(f, [id, version]);
        await saved(q, c, id, actor, 'restore-version');
      });
    },

    /** Back from the bin, whole (its fields, files and versions never left). 404 unless it is in the bin. */
    async restore(c: Binned, id: number, actor: Actor): Promise<void> {
      const t = binTarget(c);
      await inTransaction(db, async (q) => {
        const rows = await q(
          `UPDATE ${t.item} d SET "deletedAt" = NULL, "deletedBy" = NULL WHERE d.id = $1 AND d."deletedAt" IS NOT NULL${t.filter} RETURNING d.id`,
          [id]);
        if (!rows.length) throw new NotFoundError(API_ERRORS.notFound);
        await audit(q, actor, 'restore', { resource: c.resource, itemId: id });
      });
    },

    /** The bin's items of every kind with one, the most recently deleted first. */
    async bin(): Promise<BinItem[]> {
      const tables = binTables();
      const rows = await sql<{ tbl: string; disc: string | null; id: number; title: string; deletedAt: Date; deletedBy: string | null }>(
        `${[...tables].map(([table, t]) => `SELECT ${literal(table)} AS tbl, ${t.disc ? `d.${t.disc}::text` : 'NULL::text'} AS disc, d.id, d.${t.title}::text AS title,
           d."deletedAt", d."deletedBy" FROM ${ident(table)} d WHERE d."deletedAt" IS NOT NULL`).join(' UNION ALL ')}
         ORDER BY "deletedAt" DESC, id DESC`, []);
      return rows.flatMap((r) => {
        const c = kindOfRow(tables, r.tbl, r.disc);
        return c ? [{
          resource: c.resource,
          id: r.id,
          title: r.title,
          deletedAt: r.deletedAt.toISOString(),
          deletedBy: r.deletedBy ?? '',
          purgeAt: new Date(r.deletedAt.getTime() + BIN_DAYS * 86_400_000).toISOString(),
        }] : [];
      });
    },
  };
}

/**
 * Deletes for good what has been in the bin for BIN_DAYS days (cascading to its files and
 * versions; a kind with audio guides, its recordings too), then every stored file no version
 * refers to any more (a live item's current file is its newest version's). Run at the server's start, hourly, and by `ops purge-bin`; `now`
 * is the time by the app's clock (AppDeps.now), which also dated the deletions. Answers how
 * many items of each kind went (by resource: { Novost: 1, Zakon: 2 }) and how many files.
 */
export async function purgeBin(db: Pick<Db, 'pool'>, now: Date = systemClock()): Promise<{ items: Record<string, number>; files: number }> {
  const q = poolSql(db);
  const tables = binTables();
  const items: Record<string, number> = {};
  for (const [table, t] of tables) {
    const gone = await q<{ id: number; disc: string | null }>(
      `DELETE FROM ${ident(table)} d WHERE d."deletedAt" < $1::timestamptz - interval '${BIN_DAYS} days'
       RETURNING d.id, ${t.disc ? `d.${t.disc}::text` : 'NULL::text'} AS disc`, [now]);
    for (const r of gone) {
      const c = kindOfRow(tables, table, r.disc);
      if (c) items[c.resource] = (items[c.resource] ?? 0) + 1;
    }
    // A unit's recording names it by its kind's slug and id (no foreign key: the seeded ones came first).
    for (const c of t.kinds.filter((k) => k.capabilities.audio)) {
      const ids = gone.filter((r) => kindOfRow(tables, table, r.disc) === c).map((r) => r.id);
      if (ids.length) await q(`DELETE FROM "AudioSnimak" WHERE "unitKind" = $1 AND "unitId" = ANY($2::int[])`, [c.slug, ids]);
    }
  }
  // A blob is in use while any version of any kind names it.
  const uses = new Set<string>();
  const versioned = [...tables.values()].flatMap((x) => x.kinds).filter((c): c is Versioned => c.capabilities.versions && c.storage.versions !== undefined);
  for (const t of versioned.map(shapeOf)) {
    const cols = t.columns.filter((col) => col.blob);
    if (cols.length) uses.add(`NOT EXISTS (SELECT 1 FROM ${t.versions} v WHERE ${cols.map((col) => `v.${col.name} = b.hash`).join(' OR ')})`);
  }
  const files = (await q(`DELETE FROM "FileBlob" b WHERE ${[...uses].join(' AND ') || 'false'} RETURNING id`, [])).length;
  return { items, files };
}
