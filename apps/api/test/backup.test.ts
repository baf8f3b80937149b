import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { API, DOCUMENT_TYPES } from '@dz/contracts';
import { createPrisma } from '@dz/db';
import { TABLES, backup, restore } from '../src/ops/backup.js';
import { bearer, pdf, testDatabase, useTestApp } from './harness.js';

const h = useTestApp();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-backup-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('backup and restore', () => {
  it('covers every table of the schema', async () => {
    // LoginThrottle only slows password guessing (auth/login-limit.ts): not backed up.
    const { rows } = await h.db.pool.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name NOT IN ('_prisma_migrations', 'LoginThrottle')`);
    expect(rows.map((r) => r.table_name).sort()).toEqual(TABLES.map((t) => t.name).sort());
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
    const news = await h.request.post(API.novosti).set(bearer(h.tokens.staff)).field('naslov', 'Novost').field('opis', 'Opis').attach('slika', img, 'n.jpg');
    const file = path.join(dir, 'site.backup.gz');
    const counts = await backup(h.db.pool, file);
    expect(counts).toMatchObject({ Account: 2, Document: 9, DocumentFile: 9, Novost: 1, NovostImage: 1 });

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
      const image = (d: typeof h.db) => d.novostImage.findUnique({ where: { novostId: news.body.id } }).then((i) => Buffer.from(i!.full).toString('hex'));
      expect(await image(db2)).toBe(await image(h.db));
      // Passwords still work after a restore, and new ids continue after the restored ones.
      const account = await db2.account.findUnique({ where: { userName: 'osoblje' } });
      expect(account?.passwordHash).toBe((await h.db.account.findUnique({ where: { userName: 'osoblje' } }))?.passwordHash);
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

  it('refuses a file that is not a backup', async () => {
    const target = await testDatabase();
    const db2 = createPrisma(target.url, 1);
    const bogus = path.join(dir, 'bogus.gz');
    const { gzipSync } = await import('node:zlib');
    fs.writeFileSync(bogus, gzipSync('{"format":"drugo"}\n'));
    try {
      await expect(restore(db2.pool, bogus)).rejects.toThrow(/not a backup/);
    } finally {
      await db2.$disconnect();
      await target.drop();
    }
  });
});
