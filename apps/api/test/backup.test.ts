import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { API, COUNTS, DOCUMENT_TYPES } from '@dz/contracts';
import { createPrisma } from '@dz/db';
import { seedPages } from '@dz/content/seed';
import { CHUNK, SKIPPED_TABLES, TABLES, backup, restore } from '../src/ops/backup.js';
import { bearer, pdf, testDatabase, useTestApp } from './harness.js';

const h = useTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Several chunks and not a multiple of the chunk size, every byte value 0-255 (and PDF-like at the start). */
const bigFile = () => {
  const bytes = Buffer.concat([pdf('velik'), randomBytes(3 * CHUNK + 12_345)]);
  for (let i = 0; i < 256 * 16; i++) bytes[600 + i] = i % 256;
  return bytes;
};

/** The rows a migrated database starts with (clinics, services, the contacts, the audio guides' recordings). */
/** The search's synonym groups the migration seeds (issue 24). */
const SYNONYM_GROUPS = 44;
/** The static pages the migration static_pages seeds, each with its first version (issue 38). */
const PAGES = seedPages().length;
const SEEDED = { Ambulanta: COUNTS.clinics, Sluzba: COUNTS.services, Ustanova: 1, AudioSnimak: COUNTS.clinicAudio + COUNTS.serviceAudio, SearchSynonym: SYNONYM_GROUPS, Stranica: PAGES, StranicaVerzija: PAGES };
/** The rows of versions, stored files and the audit log that sourceDatabase writes. */
const HISTORY = { FileBlob: 1, DocumentVersion: 1, NovostVerzija: 1, AuditLog: 1 };
/** A clinic's uploaded picture (issue 23) and the institution's picture for link previews (issue 24); no service has one (a restore counts only the tables with rows). */
const PICTURES = { AmbulantaSlika: 1, UstanovaSlika: 1 };
/** Every table a backup writes, none of its rows yet: a kind added since (its tables are in TABLES) is backed up empty. */
const EMPTY = Object.fromEntries(TABLES.map((t) => [t.name, 0]));

/** A database with a file of several chunks, an empty file, a small one and a news image of two chunks, and edited seeded rows. */
async function sourceDatabase() {
  const source = await testDatabase();
  const db = createPrisma(source.url, 2);
  const files = { big: bigFile(), small: pdf('mali'), empty: Buffer.alloc(0), image: randomBytes(CHUNK + 1), card: randomBytes(1000) };
  const doc = async (text: string, data: Buffer, pdfText?: string) => {
    const { rows } = await db.pool.query(`INSERT INTO "Document"(kind, text, "fileName", "fileSize", "fileHash", "updatedAt") VALUES ('ZAKON', $1, $2, $3, 'x', now()) RETURNING id`, [text, `${text}.pdf`, data.length]);
    await db.pool.query(`INSERT INTO "DocumentFile"("documentId", data) VALUES ($1, $2)`, [rows[0].id, data]);
    if (pdfText) await db.pool.query(`INSERT INTO "DocumentText"("documentId", "fileHash", text, status) VALUES ($1, 'x', $2, 'ok')`, [rows[0].id, pdfText]);
  };
  await db.pool.query(`INSERT INTO "Account"("userName", email, role, "passwordHash") VALUES ('admin', 'a@dz.ba', 'Admin', 'h1'), ('osoblje', 'o@dz.ba', 'User', 'h2')`);
  await doc('Veliki čćžšđ', files.big);
  await doc('Mali', files.small, 'Pravilnik o dezinfekciji prostorija');
  await doc('Prazan', files.empty);
  const n = await db.pool.query(`INSERT INTO "Novost"(naslov, opis, "updatedAt") VALUES ('Novost', 'Opis', now()) RETURNING id`);
  await db.pool.query(`INSERT INTO "NovostImage"("novostId", hash, "full", card) VALUES ($1, 'h', $2, $3)`, [n.rows[0].id, files.image, files.card]);
  // The seeded tables as staff changed them: the backup's rows, JSON arrays included, replace a fresh database's seed.
  await db.pool.query(`UPDATE "Ambulanta" SET phones = '["036 111 222", "061 333 444"]', team = '[]' WHERE id = 1`);
  await db.pool.query(`UPDATE "Sluzba" SET "chiefNurse" = NULL WHERE id = 2`);
  // A clinic's uploaded picture and a service in the bin (issue 23).
  await db.pool.query(`INSERT INTO "AmbulantaSlika"("ambulantaId", hash, "full", card) VALUES (2, 'p', $1, $2)`, [files.image, files.card]);
  // The picture link previews show (issue 24): a JPEG, whose size the database reads from it (the trigger picture_size).
  const share = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#0b5f73' } }).jpeg().toBuffer();
  await db.pool.query(`INSERT INTO "UstanovaSlika"(hash, "full", "updatedAt") VALUES ('s', $1, now())`, [share]);
  await db.pool.query(`UPDATE "Sluzba" SET "deletedAt" = now(), "deletedBy" = 'admin' WHERE id = 3`);
  await db.pool.query(`UPDATE "AudioSnimak" SET "staticPath" = NULL, mp3 = $1 WHERE "unitKind" = 'clinic' AND "unitId" = 1`, [files.card]);
  await db.pool.query(`INSERT INTO "Obavijest"(text, link, "from", "to", urgent, "updatedAt") VALUES ('Obavijest', '', '2026-01-01', '2026-01-02', true, now())`);
  // Versions and their stored file, a news item in the bin, and the audit log (docs/product.md "Versions", "Bin", "Audit log").
  await db.pool.query(`INSERT INTO "FileBlob"(hash, data) VALUES ('x', $1)`, [files.small]);
  await db.pool.query(`INSERT INTO "DocumentVersion"("documentId", version, text, "fileName", "fileSize", "fileHash", "savedBy") SELECT id, 1, text, "fileName", "fileSize", 'x', 'admin' FROM "Document" WHERE text = 'Mali'`);
  await db.pool.query(`INSERT INTO "NovostVerzija"("novostId", version, naslov, opis, "savedBy") VALUES ($1, 1, 'Novost', 'Opis', 'admin')`, [n.rows[0].id]);
  await db.pool.query(`UPDATE "Novost" SET "deletedAt" = now(), "deletedBy" = 'admin'`);
  await db.pool.query(`INSERT INTO "AuditLog"("actorId", "actorName", action, resource, "itemId", ip) VALUES (1, 'admin', 'delete', 'Novost', $1, '10.0.0.1')`, [String(n.rows[0].id)]);
  return { ...source, db, files, close: async () => { await db.$disconnect(); await source.drop(); } };
}

