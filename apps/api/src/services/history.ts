import {
  API_ERRORS, BIN_DAYS, MAX_VERSIONS, documentTypeByKind,
  type AuditAction, type BinItem, type DocumentKind, type ItemVersion,
} from '@dz/contracts';
import type { Db } from '@dz/db';
import { systemClock } from '../clock.js';
import { literal, sliceReader } from '../db/copy-bytes.js';
import { NotFoundError } from '../errors.js';
import { audit, type Actor } from './audit.js';
import { poolSql, type Sql } from './sql.js';
import { inTransaction } from './tx.js';

/**
 * Versions and the bin of news and documents (docs/product.md "Versions", "Bin"). The services
 * call `beforeSave` and `saved` inside a save's transaction and `moveToBin` for a delete; the
 * routes call `historyService` for the staff's lists and restores.
 */

/**
 * What the public may see: an item that is not in the bin. The one rule every public read
 * (lists, counts, pages, downloads, feeds, the sitemap, server-rendered pages, search) applies.
 * SQL (`alias`: the table's alias in the query, if any) and a Prisma `where`.
 */
export const visibleSql = (alias?: string) => `${alias ? `${alias}.` : ''}"deletedAt" IS NULL`;
export const visible = { deletedAt: null } as const;

export type ItemKind = 'news' | 'document';

/** The SQL of each kind: its table (alias d in `from`), its versions, and what a version copies. */
const KINDS = {
  document: {
    item: '"Document"',
    versions: '"DocumentVersion"',
    fk: '"documentId"',
    from: '"Document" d',
    columns: ['text', '"fileName"', '"fileSize"', '"fileHash"'],
    snapshot: ['d.text', 'd."fileName"', 'd."fileSize"', 'd."fileHash"'],
    /** The PDF into the blob store, unless its hash is there already (then nothing is copied). */
    blobs: `INSERT INTO "FileBlob" (hash, data)
      SELECT d."fileHash", f.data FROM "Document" d JOIN "DocumentFile" f ON f."documentId" = d.id
      WHERE d.id = $1 AND NOT EXISTS (SELECT 1 FROM "FileBlob" b WHERE b.hash = d."fileHash")
      ON CONFLICT (hash) DO NOTHING`,
    /** A version as the list shows it (alias v). */
    listed: `v.text AS title, v.text AS text, v."fileName", v."fileSize", v."fileHash"`,
  },
  news: {
    item: '"Novost"',
    versions: '"NovostVerzija"',
    fk: '"novostId"',
    from: '"Novost" d LEFT JOIN "NovostImage" i ON i."novostId" = d.id',
    columns: ['naslov', 'opis', '"imageHash"', '"cardHash"'],
    snapshot: ['d.naslov', 'd.opis', 'i.hash', `encode(sha256(i.card), 'hex')`],
    blobs: `INSERT INTO "FileBlob" (hash, data)
      SELECT x.hash, x.data FROM "NovostImage" i,
        LATERAL (VALUES (i.hash, i."full"), (encode(sha256(i.card), 'hex'), i.card)) x(hash, data)
      WHERE i."novostId" = $1 AND NOT EXISTS (SELECT 1 FROM "FileBlob" b WHERE b.hash = x.hash)
      ON CONFLICT (hash) DO NOTHING`,
    listed: `v.naslov AS title, v.naslov || E'\\n\\n' || v.opis AS text, '' AS "fileName", (SELECT octet_length(b.data) FROM "FileBlob" b WHERE b.hash = v."imageHash") AS "fileSize", v."imageHash" AS "fileHash"`,
  },
} as const;

/** The next version of item $1, saved by ($2, $3) at `savedAt`. */
const insertVersion = (k: ItemKind, savedAt: string) => {
  const t = KINDS[k];
  return `INSERT INTO ${t.versions} (${t.fk}, version, ${t.columns.join(', ')}, "savedAt", "savedById", "savedBy")
    SELECT d.id, coalesce((SELECT max(version) FROM ${t.versions} WHERE ${t.fk} = d.id), 0) + 1, ${t.snapshot.join(', ')}, ${savedAt}, $2::int, $3::text
    FROM ${t.from} WHERE d.id = $1`;
};

/**
 * Before a save: the item's row is locked (saves of one item take turns), and an item saved
 * before versions were kept first gets its current state as version 1 (no author known).
 */
export async function beforeSave(sql: Sql, k: ItemKind, id: number): Promise<void> {
  const t = KINDS[k];
  await sql(`SELECT id FROM ${t.item} WHERE id = $1 FOR UPDATE`, [id]);
  if ((await sql(`SELECT 1 FROM ${t.versions} WHERE ${t.fk} = $1 LIMIT 1`, [id])).length) return;
  await sql(KINDS[k].blobs, [id]);
  await sql(insertVersion(k, 'd."updatedAt"'), [id, null, '']);
}

