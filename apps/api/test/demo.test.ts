import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { API, DOCUMENT_TYPES, type ItemVersion } from '@dz/contracts';
import { demoDocuments, demoNews } from '@dz/content/demo';
import { seedDemo } from '../src/seed/demo.js';
import { bearer, useTestApp } from './harness.js';

const h = useTestApp();

describe('demo seed', () => {
  it('loads two pages of every document type and the news into an empty database', async () => {
    const r = await seedDemo(h.db);
    expect(r).toEqual({ loaded: true, documents: Object.values(demoDocuments).flat().length, news: demoNews.length });
    for (const type of DOCUMENT_TYPES) {
      const list = (await h.request.get(`${API.documents(type)}?page=1&pageSize=5`)).body;
      expect(list.totalItems, type.resource).toBe(10);
      // Every seeded PDF downloads whole (its bytes match the stored sha256) and is a PDF.
      for (const item of list.items) {
        const dl = await h.request.get(API.download(type, item.id)).buffer(true);
        expect(dl.status).toBe(200);
        expect(dl.body.subarray(0, 5).toString()).toBe('%PDF-');
        expect(dl.headers.etag).toBe(`"${createHash('sha256').update(dl.body).digest('hex')}"`);
      }
    }
    const news = (await h.request.get(`${API.newsList}?lean=true`)).body;
    expect(news).toHaveLength(demoNews.length);
    // Server order is oldest first and the site shows newest first: the first demo item on top.
    expect(news.at(-1).naslov).toBe(demoNews[0]!.naslov);
    const img = await h.request.get(news[0].slikaKarticaUrl);
    expect(img.headers['content-type']).toBe('image/jpeg');
  });

  it('every seeded item\'s version 1 opens ("Otvori"), its file the bytes the versions list\'s hash names', async () => {
    const staff = bearer(h.tokens.staff);
    const news = (await h.request.get(`${API.newsList}?lean=true`)).body as { id: number }[];
    const zakon = DOCUMENT_TYPES.find((t) => t.resource === 'Zakon')!;
    const laws = (await h.request.get(`${API.documents(zakon)}?page=1&pageSize=5`)).body.items as { id: number }[];
    for (const base of [API.newsVersions(news[0]!.id), API.documentVersions(zakon, laws[0]!.id)]) {
      const list = (await h.request.get(base).set(staff)).body as ItemVersion[];
      expect(list.map((v) => v.version), base).toEqual([1]);
      const file = await h.request.get(API.versionFile(base, 1)).set(staff).buffer(true)
        .parse((res, cb) => { const parts: Buffer[] = []; res.on('data', (c: Buffer) => parts.push(c)); res.on('end', () => cb(null, Buffer.concat(parts))); });
      expect(file.status, base).toBe(200);
      expect(createHash('sha256').update(file.body as Buffer).digest('hex'), base).toBe(list[0]!.fileHash);
    }
  });

  it('refuses a database that already has content and changes nothing', async () => {
    const before = await h.db.document.count();
    expect(await seedDemo(h.db)).toEqual({ loaded: false, reason: 'the database already has content' });
    expect(await h.db.document.count()).toBe(before);
  });
});
