import { fallbackFileName, type DocumentItem, type DocumentType, type PageQuery, type Paged } from '@dz/contracts';
import type { Db } from '@dz/db';
import { notFound } from '../http/errors.js';
import type { StoredFile } from '../files/pdf.js';

/** Columns of a document without its bytes: list and detail queries never read the PDF. */
const meta = { id: true, text: true, fileName: true, fileSize: true, createdAt: true, updatedAt: true } as const;
type Row = { id: number; text: string; fileName: string; fileSize: number; createdAt: Date; updatedAt: Date };

/** The wire shape: the text under the type's field name (naziv, opis or naslov). */
export const toItem = (type: DocumentType, r: Row): DocumentItem => ({
  id: r.id,
  [type.textField]: r.text,
  fileName: r.fileName || fallbackFileName(type, r.id),
  fileSize: r.fileSize,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export function documentService(db: Db) {
  return {
    /** Newest first, on the (kind, id DESC) index. */
    async list(type: DocumentType, { page, pageSize }: PageQuery): Promise<Paged<DocumentItem>> {
      const where = { kind: type.kind };
      const [rows, totalItems] = await Promise.all([
        db.document.findMany({ where, select: meta, orderBy: { id: 'desc' }, skip: (page - 1) * pageSize, take: pageSize }),
        db.document.count({ where }),
      ]);
      return { items: rows.map((r) => toItem(type, r)), totalItems };
    },

    async get(type: DocumentType, id: number): Promise<DocumentItem> {
      const row = await db.document.findFirst({ where: { id, kind: type.kind }, select: meta });
      if (!row) throw notFound();
      return toItem(type, row);
    },

    async file(type: DocumentType, id: number) {
      const row = await db.document.findFirst({
        where: { id, kind: type.kind },
        select: { fileName: true, fileHash: true, file: { select: { data: true } } },
      });
      if (!row?.file) throw notFound();
      return { data: row.file.data, hash: row.fileHash, fileName: row.fileName || fallbackFileName(type, id) };
    },

    /** Text and bytes in one statement: both are stored or neither is. */
    async create(type: DocumentType, text: string, f: StoredFile): Promise<DocumentItem> {
      const row = await db.document.create({
        data: { kind: type.kind, text, fileName: f.fileName, fileSize: f.fileSize, fileHash: f.fileHash, file: { create: { data: f.data } } },
        select: meta,
      });
      return toItem(type, row);
    },

    /** No new file keeps the old one (SPEC §5). Unknown id or other kind: P2025, a 404. */
    async update(type: DocumentType, id: number, text: string, f: StoredFile | undefined): Promise<DocumentItem> {
      const fileData = f
        ? { fileName: f.fileName, fileSize: f.fileSize, fileHash: f.fileHash, file: { upsert: { create: { data: f.data }, update: { data: f.data } } } }
        : {};
      const row = await db.document.update({ where: { id, kind: type.kind }, data: { text, ...fileData }, select: meta });
      return toItem(type, row);
    },

    async remove(type: DocumentType, id: number): Promise<void> {
      await db.document.delete({ where: { id, kind: type.kind }, select: { id: true } });
    },
  };
}
