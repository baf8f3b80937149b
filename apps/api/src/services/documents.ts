import {
  API_ERRORS, fallbackFileName, type DocumentItem, type DocumentKind, type DocumentType, type PageQuery, type Paged, type PublicationInput,
} from '@dz/contracts';
import type { Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { sliceReader } from '../db/copy-bytes.js';
import { int, literal, poolSql, putBytes, type Sql } from '../db/sql.js';
import { visibleSql, type Viewer } from '../db/visibility.js';
import { pageOfRows } from '../db/paging.js';
import { inTransaction } from '../db/transaction.js';
import { NotFoundError } from '../errors.js';
import type { StoredFile } from '../files/pdf.js';
import type { Actor } from './audit.js';
import { assertUnchanged, type Expected } from './edits.js';
import { beforeSave, moveToBin, saved, versionedByPath, type Versioned } from './history.js';
import { publicationOf, publishAtFor } from './publication.js';

/** Columns of a document without its bytes: list and detail queries never read the PDF. */
type Row = { id: number; text: string; fileName: string; fileSize: number; createdAt: Date; updatedAt: Date; publishAt: Date | null };

/** The wire shape: the text under the type's field name (naziv, opis or naslov), and its publication at `now`. */
const toItem = (type: DocumentType, r: Row, now: Date): DocumentItem => ({
  id: r.id,
  [type.textField]: r.text,
  fileName: r.fileName || fallbackFileName(type, r.id),
  fileSize: r.fileSize,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  ...publicationOf(r.publishAt, now),
});

/** The columns of Row, for SQL written by hand (the list, and RETURNING of writes). */
/** A document type's collection (its versions and bin). */
const kindOf = (type: DocumentType) => versionedByPath(type.resource) as Versioned;

const COLUMNS = 'id, text, "fileName", "fileSize", "createdAt", "updatedAt", "publishAt"';
const returning = `RETURNING ${COLUMNS}`;

/**
 * Text and bytes in one transaction (`sql`'s): both are stored or neither is. The bytes go by COPY in slices
 * (sql.ts putBytes; Prisma's path for Bytes copied a 20 MB upload about five times over, a bytea parameter once more:
 * bench/upload-memory.ts). Also used by the demo seed.
 */
export async function createDocument(sql: Sql, type: DocumentType, text: string, f: StoredFile, publishAt: Date | null, now: Date): Promise<DocumentItem> {
  const [row] = await sql<Row>(
    `INSERT INTO "Document" (kind, text, "fileName", "fileSize", "fileHash", "updatedAt", "publishAt")
     VALUES ($1::"DocumentKind", $2, $3, $4, $5, now(), $6) ${returning}`,
    [type.kind, text, f.fileName, f.fileSize, f.fileHash, publishAt],
  );
  await putBytes(sql, '"DocumentFile"', '"documentId"', row!.id, 'data', f.data);
  return toItem(type, row!, now);
}

export function documentService(db: Db, { now = systemClock }: { now?: Clock } = {}) {
  const sql = poolSql(db);
  return {
    /** Newest first, on the (kind, id DESC) index. */
    async list(type: DocumentType, query: PageQuery): Promise<Paged<DocumentItem>> {
      const at = now();
      const { rows, total } = await pageOfRows<Row>(sql, {
        count: `SELECT count(*)::int AS total FROM "Document" WHERE kind = $1::"DocumentKind" AND ${visibleSql('public', at)}`,
        rows: `SELECT ${COLUMNS} FROM "Document" WHERE kind = $1::"DocumentKind" AND ${visibleSql('public', at)} ORDER BY id DESC`,
        values: [type.kind],
      }, query);
      return { items: rows.map((r) => toItem(type, r, at)), totalItems: total };
    },

    /**
     * The last change of each kind's published documents (a kind without any is absent), for the sitemap: a save or,
     * when later, a publication.
     */
    async lastModifiedByKind(): Promise<Map<DocumentKind, Date>> {
      const rows = await sql<{ kind: DocumentKind; last: Date }>(
        `SELECT kind, max(greatest("updatedAt", "publishAt")) AS last FROM "Document" WHERE ${visibleSql('public', now())} GROUP BY kind`, [],
      );
      return new Map(rows.map((r) => [r.kind, r.last] as const));
    },

    /** One document: the public's when published; staff read drafts and scheduled ones too. */
    async get(type: DocumentType, id: number, viewer: Viewer = 'public'): Promise<DocumentItem> {
      const at = now();
      const [row] = await sql<Row>(`SELECT ${COLUMNS} FROM "Document" WHERE id = $1 AND kind = $2::"DocumentKind" AND ${visibleSql(viewer, at)}`, [id, type.kind]);
      if (!row) throw new NotFoundError(API_ERRORS.notFound);
      return toItem(type, row, at);
    },

    /**
     * What a download needs before its first byte (headers, and all of a HEAD), without the
     * bytes; `read` then fetches one slice per query. PDFs are stored uncompressed out of line
     * (STORAGE EXTERNAL, see the migration), so PostgreSQL reads only a slice's own TOAST
     * chunks. Every slice checks that the document still has the announced file: after a
     * replacement (or deletion) mid-download it returns nothing, and the download is cut off
     * rather than mixing two files. The slices come as raw bytes through COPY (db/copy-bytes.ts).
     */
    async file(type: DocumentType, id: number, viewer: Viewer = 'public') {
      const at = now();
      const visible = visibleSql(viewer, at, 'd');
      const [row] = await sql<{ fileName: string; fileHash: string; updatedAt: Date; size: number; published: boolean }>(
        `SELECT d."fileName", d."fileHash", d."updatedAt", octet_length(f.data) AS size, (${visibleSql('public', at, 'd')}) AS published
         FROM "Document" d JOIN "DocumentFile" f ON f."documentId" = d.id WHERE d.id = $1 AND d.kind = $2::"DocumentKind" AND ${visible}`,
        [id, type.kind],
      );
      if (!row) throw new NotFoundError(API_ERRORS.notFound);
      const read = sliceReader(db.pool, 'f.data', '"Document" d JOIN "DocumentFile" f ON f."documentId" = d.id',
        `d.id = ${int(id)} AND d."fileHash" = ${literal(row.fileHash)} AND d."deletedAt" IS NULL`);
      return {
        size: row.size, read, hash: row.fileHash, updatedAt: row.updatedAt, fileName: row.fileName || fallbackFileName(type, id),
        // Whether the public is shown the file now (files/caching.ts: a draft's or a scheduled one's is never a cache's).
        shown: row.published ? 'public' as const : 'private' as const,
      };
    },

    /** A save and its version and audit row in one transaction (services/history.ts). */
    create: (type: DocumentType, text: string, publication: PublicationInput, f: StoredFile, actor: Actor) => inTransaction(db, async (tx) => {
      const at = now();
      const item = await createDocument(tx, type, text, f, publishAtFor(publication, undefined, at)!, at);
      await saved(tx, kindOf(type), item.id, actor, 'create');
      return item;
    }),

    /** No new file keeps the old one (docs/product.md "Validation"). Unknown id or other kind: 404. A new file and its metadata change in one transaction. */
    update: (
      type: DocumentType, id: number, text: string, publication: PublicationInput, f: StoredFile | undefined, actor: Actor, expected?: Expected,
    ): Promise<DocumentItem> => inTransaction(db, async (sql) => {
      const at = now();
      const live = visibleSql('staff', at);
      await assertUnchanged(sql, '"Document"', id, expected, type.resource);
      await beforeSave(sql, kindOf(type), id);
      const [current] = await sql<{ publishAt: Date | null }>(
        `SELECT "publishAt" FROM "Document" WHERE id = $1 AND kind = $2::"DocumentKind" AND ${live} FOR UPDATE`, [id, type.kind],
      );
      if (!current) throw new NotFoundError(API_ERRORS.notFound);
      const chosen = publishAtFor(publication, current.publishAt, at);
      const publishAt = chosen === undefined ? current.publishAt : chosen;
      const [row] = f
        ? await sql<Row>(
          `UPDATE "Document" SET text = $3, "fileName" = $4, "fileSize" = $5, "fileHash" = $6, "publishAt" = $7, "updatedAt" = now()
           WHERE id = $1 AND kind = $2::"DocumentKind" AND ${live} ${returning}`,
          [id, type.kind, text, f.fileName, f.fileSize, f.fileHash, publishAt],
        )
        : await sql<Row>(
          `UPDATE "Document" SET text = $3, "publishAt" = $4, "updatedAt" = now() WHERE id = $1 AND kind = $2::"DocumentKind" AND ${live} ${returning}`,
          [id, type.kind, text, publishAt],
        );
      if (!row) throw new NotFoundError(API_ERRORS.notFound);
      if (f) {
        // The new file in place of the old, in the same transaction as its metadata.
        await sql('DELETE FROM "DocumentFile" WHERE "documentId" = $1', [id]);
        await putBytes(sql, '"DocumentFile"', '"documentId"', id, 'data', f.data);
      }
      await saved(sql, kindOf(type), id, actor, 'update');
      return toItem(type, row, at);
    }),

    /** Into the bin (docs/product.md "Bin"): off the public site at once, restorable for 30 days. */
    remove: (type: DocumentType, id: number, actor: Actor, expected?: Expected): Promise<void> => inTransaction(db, async (sql) => {
      await assertUnchanged(sql, '"Document"', id, expected, type.resource);
      await moveToBin(sql, kindOf(type), id, actor, now());
    }),
  };
}
