import { API_ERRORS, fallbackFileName, type DocumentItem, type DocumentKind, type DocumentType, type PageQuery, type Paged } from '@dz/contracts';
import type { Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { int, literal, sliceReader } from '../db/copy-bytes.js';
import { NotFoundError } from '../errors.js';
import type { StoredFile } from '../files/pdf.js';
import type { Actor } from './audit.js';
import { assertUnchanged, type Expected } from './edits.js';
import { beforeSave, moveToBin, saved, versionedByPath, visible, visibleSql, type Versioned } from './history.js';
import { pageOfRows, poolSql, type Sql } from './sql.js';
import { inTransaction } from './tx.js';

/** Columns of a document without its bytes: list and detail queries never read the PDF. */
const meta = { id: true, text: true, fileName: true, fileSize: true, createdAt: true, updatedAt: true } as const;
type Row = { id: number; text: string; fileName: string; fileSize: number; createdAt: Date; updatedAt: Date };

/** The wire shape: the text under the type's field name (naziv, opis or naslov). */
const toItem = (type: DocumentType, r: Row): DocumentItem => ({
  id: r.id,
  [type.textField]: r.text,
  fileName: r.fileName || fallbackFileName(type, r.id),
  fileSize: r.fileSize,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The columns of Row, for SQL written by hand (the list, and RETURNING of writes). */
/** A document type's collection (its versions and bin). */
const kindOf = (type: DocumentType) => versionedByPath(type.resource) as Versioned;

const COLUMNS = 'id, text, "fileName", "fileSize", "createdAt", "updatedAt"';
const returning = `RETURNING ${COLUMNS}`;

/**
 * Text and bytes in one statement: both are stored or neither is. The bytes go to
 * node-postgres as one binary parameter (Prisma's path for Bytes copied a 20 MB upload
 * about five times over; bench/upload-memory.ts). Also used by the demo seed.
 */
export async function createDocument(sql: Sql, type: DocumentType, text: string, f: StoredFile): Promise<DocumentItem> {
  const [row] = await sql<Row>(
    `WITH d AS (INSERT INTO "Document" (kind, text, "fileName", "fileSize", "fileHash", "updatedAt")
       VALUES ($1::"DocumentKind", $2, $3, $4, $5, now()) ${returning}),
     f AS (INSERT INTO "DocumentFile" ("documentId", data) SELECT id, $6::bytea FROM d)
     SELECT * FROM d`,
    [type.kind, text, f.fileName, f.fileSize, f.fileHash, f.data],
  );
  return toItem(type, row!);
}

export function documentService(db: Db, { now = systemClock }: { now?: Clock } = {}) {
  const sql = poolSql(db);
  return {
    /** Newest first, on the (kind, id DESC) index. */
    async list(type: DocumentType, query: PageQuery): Promise<Paged<DocumentItem>> {
      const { rows, total } = await pageOfRows<Row>(sql, {
        count: `SELECT count(*)::int AS total FROM "Document" WHERE kind = $1::"DocumentKind" AND ${visibleSql()}`,
        rows: `SELECT ${COLUMNS} FROM "Document" WHERE kind = $1::"DocumentKind" AND ${visibleSql()} ORDER BY id DESC`,
        values: [type.kind],
      }, query);
      return { items: rows.map((r) => toItem(type, r)), totalItems: total };
    },

    /** The last change of each kind's documents (a kind without any is absent), for the sitemap. */
    async lastModifiedByKind(): Promise<Map<DocumentKind, Date>> {
      const rows = await db.document.groupBy({ by: ['kind'], where: visible, _max: { updatedAt: true } });
      return new Map(rows.flatMap((r) => (r._max.updatedAt ? [[r.kind, r._max.updatedAt] as const] : [])));
    },

    async get(type: DocumentType, id: number): Promise<DocumentItem> {
      const row = await db.document.findFirst({ where: { id, kind: type.kind, ...visible }, select: meta });
      if (!row) throw new NotFoundError(API_ERRORS.notFound);
      return toItem(type, row);
    },

    /**
     * What a download needs before its first byte (headers, and all of a HEAD), without the
     * bytes; `read` then fetches one slice per query. PDFs are stored uncompressed out of line
     * (STORAGE EXTERNAL, see the migration), so PostgreSQL reads only a slice's own TOAST
     * chunks. Every slice checks that the document still has the announced file: after a
     * replacement (or deletion) mid-download it returns nothing, and the download is cut off
     * rather than mixing two files. The slices come as raw bytes through COPY (db/copy-bytes.ts).
     */
    async file(type: DocumentType, id: number) {
      const [row] = await sql<{ fileName: string; fileHash: string; updatedAt: Date; size: number }>(
        `SELECT d."fileName", d."fileHash", d."updatedAt", octet_length(f.data) AS size
         FROM "Document" d JOIN "DocumentFile" f ON f."documentId" = d.id WHERE d.id = $1 AND d.kind = $2::"DocumentKind" AND ${visibleSql('d')}`,
        [id, type.kind],
      );
      if (!row) throw new NotFoundError(API_ERRORS.notFound);
      const read = sliceReader(db.pool, 'f.data', '"Document" d JOIN "DocumentFile" f ON f."documentId" = d.id',
        `d.id = ${int(id)} AND d."fileHash" = ${literal(row.fileHash)} AND ${visibleSql('d')}`);
      return { size: row.size, read, hash: row.fileHash, updatedAt: row.updatedAt, fileName: row.fileName || fallbackFileName(type, id) };
    },

    /** A save and its version and audit row in one transaction (services/history.ts). */
    create: (type: DocumentType, text: string, f: StoredFile, actor: Actor) => inTransaction(db, async (tx) => {
      const item = await createDocument(tx, type, text, f);
      await saved(tx, kindOf(type), item.id, actor, 'create');
      return item;
    }),

    /** No new file keeps the old one (docs/product.md "Validation"). Unknown id or other kind: 404. A new file and its metadata change in one statement. */
    update: (type: DocumentType, id: number, text: string, f: StoredFile | undefined, actor: Actor, expected?: Expected): Promise<DocumentItem> => inTransaction(db, async (sql) => {
      await assertUnchanged(sql, '"Document"', id, expected, type.resource);
      await beforeSave(sql, kindOf(type), id);
      const [row] = f
        ? await sql<Row>(
          `WITH d AS (UPDATE "Document" SET text = $3, "fileName" = $4, "fileSize" = $5, "fileHash" = $6, "updatedAt" = now()
             WHERE id = $1 AND kind = $2::"DocumentKind" AND ${visibleSql()} ${returning}),
           f AS (INSERT INTO "DocumentFile" ("documentId", data) SELECT id, $7::bytea FROM d
             ON CONFLICT ("documentId") DO UPDATE SET data = EXCLUDED.data)
           SELECT * FROM d`,
          [id, type.kind, text, f.fileName, f.fileSize, f.fileHash, f.data],
        )
        : await sql<Row>(`UPDATE "Document" SET text = $3, "updatedAt" = now() WHERE id = $1 AND kind = $2::"DocumentKind" AND ${visibleSql()} ${returning}`, [id, type.kind, text]);
      if (!row) throw new NotFoundError(API_ERRORS.notFound);
      await saved(sql, kindOf(type), id, actor, 'update');
      return toItem(type, row);
    }),

    /** Into the bin (docs/product.md "Bin"): off the public site at once, restorable for 30 days. */
    remove: (type: DocumentType, id: number, actor: Actor, expected?: Expected): Promise<void> => inTransaction(db, async (sql) => {
      await assertUnchanged(sql, '"Document"', id, expected, type.resource);
      await moveToBin(sql, kindOf(type), id, actor, now());
    }),
  };
}