/** After a save, in its transaction: the new state is the next version (its file stored once by hash), the oldest beyond 50 go, and the audit row. */
export async function saved(sql: Sql, k: ItemKind, id: number, actor: Actor, action: AuditAction, resource: string): Promise<void> {
  const t = KINDS[k];
  await sql(t.blobs, [id]);
  await sql(insertVersion(k, 'now()'), [id, actor.id, actor.userName]);
  await sql(`DELETE FROM ${t.versions} WHERE ${t.fk} = $1 AND version <= (SELECT max(version) FROM ${t.versions} WHERE ${t.fk} = $1) - ${MAX_VERSIONS}`, [id]);
  await audit(sql, actor, action, { resource, itemId: id });
}

/** A document's kind must match its resource's: a filter for the item's row (alias d), $4. */
const kindFilter = (kind: DocumentKind | undefined, n: number) => (kind ? ` AND d.kind = $${n}::"DocumentKind"` : '');

/**
 * A delete: into the bin (docs/product.md "Bin") at `at` (the app's clock: purgeBin counts the
 * days from it), off the public site at once. 404 for an unknown item or one in the bin.
 */
export async function moveToBin(sql: Sql, k: ItemKind, id: number, actor: Actor, resource: string, at: Date, kind?: DocumentKind): Promise<void> {
  const rows = await sql(
    `UPDATE ${KINDS[k].item} d SET "deletedAt" = $3::timestamptz, "deletedBy" = $2 WHERE d.id = $1 AND d."deletedAt" IS NULL${kindFilter(kind, 4)} RETURNING d.id`,
    kind ? [id, actor.userName, at, kind] : [id, actor.userName, at],
  );
  if (!rows.length) throw new NotFoundError(API_ERRORS.notFound);
  await audit(sql, actor, 'delete', { resource, itemId: id });
}

type VersionRow = { version: number; savedAt: Date; savedBy: string; title: string; text: string; fileName: string; fileSize: number | null; fileHash: string | null };