/** A fresh server's database: migrated, with the first admin it creates at start. */
async function freshDatabase() {
  const target = await testDatabase();
  const db = createPrisma(target.url, 2);
  await db.account.create({ data: { userName: 'prvi', email: 'prvi@dz.ba', role: 'Admin', passwordHash: 'x' } });
  // Its admin has signed in before the restore: the log gives way to the backup's, as the accounts do.
  await db.pool.query(`INSERT INTO "AuditLog"("actorId", "actorName", action, resource, ip) VALUES (1, 'prvi', 'login', 'Account', '127.0.0.1')`);
  return { ...target, db, close: async () => { await db.$disconnect(); await target.drop(); } };
}

/** Everything a restore must bring back: every row, and files by length and sha256. */
async function content(pool: pg.Pool) {
  const q = async (sql: string) => (await pool.query(sql)).rows;
  return {
    accounts: await q(`SELECT * FROM "Account" ORDER BY id`),
    news: await q(`SELECT * FROM "Novost" ORDER BY id`),
    images: await q(`SELECT "novostId", hash, sha256("full") AS "full", sha256(card) AS card FROM "NovostImage" ORDER BY "novostId"`),
    documents: await q(`SELECT * FROM "Document" ORDER BY id`),
    files: await q(`SELECT "documentId", octet_length(data) AS size, sha256(data) AS data FROM "DocumentFile" ORDER BY "documentId"`),
    clinics: await q(`SELECT * FROM "Ambulanta" ORDER BY id`),
    services: await q(`SELECT * FROM "Sluzba" ORDER BY id`),
    pictures: await q(`SELECT "ambulantaId", hash, sha256("full") AS "full", sha256(card) AS card FROM "AmbulantaSlika" ORDER BY "ambulantaId"`),
    institution: await q(`SELECT * FROM "Ustanova"`),
    sharePicture: await q(`SELECT id, hash, sha256("full") AS "full", width, height, "updatedAt" FROM "UstanovaSlika"`),
    audio: await q(`SELECT id, "unitKind", "unitId", transcript, seconds, hash, "staticPath", sha256(mp3) AS mp3 FROM "AudioSnimak" ORDER BY id`),
    notices: await q(`SELECT * FROM "Obavijest" ORDER BY id`),
    blobs: await q(`SELECT id, hash, sha256(data) AS data FROM "FileBlob" ORDER BY id`),
    documentVersions: await q(`SELECT * FROM "DocumentVersion" ORDER BY id`),
    newsVersions: await q(`SELECT * FROM "NovostVerzija" ORDER BY id`),
    audit: await q(`SELECT * FROM "AuditLog" ORDER BY id`),
  };
}
/** The bytes of a document's file. */
const fileOf = async (pool: pg.Pool, text: string) =>
  (await pool.query(`SELECT data FROM "DocumentFile" JOIN "Document" ON id = "documentId" WHERE text = $1`, [text])).rows[0].data as Buffer;

