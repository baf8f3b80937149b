import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { COLLECTIONS, DOCUMENT_KINDS } from '@dz/contracts';
import { DocumentKind } from '@dz/db';
import { migrate, migratedSearchSql, nextStamp, repoPaths, searchSql } from '@dz/db/migrate';
import { testDatabase } from './harness.js';
import { adminQuery, withDatabase } from './pg-server.js';

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'prisma');

describe('migrations', () => {
  it('match schema.prisma (no change without its migration)', async () => {
    const lines: string[] = [];
    // On a clone, not the template itself: a connection to the template makes another file's CREATE DATABASE … TEMPLATE
    // fail ("source database is being accessed by other users").
    const db = await testDatabase();
    try {
      const code = await migrate('diff', [], { url: db.url, ...repoPaths(prismaDir), log: (l) => lines.push(l) });
      expect(code, lines.join('\n')).toBe(0);
    } finally {
      await db.drop();
    }
  });

  it('hold the search functions as prisma/search.sql and the collections\' descriptions have them (a change without its migration fails)', async () => {
    const { migrationsDir } = repoPaths(prismaDir);
    expect(await migratedSearchSql(migrationsDir)).toBe(await searchSql(prismaDir));
    // A field searched anew is in the generated function and its trigger's columns.
    const news = COLLECTIONS.find((c) => c.resource === 'Novost')!;
    const probe = { name: 'probe', wire: 'proba', type: 'longText', label: 'Proba', required: false, maxLength: 500, search: 'B' } as const;
    const changed = await searchSql(prismaDir, [{ ...news, fields: [...news.fields, probe] }]);
    expect(changed).toContain(`, nullif(d."proba", ''))`);
    expect(changed).toContain(', "proba", "createdAt", "deletedAt", "publishAt" OR DELETE ON "Novost"');
  });

  it('a new one is named to run last, also where the clock is behind the newest migration', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-migrations-'));
    try {
      expect(await nextStamp(dir)).toMatch(/^\d{14}$/);
      fs.mkdirSync(path.join(dir, '20991231235959_from_ahead'));
      fs.mkdirSync(path.join(dir, '20260101000000_older'));
      expect(await nextStamp(dir)).toBe('21000101000000');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('know every document kind of the registry, and no other', () => {
    expect(Object.values(DocumentKind).sort()).toEqual([...DOCUMENT_KINDS].sort());
  });

  it('store PDFs uncompressed out of line (sliced reads), files stored before the change included', async () => {
    // A database at the first migration, holding files PostgreSQL compressed; then the rest.
    const { migrationsDir, schemaPath } = repoPaths(prismaDir);
    const [first] = fs.readdirSync(migrationsDir).filter((d) => /^\d{14}_/.test(d)).sort();
    const firstOnly = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-migrations-'));
    fs.cpSync(path.join(migrationsDir, first!), path.join(firstOnly, first!), { recursive: true });
    fs.copyFileSync(path.join(migrationsDir, 'migration_lock.toml'), path.join(firstOnly, 'migration_lock.toml'));
    const name = `${inject('templateDb').replace('_tpl_', '_')}_storage`;
    const url = withDatabase(inject('pgUrl'), name);
    const query = async <T extends object>(sql: string, values: unknown[] = []) => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try { return (await c.query<T>(sql, values)).rows; } finally { await c.end(); }
    };
    const storage = () => query<{ compression: string | null; stored: number; md5: string }>(
      'SELECT pg_column_compression(data) AS compression, pg_column_size(data) AS stored, md5(data) FROM "DocumentFile" ORDER BY "documentId"');
    const compressible = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024, ' '), Buffer.from(Array.from({ length: 256 }, (_, i) => i))]);
    const random = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(1024 * 1024)]);
    try {
      await migrate('deploy', [], { url, migrationsDir: firstOnly, schemaPath, log: () => {} });
      for (const [i, data] of [compressible, random].entries()) {
        await query(`INSERT INTO "Document" (id, kind, text, "fileName", "fileSize", "fileHash", "updatedAt") VALUES ($1, 'ZAKON', 'z', 'z.pdf', $2, 'h', now())`, [i + 1, data.length]);
        await query('INSERT INTO "DocumentFile" ("documentId", data) VALUES ($1, $2)', [i + 1, data]);
      }
      const before = await storage();
      expect(before[0]!.compression).toBe('pglz'); // the old default: compressed, so every slice decompressed it from the start

      await migrate('deploy', [], { url, migrationsDir, schemaPath, log: () => {} });
      const after = await storage();
      expect(after.map((r) => r.compression)).toEqual([null, null]);
      expect(after[0]!.stored).toBeGreaterThanOrEqual(compressible.length);
      expect(after.map((r) => r.md5)).toEqual([compressible, random].map((b) => createHash('md5').update(b).digest('hex')));
      const [column] = await query<{ attstorage: string }>(`SELECT attstorage FROM pg_attribute WHERE attrelid = '"DocumentFile"'::regclass AND attname = 'data'`);
      expect(column!.attstorage).toBe('e'); // files stored from now on too
    } finally {
      fs.rmSync(firstOnly, { recursive: true, force: true });
      await adminQuery(inject('pgUrl'), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
});
