import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API, documentTypeByResource } from '@dz/contracts';
import { bearer, pdf, testClock, useTestApp } from './harness.js';

// Issue 41, item 2: what a cache in front (a CDN, a municipal proxy) may keep. Anything that is not the public's (a
// draft, a scheduled item, an older version's file, an answer to staff) is `private, no-store`: a proxy that stored
// and revalidated a staff member's download of a draft could hand it to the public. What the public is shown stays
// cacheable as before. One decision for every answer: apps/api http/caching.ts.
const START = '2026-05-04T06:00:00Z';
const clock = testClock(START);
const h = useTestApp({ now: clock.now });
const zakon = documentTypeByResource('Zakon')!;
const PRIVATE = 'private, no-store';
const photo = () => sharp({ create: { width: 320, height: 200, channels: 3, background: '#336699' } }).jpeg().toBuffer();
const inAnHour = () => new Date(clock.now().getTime() + 3_600_000).toISOString();
const staff = () => bearer(h.tokens.staff);
const cacheControl = (r: { headers: Record<string, string> }) => r.headers['cache-control'];

async function document(fields: Record<string, string>) {
  let req = h.request.post(API.documents(zakon)).set(staff()).field(zakon.textField, 'Zakon').attach('pdfFile', pdf(), 'z.pdf');
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  const res = await req;
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; fileHash?: string };
}
async function news(fields: Record<string, string>) {
  let req = h.request.post(API.newsList).set(staff()).field('naslov', 'Novost').field('opis', 'Tekst').attach('slika', await photo(), 's.jpg');
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  const res = await req;
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; slikaUrl: string; slikaKarticaUrl: string };
}

describe('Cache-Control of what is not the public', () => {
  for (const [status, extra] of [['draft', {}], ['scheduled', { publishAt: inAnHour() }]] as const) {
    it(`a ${status} document's PDF and its item, fetched by staff: private, no-store`, async () => {
      clock.set(START);
      const d = await document({ status, ...extra });
      const file = await h.request.get(API.download(zakon, d.id)).set(staff());
      expect([file.status, cacheControl(file)]).toEqual([200, PRIVATE]);
      const item = await h.request.get(API.document(zakon, d.id)).set(staff());
      expect([item.status, cacheControl(item)]).toEqual([200, PRIVATE]);
      // The public is not shown it at all (and nothing of that answer is worth keeping either).
      expect((await h.request.get(API.download(zakon, d.id))).status).toBe(404);
    });

    it(`a ${status} news item's picture (as the staff app loads it, by its versioned address) and its item: private, no-store`, async () => {
      clock.set(START);
      const n = await news({ status, ...extra });
      for (const url of [n.slikaUrl, n.slikaKarticaUrl]) {
        const asImg = await h.request.get(url);
        expect([url, asImg.status, cacheControl(asImg)]).toEqual([url, 200, PRIVATE]);
        const withToken = await h.request.get(url).set(staff());
        expect([url, withToken.status, cacheControl(withToken)]).toEqual([url, 200, PRIVATE]);
      }
      const item = await h.request.get(API.news(n.id)).set(staff());
      expect([item.status, cacheControl(item)]).toEqual([200, PRIVATE]);
    });
  }

  it("an older version's file and the versions: private, no-store, even of a published item", async () => {
    clock.set(START);
    const d = await document({});
    expect((await h.request.put(API.document(zakon, d.id)).set(staff()).field(zakon.textField, 'Zakon, izmjena').attach('pdfFile', pdf(), 'z2.pdf')).status).toBe(200);
    const file = await h.request.get(API.versionFile(API.documentVersions(zakon, d.id), 1)).set(staff());
    expect([file.status, cacheControl(file)]).toEqual([200, PRIVATE]);
    const versions = await h.request.get(API.documentVersions(zakon, d.id)).set(staff());
    expect([versions.status, cacheControl(versions)]).toEqual([200, PRIVATE]);

    const n = await news({});
    expect((await h.request.put(API.news(n.id)).set(staff()).field('naslov', 'N').field('opis', 'O').attach('slika', await photo(), 'n.jpg')).status).toBe(200);
    const picture = await h.request.get(API.versionFile(API.newsVersions(n.id), 1)).set(staff());
    expect([picture.status, cacheControl(picture)]).toEqual([200, PRIVATE]);
  });

  it('any answer to staff (a token sent) is private, no-store, even of a published item', async () => {
    clock.set(START);
    const d = await document({});
    for (const url of [API.download(zakon, d.id), API.document(zakon, d.id), `${API.documents(zakon)}?page=1&pageSize=5`, API.audit]) {
      const r = await h.request.get(url).set(staff());
      expect([url, cacheControl(r)]).toEqual([url, PRIVATE]);
    }
  });
});

describe('Cache-Control of what is the public', () => {
  it("a published document's PDF and news picture fetched by the public: cacheable as before", async () => {
    clock.set(START);
    const d = await document({});
    const file = await h.request.get(API.download(zakon, d.id));
    expect([file.status, cacheControl(file)]).toEqual([200, 'public, max-age=0, must-revalidate']);
    const n = await news({});
    const versioned = await h.request.get(n.slikaKarticaUrl);
    expect([versioned.status, cacheControl(versioned)]).toEqual([200, 'public, max-age=31536000, immutable']);
    const plain = await h.request.get(API.newsImage(n.id, 'card'));
    expect([plain.status, cacheControl(plain)]).toEqual([200, 'public, max-age=0, must-revalidate']);
  });

  it('a scheduled item from its instant on: the public\'s, cacheable', async () => {
    clock.set(START);
    const n = await news({ status: 'scheduled', publishAt: inAnHour() });
    expect(cacheControl(await h.request.get(n.slikaKarticaUrl))).toBe(PRIVATE);
    clock.advance(3_600_000);
    expect(cacheControl(await h.request.get(n.slikaKarticaUrl))).toBe('public, max-age=31536000, immutable');
  });
});