export function historyService(db: Db) {
  const sql = poolSql(db);

  /** 404 unless the item exists, is of this kind and (unless `inBin`) is not in the bin. */
  async function exists(q: Sql, k: ItemKind, id: number, kind: DocumentKind | undefined) {
    const rows = await q(`SELECT 1 FROM ${KINDS[k].item} d WHERE d.id = $1 AND d."deletedAt" IS NULL${kindFilter(kind, 2)}`, kind ? [id, kind] : [id]);
    if (!rows.length) throw new NotFoundError(API_ERRORS.notFound);
  }

  return {
    /** Newest first. An item never saved since versions were kept shows its current state as version 1. */
    async versions(k: ItemKind, id: number, kind?: DocumentKind): Promise<ItemVersion[]> {
      await exists(sql, k, id, kind);
      const t = KINDS[k];
      let rows = await sql<VersionRow>(
        `SELECT v.version, v."savedAt", v."savedBy", ${t.listed} FROM ${t.versions} v WHERE v.${t.fk} = $1 ORDER BY v.version DESC`, [id]);
      if (!rows.length) {
        // The live row read as a version (alias v), through the same column list.
        rows = await sql<VersionRow>(
          `SELECT 1 AS version, v."updatedAt" AS "savedAt", '' AS "savedBy", ${t.listed}
           FROM (SELECT d."updatedAt", ${t.snapshot.map((c, i) => `${c} AS ${t.columns[i]}`).join(', ')} FROM ${t.from} WHERE d.id = $1) v`, [id]);
      }
      return rows.map((r) => ({ ...r, savedAt: r.savedAt.toISOString() }));
    },

    /**
     * A version's file (the PDF, or the news image's full JPEG), byte for byte as it was saved: what its
     * download needs before the first byte, and `read` for the bytes slice by slice, as a current file's
     * (services/documents.ts file), so an old 20 MB PDF is never held whole in memory. A blob's bytes
     * never change (it is named by their hash); one purged mid-download reads as nothing: the download is cut off.
     */
    async versionFile(k: ItemKind, id: number, version: number, kind?: DocumentKind) {
      await exists(sql, k, id, kind);
      const hash = k === 'document' ? 'v."fileHash"' : 'v."imageHash"';
      const [row] = await sql<{ size: number; hash: string; fileName: string; savedAt: Date }>(
        `SELECT octet_length(b.data) AS size, b.hash, ${k === 'document' ? 'v."fileName"' : `''`} AS "fileName", v."savedAt"
         FROM ${KINDS[k].versions} v JOIN "FileBlob" b ON b.hash = ${hash} WHERE v.${KINDS[k].fk} = $1 AND v.version = $2`, [id, version]);
      if (!row) throw new NotFoundError(API_ERRORS.notFound);
      return { ...row, read: sliceReader(db.pool, 'b.data', '"FileBlob" b', `b.hash = ${literal(row.hash)}`) };
    },

    /** "Vrati ovu verziju": the version's text and file become current, saved as a new version. */
    async restoreVersion(k: ItemKind, id: number, version: number, actor: Actor, resource: string, kind?: DocumentKind): Promise<void> {
      await inTransaction(db, async (q) => {
        await exists(q, k, id, kind);
        await beforeSave(q, k, id);
        const found = k === 'document'
          ? await q(
            `WITH v AS (SELECT * FROM "DocumentVersion" WHERE "documentId" = $1 AND version = $2),
             d AS (UPDATE "Document" d SET text = v.text, "fileName" = v."fileName", "fileSize" = v."fileSize", "fileHash" = v."fileHash", "updatedAt" = now()
               FROM v WHERE d.id = v."documentId" RETURNING d.id, d."fileHash"),
             f AS (INSERT INTO "DocumentFile" ("documentId", data) SELECT d.id, b.data FROM d JOIN "FileBlob" b ON b.hash = d."fileHash"
               ON CONFLICT ("documentId") DO UPDATE SET data = EXCLUDED.data)
             SELECT id FROM d`, [id, version])
          : await q(
            `WITH v AS (SELECT * FROM "NovostVerzija" WHERE "novostId" = $1 AND version = $2),
             n AS (UPDATE "Novost" n SET naslov = v.naslov, opis = v.opis, "updatedAt" = now() FROM v WHERE n.id = v."novostId" RETURNING n.id),
             gone AS (DELETE FROM "NovostImage" WHERE "novostId" IN (SELECT id FROM n) AND (SELECT "imageHash" FROM v) IS NULL),
             i AS (INSERT INTO "NovostImage" ("novostId", hash, "full", card)
               SELECT n.id, v."imageHash", fb.data, cb.data FROM n, v
                 JOIN "FileBlob" fb ON fb.hash = v."imageHash" JOIN "FileBlob" cb ON cb.hash = v."cardHash"
               ON CONFLICT ("novostId") DO UPDATE SET hash = EXCLUDED.hash, "full" = EXCLUDED."full", card = EXCLUDED.card)
             SELECT id FROM n`, [id, version]);
        if (!found.length) throw new NotFoundError(API_ERRORS.notFound);
        await saved(q, k, id, actor, 'restore-version', resource);
      });
    },

    /** Back from the bin, whole (its text, file and versions never left). 404 unless it is in the bin. */
    async restore(k: ItemKind, id: number, actor: Actor, resource: string, kind?: DocumentKind): Promise<void> {
      await inTransaction(db, async (q) => {
        const rows = await q(
          `UPDATE ${KINDS[k].item} d SET "deletedAt" = NULL, "deletedBy" = NULL WHERE d.id = $1 AND d."deletedAt" IS NOT NULL${kindFilter(kind, 2)} RETURNING d.id`,
          kind ? [id, kind] : [id]);
        if (!rows.length) throw new NotFoundError(API_ERRORS.notFound);
        await audit(q, actor, 'restore', { resource, itemId: id });
      });
    },

    /** The bin's items, the most recently deleted first. */
    async bin(): Promise<BinItem[]> {
      const rows = await sql<{ kind: DocumentKind | null; id: number; title: string; deletedAt: Date; deletedBy: string | null }>(
        `SELECT kind::text AS kind, id, text AS title, "deletedAt", "deletedBy" FROM "Document" WHERE "deletedAt" IS NOT NULL
         UNION ALL SELECT NULL, id, naslov, "deletedAt", "deletedBy" FROM "Novost" WHERE "deletedAt" IS NOT NULL
         ORDER BY "deletedAt" DESC, id DESC`, []);
      return rows.map((r) => ({
        resource: r.kind ? documentTypeByKind(r.kind).resource : 'Novost',
        id: r.id,
        title: r.title,
        deletedAt: r.deletedAt.toISOString(),
        deletedBy: r.deletedBy ?? '',
        purgeAt: new Date(r.deletedAt.getTime() + BIN_DAYS * 86_400_000).toISOString(),
      }));
    },
  };
}

/**
 * Deletes for good what has been in the bin for BIN_DAYS days (cascading to its file and
 * versions), then every stored file no version refers to any more (a live item's current file
 * is its newest version's). Run at the server's start, hourly, and by `ops purge-bin`; `now`
 * is the time by the app's clock (AppDeps.now), which also dated the deletions.
 */
export async function purgeBin(db: Pick<Db, 'pool'>, now: Date = systemClock()): Promise<{ news: number; documents: number; files: number }> {
  const q = poolSql(db);
  const older = `"deletedAt" < $1::timestamptz - interval '${BIN_DAYS} days'`;
  const documents = (await q(`DELETE FROM "Document" WHERE ${older} RETURNING id`, [now])).length;
  const news = (await q(`DELETE FROM "Novost" WHERE ${older} RETURNING id`, [now])).length;
  const files = (await q(
    `DELETE FROM "FileBlob" b WHERE NOT EXISTS (SELECT 1 FROM "DocumentVersion" v WHERE v."fileHash" = b.hash)
       AND NOT EXISTS (SELECT 1 FROM "NovostVerzija" v WHERE v."imageHash" = b.hash OR v."cardHash" = b.hash) RETURNING id`, [])).length;
  return { news, documents, files };
}