const backupLines = (file: string) => gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n').filter(Boolean);

/** The previous writer's record layout (format version 1): one line a row, files inline as base64. */
async function backupV1(pool: pg.Pool, file: string) {
  const { rows: migrations } = await pool.query(`SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`);
  const lines = [{ format: 'dom-zdravlja-backup', version: 1, createdAt: new Date().toISOString(), migrations: migrations.map((r) => r.migration_name) }];
  for (const t of TABLES) {
    for (const row of (await pool.query(`SELECT * FROM "${t.name}" ORDER BY "${t.key}"`)).rows) {
      const b = Object.keys(row).filter((k) => Buffer.isBuffer(row[k]));
      for (const k of b) row[k] = (row[k] as Buffer).toString('base64');
      lines.push({ t: t.name, r: row, ...(b.length ? { b } : {}) } as never);
    }
  }
  fs.writeFileSync(file, gzipSync(lines.map((l) => `${JSON.stringify(l)}\n`).join('')));
}

describe('backup and restore', () => {
  it('covers every table of the schema, or leaves it out deliberately', async () => {
    const { rows } = await h.db.pool.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'`);
    // A new table fails here until it is added to TABLES (backed up) or SKIPPED_TABLES (not).
    expect(rows.map((r) => r.table_name).sort()).toEqual([...TABLES.map((t) => t.name), ...SKIPPED_TABLES].sort());
    expect(TABLES.filter((t) => SKIPPED_TABLES.includes(t.name))).toEqual([]);
  });

  it('restores into a fresh database the same documents, news and accounts with identical file bytes', async () => {
    const files = new Map<number, Buffer>();
    for (const type of DOCUMENT_TYPES.slice(0, 3)) {
      for (let i = 0; i < 3; i++) {
        const file = Buffer.concat([pdf(`${type.resource}-${i}`), Buffer.alloc(i * 100_000, i)]);
        const r = await h.request.post(API.documents(type)).set(bearer(h.tokens.staff)).field(type.textField, `${type.title} ${i} čćžšđ`).attach('pdfFile', file, `dok-${i}-ž.pdf`);
        files.set(r.body.id, file);
      }
    }
    const img = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    const news = await h.request.post(API.newsList).set(bearer(h.tokens.staff)).field('naslov', 'Novost').field('opis', 'Opis').attach('slika', img, 'n.jpg');
    // The staff account has a second factor: its secret and unused recovery codes must come back with it.
    await h.db.account.update({ where: { id: h.ids.staff }, data: { totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date('2026-03-01T08:00:00Z') } });
    await h.db.recoveryCode.createMany({ data: [{ accountId: h.ids.staff, codeHash: '$2b$10$abc' }, { accountId: h.ids.staff, codeHash: '$2b$10$def', usedAt: new Date('2026-03-02T08:00:00Z') }] });
    const file = path.join(dir, 'site.backup.gz');
    const counts = await backup(h.db.pool, file);
    expect(counts).toMatchObject({ Account: 2, RecoveryCode: 2, Document: 9, DocumentFile: 9, Novost: 1, NovostImage: 1 });

    const target = await testDatabase();
    const db2 = createPrisma(target.url, 2);
    try {
      // A fresh server has already created its first admin: that account gives way to the backup's.
      await db2.account.create({ data: { userName: 'admin', email: 'novi@dz.ba', role: 'Admin', passwordHash: 'x' } });
      expect(await restore(db2.pool, file)).toMatchObject({ Account: 2, Document: 9, DocumentFile: 9 });
      for (const [id, bytes] of files) {
        const row = await db2.documentFile.findUnique({ where: { documentId: id } });
        expect(Buffer.compare(Buffer.from(row!.data), bytes), `document ${id}`).toBe(0);
      }
      const docs = (d: typeof h.db) => d.document.findMany({ orderBy: { id: 'asc' }, select: { id: true, kind: true, text: true, fileName: true, fileHash: true, createdAt: true } });
      expect(await docs(db2)).toEqual(await docs(h.db));
      const image = (d: typeof h.db) => d.newsImage.findUnique({ where: { newsId: news.body.id } }).then((i) => Buffer.from(i!.full).toString('hex'));
      expect(await image(db2)).toBe(await image(h.db));
      // Passwords still work after a restore, and new ids continue after the restored ones.
      const account = await db2.account.findUnique({ where: { userName: 'osoblje' } });
      expect(account?.passwordHash).toBe((await h.db.account.findUnique({ where: { userName: 'osoblje' } }))?.passwordHash);
      expect(account).toMatchObject({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date('2026-03-01T08:00:00Z') });
      const codes = (d: typeof h.db) => d.recoveryCode.findMany({ orderBy: { id: 'asc' }, select: { accountId: true, codeHash: true, usedAt: true } });
      expect(await codes(db2)).toEqual(await codes(h.db));
      const next = await db2.document.create({ data: { kind: 'ZAKON', text: 'Novi', fileName: 'n.pdf', fileSize: 1, fileHash: 'x' } });
      expect(next.id).toBeGreaterThan(Math.max(...files.keys()));
      // A second restore into a database with content is refused and changes nothing.
      await expect(restore(db2.pool, file)).rejects.toThrow(/not empty/);
      expect(await db2.document.count()).toBe(10);
      expect(await db2.account.count()).toBe(2);
    } finally {
      await db2.$disconnect();
      await target.drop();
    }
  });

  it('streams a file of several chunks: byte-identical after a restore, and no line holds a whole file', async () => {
    const source = await sourceDatabase();
    const target = await freshDatabase();
    const file = path.join(dir, 'chunks.backup.gz');
    try {
      expect(await backup(source.db.pool, file)).toEqual({ ...EMPTY, Account: 2, RecoveryCode: 0, Novost: 1, NovostImage: 1, Document: 3, DocumentFile: 3, DocumentText: 1, ...SEEDED, ...PICTURES, SluzbaSlika: 0, Obavijest: 1, FactReview: 0, ...HISTORY });
      const lines = backupLines(file);
      expect(JSON.parse(lines[0]!)).toMatchObject({ format: 'dom-zdravlja-backup', version: 2 });
      expect(JSON.parse(lines.at(-1)!)).toEqual({ end: true, counts: { ...EMPTY, Account: 2, RecoveryCode: 0, Novost: 1, NovostImage: 1, Document: 3, DocumentFile: 3, DocumentText: 1, ...SEEDED, ...PICTURES, SluzbaSlika: 0, Obavijest: 1, FactReview: 0, ...HISTORY } });
      expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(CHUNK * 1.34 + 100);
      const big = lines.findIndex((l) => l.includes(`"f":{"data":${source.files.big.length}}`));
      expect(lines.slice(big + 1, big + 5).every((l) => l.startsWith('{"c":"'))).toBe(true);

      expect(await restore(target.db.pool, file)).toEqual({ Account: 2, Novost: 1, NovostImage: 1, Document: 3, DocumentFile: 3, DocumentText: 1, ...SEEDED, ...PICTURES, Obavijest: 1, ...HISTORY });
      const restored = await content(target.db.pool);
      expect(restored).toEqual(await content(source.db.pool));
      expect(restored.files.map((f) => f.size)).toEqual([source.files.big.length, source.files.small.length, 0]);
      expect(restored.sharePicture).toMatchObject([{ width: 1200, height: 630 }]);
      expect(Buffer.compare(await fileOf(target.db.pool, 'Veliki čćžšđ'), source.files.big)).toBe(0);
      // The search index is not in the backup: the restored rows rebuilt it, PDF text included.
      const { rows: found } = await target.db.pool.query(`SELECT title FROM "SearchEntry" WHERE vector @@ search_query(ARRAY['dezinfekcija'])`);
      expect(found).toEqual([{ title: 'Mali' }]);
      const image = (await target.db.pool.query(`SELECT "full" FROM "NovostImage"`)).rows[0].full as Buffer;
      expect(Buffer.compare(image, source.files.image)).toBe(0);
      // The service in the bin came back in the bin: no search entry.
      expect((await target.db.pool.query(`SELECT 1 FROM "SearchEntry" WHERE kind = 'service' AND "refId" = 3`)).rows).toEqual([]);
      // Nothing of a failed or finished backup is left beside it.
      expect(fs.readdirSync(dir).filter((f) => f.includes('.partial'))).toEqual([]);
    } finally {
      await source.close();
      await target.close();
    }
  });

  it('restores a backup written in the previous format (version 1)', async () => {
    const source = await sourceDatabase();
    const target = await freshDatabase();
    const file = path.join(dir, 'v1.backup.gz');
    try {
      await backupV1(source.db.pool, file);
      expect(await restore(target.db.pool, file)).toEqual({ Account: 2, Novost: 1, NovostImage: 1, Document: 3, DocumentFile: 3, DocumentText: 1, ...SEEDED, ...PICTURES, Obavijest: 1, ...HISTORY });
      const restored = await content(target.db.pool);
      expect(restored).toEqual(await content(source.db.pool));
      expect(Buffer.compare(await fileOf(target.db.pool, 'Veliki čćžšđ'), source.files.big)).toBe(0);
      // The search index is not in the backup: the restored rows rebuilt it, PDF text included.
      const { rows: found } = await target.db.pool.query(`SELECT title FROM "SearchEntry" WHERE vector @@ search_query(ARRAY['dezinfekcija'])`);
      expect(found).toEqual([{ title: 'Mali' }]);
      const next = await target.db.document.create({ data: { kind: 'ZAKON', text: 'Novi', fileName: 'n.pdf', fileSize: 1, fileHash: 'x' } });
      expect(next.id).toBeGreaterThan(Math.max(...restored.documents.map((d) => d.id)));
    } finally {
      await source.close();
      await target.close();
    }
  });

  it('refuses a truncated or incomplete backup and restores nothing of it', async () => {
    const source = await sourceDatabase();
    const target = await freshDatabase();
    const file = path.join(dir, 'whole.backup.gz');
    try {
      await backup(source.db.pool, file);
      const whole = fs.readFileSync(file);
      const lines = backupLines(file);
      const big = lines.findIndex((l) => l.includes(`"f":{"data":${source.files.big.length}}`));
      const variants = {
        // A copy cut in the middle (the gzip stream ends early).
        'cut.gz': whole.subarray(0, Math.floor(whole.length / 2)),
        // Whole gzip streams whose lines stop early: in the middle of a file, and before the end line.
        'file-cut.gz': gzipSync(lines.slice(0, big + 2).map((l) => `${l}\n`).join('')),
        'no-end.gz': gzipSync(lines.slice(0, -1).map((l) => `${l}\n`).join('')),
      };
      const before = await content(target.db.pool);
      for (const [name, bytes] of Object.entries(variants)) {
        fs.writeFileSync(path.join(dir, name), bytes);
        await expect(restore(target.db.pool, path.join(dir, name)), name).rejects.toThrow(/damaged or incomplete/);
        // All or nothing: not even the fresh server's admin was replaced.
        expect(await content(target.db.pool), name).toEqual(before);
      }
      // The whole file still restores into the same database.
      await restore(target.db.pool, file);
      expect(await content(target.db.pool)).toEqual(await content(source.db.pool));
    } finally {
      await source.close();
      await target.close();
    }
  });

  it('a failed backup leaves an earlier backup file as it was', async () => {
    const source = await testDatabase();
    const db = createPrisma(source.url, 1);
    const file = path.join(dir, 'earlier.backup.gz');
    fs.writeFileSync(file, 'earlier');
    try {
      await db.pool.query('DROP TABLE "DocumentFile"');
      await expect(backup(db.pool, file)).rejects.toThrow(/DocumentFile/);
      expect(fs.readFileSync(file, 'utf8')).toBe('earlier');
      expect(fs.readdirSync(dir).filter((f) => f.includes('.partial'))).toEqual([]);
    } finally {
      await db.$disconnect();
      await source.drop();
    }
  });

  it('refuses a file that is not a backup', async () => {
    const target = await testDatabase();
    const db2 = createPrisma(target.url, 1);
    const bogus = path.join(dir, 'bogus.gz');
    const header = (o: object) => gzipSync(`${JSON.stringify({ format: 'dom-zdravlja-backup', version: 2, createdAt: '', migrations: [], ...o })}\n`);
    try {
      fs.writeFileSync(bogus, gzipSync('{"format":"drugo"}\n'));
      await expect(restore(db2.pool, bogus)).rejects.toThrow(/not a backup/);
      fs.writeFileSync(bogus, 'ovo nije gzip\n');
      await expect(restore(db2.pool, bogus)).rejects.toThrow(/not a backup/);
      fs.writeFileSync(bogus, gzipSync(randomBytes(100_000)));
      await expect(restore(db2.pool, bogus)).rejects.toThrow(/not a backup/);
      fs.writeFileSync(bogus, header({ version: 3 }));
      await expect(restore(db2.pool, bogus)).rejects.toThrow(/version 3.*update the application/);
      fs.writeFileSync(bogus, header({ migrations: ['20990101000000_buducnost'] }));
      await expect(restore(db2.pool, bogus)).rejects.toThrow(/needs migrations this database lacks: 20990101000000_buducnost/);
    } finally {
      await db2.$disconnect();
      await target.drop();
    }
  });
});
