// GET /api/search (docs/product.md "Search"): the query's rule, hostile input, paging, an index
// in step with every write, PDFs without text, the hit's shape.
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, API_ERRORS, MAX_PAGE_SIZE, ROUTES, SEARCH_LIMITS, documentTypeByKind, type SearchHit, type SearchResults } from '@dz/contracts';
import { renderDocumentPdf } from '@dz/content/demo';
import type { PdfTextQueue } from '../src/services/pdf-text.js';
import { bearer, pdf, useTestApp } from './harness.js';

const h = useTestApp();
const zakon = documentTypeByKind('ZAKON');
const search = async (query: Record<string, unknown> | string) => {
  const res = await h.request.get(API.search).query(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as SearchResults;
};
const idle = () => (h.app.locals.pdfText as PdfTextQueue).idle();
const upload = (text: string, file: Buffer) =>
  h.request.post(API.documents(zakon)).set(bearer(h.tokens.staff)).field(zakon.textField, text).attach('pdfFile', file, 'z.pdf').expect(201);

/** A valid PDF with no text on its page (as a scan without OCR is, to pdftotext). */
const scan = () => new Promise<Buffer>((resolve) => {
  const doc = new PDFDocument({ size: 'A4' });
  const parts: Buffer[] = [];
  doc.on('data', (c: Buffer) => parts.push(c));
  doc.on('end', () => resolve(Buffer.concat(parts)));
  doc.rect(50, 50, 400, 600).fill('#777');
  doc.end();
});

describe('search: the query', () => {
  it('refuses nothing, one letter and blanks with a 400 naming q', async () => {
    for (const query of [{}, { q: '' }, { q: 'a' }, { q: '   ' }, { q: ' x ' }]) {
      const res = await h.request.get(API.search).query(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toEqual({ status: 400, message: API_ERRORS.searchTooShort, field: 'q' });
    }
    // NUL in any query parameter is refused as such before the route reads it (http/request-url.ts).
    expect((await h.request.get(API.search).query({ q: '\u0000' })).body).toEqual({ status: 400, message: API_ERRORS.invalidCharacters, field: 'q' });
  });

  it('cuts a long query to maxChars and trims it', async () => {
    const body = await search({ q: `  ${'vakcinacija '.repeat(900)}` });
    expect(body.query.length).toBeLessThanOrEqual(SEARCH_LIMITS.maxChars);
    expect(body.query.startsWith('vakcinacija vakcinacija')).toBe(true);
  });

  it('never answers hostile input with a 5xx', async () => {
    const hostile = [
      'a\u0000b', "'&|!():*", "zakon & | ! ( ) : * '", '!!!', '...', '"\'\\', '😷💉', 'ab'.repeat(5000), '-- ;DROP TABLE "Novost"',
      "' OR 1=1 --", 'zakon:*A', '<script>alert(1)</script>', '\ud800\udc00x', 'ž'.repeat(300), '%', '\\\\', '1 2 3 4 5 6 7 8 9 10 11 12 13 14',
    ];
    for (const q of hostile) {
      const res = await h.request.get(API.search).query({ q });
      expect([200, 400], q.slice(0, 40)).toContain(res.status);
    }
    // Repeated parameters, an object, a page that is not one.
    for (const raw of ['q=zakon&q=vakcinacija', 'q[a]=zakon', 'q=zakon&page=0', 'q=zakon&page=x', 'q=zakon&pageSize=100000', 'q=%E0%A4%A']) {
      const res = await h.request.get(`${API.search}?${raw}`);
      expect(res.status, raw).toBeLessThan(500);
      if (res.status === 400) expect(res.body.status).toBe(400);
    }
    // A repeated q: the first counts (as the results page reads it), not a 400 about its length.
    const twice = await h.request.get(`${API.search}?q=vakcinacija&q=x`);
    expect(twice.status).toBe(200);
    expect(twice.body.query).toBe('vakcinacija');
  });

  it('finds nothing for punctuation or emoji only (200, empty)', async () => {
    for (const q of ['!!!', '😷💉', '....']) expect(await search({ q })).toEqual({ items: [], totalItems: 0, query: q });
  });
});

describe('search: in step with every write', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 7; i++) {
      await h.db.news.create({ data: { naslov: `Obavijest o vakcinaciji broj ${i}`, opis: `Vakcinacija protiv gripe, termin ${i}.` } });
    }
  });

  it('pages the hits and counts them all', async () => {
    const first = await search({ q: 'vakcinacija gripe', pageSize: 3 });
    expect(first.totalItems).toBe(7);
    expect(first.items).toHaveLength(3);
    const third = await search({ q: 'vakcinacija gripe', pageSize: 3, page: 3 });
    expect(third.items).toHaveLength(1);
    const past = await search({ q: 'vakcinacija gripe', pageSize: 3, page: 9 });
    expect(past).toMatchObject({ items: [], totalItems: 7 });
    const all = await search({ q: 'vakcinacija gripe', pageSize: MAX_PAGE_SIZE });
    expect(new Set(all.items.map((i) => i.id)).size).toBe(7);
  });

  it('pages through the title hits and then the body-only hits: the same order as one page, none twice, none left out', async () => {
    // 3 news with the word in their title, 4 with it in their text only.
    await h.db.pool.query(`INSERT INTO "Novost"(naslov, opis, "updatedAt")
      SELECT CASE WHEN g <= 3 THEN 'Tinjajuci ugar ' || g ELSE 'Obavijest ' || g END, 'Tekst o tinjajucem ugaru, dio ' || g, now() FROM generate_series(1, 7) g`);
    try {
      const key = (i: SearchHit) => `${i.kind} ${i.id}`;
      const all = await search({ q: 'tinjajuci ugar', pageSize: MAX_PAGE_SIZE });
      expect(all.totalItems).toBe(7);
      expect(all.items.slice(0, 3).map((i) => i.title).sort()).toEqual(['Tinjajuci ugar 1', 'Tinjajuci ugar 2', 'Tinjajuci ugar 3']);
      for (const pageSize of [1, 2, 3, 4]) {
        const paged: string[] = [];
        for (let page = 1; (page - 1) * pageSize < 7; page++) {
          const p = await search({ q: 'tinjajuci ugar', pageSize, page });
          expect(p.totalItems).toBe(7);
          paged.push(...p.items.map(key));
        }
        expect(paged).toEqual(all.items.map(key));
      }
    } finally {
      await h.db.pool.query(`DELETE FROM "Novost" WHERE opis LIKE 'Tekst o tinjajucem ugaru%'`);
    }
  });

  it('counts up to SEARCH_LIMITS.maxCount and says there are more; the pages go on to the cap', async () => {
    const many = SEARCH_LIMITS.maxCount + 5;
    await h.db.pool.query(`INSERT INTO "Novost"(naslov, opis, "updatedAt") SELECT 'Kapitalni remont ' || g, 'Radovi u zgradi.', now() FROM generate_series(1, $1::int) g`, [many]);
    try {
      const first = await search({ q: 'kapitalni remont', pageSize: 10 });
      expect(first).toMatchObject({ totalItems: SEARCH_LIMITS.maxCount, capped: true });
      expect(first.items).toHaveLength(10);
      const last = await search({ q: 'kapitalni remont', pageSize: 10, page: SEARCH_LIMITS.maxCount / 10 });
      expect(last.items).toHaveLength(10);
      expect(new Set([...first.items, ...last.items].map((i) => i.id)).size).toBe(20);
      // Past the cap: the count, no hits (the thousand-and-first is not shown, as the count says).
      expect(await search({ q: 'kapitalni remont', pageSize: 10, page: SEARCH_LIMITS.maxCount / 10 + 1 })).toMatchObject({ items: [], totalItems: SEARCH_LIMITS.maxCount, capped: true });
      expect((await search({ q: 'kapitalni remont', pageSize: 7, page: 143 })).items).toHaveLength(SEARCH_LIMITS.maxCount - 142 * 7);
      // Under the cap: the exact count, and no "capped".
      const few = await search({ q: 'kapitalni remont 1000' });
      expect(few.capped).toBeUndefined();
      expect(few.totalItems).toBeGreaterThan(0);
    } finally {
      await h.db.pool.query(`DELETE FROM "Novost" WHERE naslov LIKE 'Kapitalni remont %'`);
    }
    expect((await search({ q: 'kapitalni remont' })).totalItems).toBe(0);
  });

  it('answers a repeated query from the kept results until any writer changes the index (another server too)', async () => {
    const before = await search({ q: 'dijaliza' });
    const version = async () => Number((await h.db.pool.query('SELECT coalesce(sum(n), 0) AS v FROM "SearchChange"')).rows[0].v);
    const v0 = await version();
    expect(await search({ q: 'dijaliza' })).toEqual(before);
    expect(await version()).toBe(v0);
    // A write this server never saw (another instance, an operator's SQL): one transaction, many entries, one raise.
    const client = await h.db.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`INSERT INTO "Novost"(naslov, opis, "updatedAt") VALUES ('Centar za dijalizu radi i subotom', 'Termini za dijalizu.', now()), ('Dijaliza: novi aparati', 'Nabavka.', now())`);
      await client.query(`UPDATE "Novost" SET opis = 'Termini za dijalizu, od 7 sati.' WHERE naslov = 'Centar za dijalizu radi i subotom'`);
      await client.query('COMMIT');
    } finally { client.release(); }
    expect(await version()).toBe(v0 + 1);
    // Two writers of the index at once do not wait on each other (insert-only): one that
    // changed the index and is still open does not hold up another.
    const [a, b] = [await h.db.pool.connect(), await h.db.pool.connect()];
    try {
      await a.query('BEGIN');
      await a.query(`INSERT INTO "Novost"(naslov, opis, "updatedAt") VALUES ('Dijaliza A', '-', now())`);
      await b.query('BEGIN');
      await b.query("SET LOCAL lock_timeout = '2s'");
      await b.query(`INSERT INTO "Novost"(naslov, opis, "updatedAt") VALUES ('Dijaliza B', '-', now())`);
      await b.query('COMMIT');
      await a.query('COMMIT');
    } finally { a.release(); b.release(); }
    expect(await version()).toBe(v0 + 3);
    // Folding the rows leaves the version where it was.
    await h.db.pool.query('SELECT search_changes_fold()');
    expect((await h.db.pool.query('SELECT count(*)::int AS n FROM "SearchChange"')).rows[0].n).toBe(1);
    expect(await version()).toBe(v0 + 3);
    const after = await search({ q: 'dijaliza' });
    expect(after.totalItems).toBe(before.totalItems + 4);
    expect(after.items.map((i) => i.title)).toEqual(expect.arrayContaining(['Centar za dijalizu radi i subotom', 'Dijaliza: novi aparati']));
  });

  it('a document moved to the bin while its PDF text is stored: neither waits for ever, and its entry stays gone', async () => {
    const { body } = await upload('Pravilnik o sterilizaciji', pdf('sterilizacija'));
    await idle();
    // Its text is read after the answer: the queue says so from the moment it is asked until done (http/quiet-gc.ts
    // waits for it).
    const queue = h.app.locals.pdfText as PdfTextQueue;
    expect(queue.busy).toBe(false);
    queue.enqueue(body.id);
    expect(queue.busy).toBe(true);
    await idle();
    expect(queue.busy).toBe(false);
    const [reader, binner] = [await h.db.pool.connect(), await h.db.pool.connect()];
    try {
      // The text's writer changes the index first, then the bin move takes the entry, then the text's writer needs it.
      await reader.query('BEGIN');
      await reader.query("SET LOCAL lock_timeout = '5s'");
      await reader.query(`DELETE FROM "SearchEntry" WHERE false`);
      await binner.query('BEGIN');
      await binner.query("SET LOCAL lock_timeout = '5s'");
      await binner.query(`UPDATE "Document" SET "deletedAt" = now(), "deletedBy" = 'test' WHERE id = $1`, [body.id]);
      const text = reader.query(`INSERT INTO "DocumentText"("documentId", "fileHash", text, status)
        SELECT id, "fileHash", 'Sterilizacija instrumenata u autoklavu.', 'ok' FROM "Document" WHERE id = $1
        ON CONFLICT ("documentId") DO UPDATE SET text = EXCLUDED.text, status = 'ok'`, [body.id]);
      await binner.query(`INSERT INTO "Novost"(naslov, opis, "updatedAt") VALUES ('Sterilizacija: novi autoklav', '-', now())`);
      await binner.query('COMMIT');
      await text;
      await reader.query('COMMIT');
    } finally { reader.release(); binner.release(); }
    const found = await search({ q: 'sterilizacija', pageSize: MAX_PAGE_SIZE });
    expect(found.items.map((i) => i.title)).toContain('Sterilizacija: novi autoklav');
    expect(found.items.filter((i) => i.kind === 'ZAKON').map((i) => i.id)).not.toContain(body.id);
    expect((await search({ q: 'autoklavu' })).items.map((i) => i.id)).not.toContain(body.id);
  });

  it('finds a news item at once, with its address, date and a marked snippet', async () => {
    const created = await h.db.news.create({ data: { naslov: 'Dežurstva za Kurban-bajram', opis: 'Za vrijeme Kurban-bajrama dežurstva organizuju ambulante Cim, Blagaj i Bijelo Polje od 8 do 20 sati.' } });
    const { items: [hit] } = await search({ q: 'dezurstva bajram' });
    expect(hit).toMatchObject({ kind: 'news', id: created.id, url: ROUTES.newsDetail(created.id), date: created.createdAt.toISOString() });
    expect(hit!.snippet.length).toBeLessThanOrEqual(SEARCH_LIMITS.snippetChars);
    const marked = hit!.marks.map(([s, e]) => hit!.snippet.slice(s, e));
    expect(marked).toEqual(expect.arrayContaining(['bajrama', 'dežurstva']));
    expect(marked).not.toContain('Kurban');
  });

  it('follows an edit at once and forgets a deleted item at once', async () => {
    const n = await h.db.news.create({ data: { naslov: 'Fluorizacija zuba učenika', opis: 'Pregledi u septembru.' } });
    expect((await search({ q: 'fluorizacija' })).items.map((i) => i.id)).toContain(n.id);
    const res = await h.request.put(API.news(n.id)).set(bearer(h.tokens.staff)).field('naslov', 'Zalivanje fisura kod učenika').field('opis', 'Pregledi u oktobru.');
    expect(res.status).toBe(200);
    expect((await search({ q: 'fluorizacija' })).totalItems).toBe(0);
    expect((await search({ q: 'zalivanje fisura' })).items[0]).toMatchObject({ id: n.id, title: 'Zalivanje fisura kod učenika' });
    await h.request.delete(API.news(n.id)).set(bearer(h.tokens.staff)).expect(204);
    expect((await search({ q: 'zalivanje fisura' })).totalItems).toBe(0);
    // Back from the bin: found again at once.
    await h.request.post(API.restoreItem('Novost', n.id)).set(bearer(h.tokens.staff)).expect(204);
    expect((await search({ q: 'zalivanje fisura' })).items[0]).toMatchObject({ id: n.id });
  });

  it('finds a document by its title at once and by its PDF text once read; an edit and a deletion follow', async () => {
    const { body } = await upload('Zakon o apotekarskoj djelatnosti', await renderDocumentPdf('Apoteke izdaju antikoagulantnu terapiju uz ljekarski nalog.'));
    expect((await search({ q: 'apotekarskoj' })).items[0]).toMatchObject({ kind: 'ZAKON', id: body.id, url: API.download(zakon, body.id), date: body.createdAt });
    await idle();
    const byText = await search({ q: 'antikoagulantna terapija' });
    expect(byText.items[0]).toMatchObject({ id: body.id, title: 'Zakon o apotekarskoj djelatnosti' });
    expect(byText.items[0]!.snippet).toContain('Apoteke izdaju antikoagulantnu terapiju');
    // A new file: its text replaces the old one's.
    await h.request.put(API.document(zakon, body.id)).set(bearer(h.tokens.staff)).field(zakon.textField, 'Zakon o apotekarskoj djelatnosti')
      .attach('pdfFile', await renderDocumentPdf('Galenska laboratorija priprema magistralne lijekove.'), 'n.pdf').expect(200);
    await idle();
    expect((await search({ q: 'antikoagulantnu' })).items.filter((i) => i.kind === 'ZAKON').map((i) => i.id)).not.toContain(body.id);
    expect((await search({ q: 'magistralne' })).items[0]?.id).toBe(body.id);
    await h.request.delete(API.document(zakon, body.id)).set(bearer(h.tokens.staff)).expect(204);
    expect((await search({ q: 'apotekarskoj' })).items.filter((i) => i.kind === 'ZAKON').map((i) => i.id)).not.toContain(body.id);
    expect((await search({ q: 'magistralne' })).totalItems).toBe(0);
    await h.request.post(API.restoreItem(zakon.resource, body.id)).set(bearer(h.tokens.staff)).expect(204);
    expect((await search({ q: 'magistralne' })).items[0]?.id).toBe(body.id);
  });

  it('restoring an older version reads its PDF again: search finds the restored words, not the replaced ones', async () => {
    const { body } = await upload('Pravilnik o kućnim posjetama', await renderDocumentPdf('Patronažna sestra obilazi porodilje u prvoj sedmici.'));
    await idle();
    await h.request.put(API.document(zakon, body.id)).set(bearer(h.tokens.staff)).field(zakon.textField, 'Pravilnik o kućnim posjetama')
      .attach('pdfFile', await renderDocumentPdf('Hemodijaliza se zakazuje preko centra za dijalizu.'), 'n.pdf').expect(200);
    await idle();
    expect((await search({ q: 'porodilje' })).items.map((i) => i.id)).not.toContain(body.id);
    expect((await search({ q: 'hemodijaliza' })).items.map((i) => i.id)).toContain(body.id);
    await h.request.post(API.versionRestore(API.documentVersions(zakon, body.id), 1)).set(bearer(h.tokens.staff)).expect(204);
    await idle();
    expect((await search({ q: 'porodilje' })).items[0]?.id).toBe(body.id);
    expect((await search({ q: 'hemodijaliza' })).items.map((i) => i.id)).not.toContain(body.id);
  });

  it('stores a scan without text and a broken PDF, and finds both by their titles', async () => {
    const scanned = await upload('Rješenje o skeniranom rasporedu', await scan());
    const broken = await upload('Odluka o oštećenoj datoteci', pdf());
    await idle();
    expect((await search({ q: 'skeniranom' })).items[0]?.id).toBe(scanned.body.id);
    expect((await search({ q: 'ostecenoj datoteci' })).items[0]?.id).toBe(broken.body.id);
    const rows = await h.db.documentText.findMany({ where: { documentId: { in: [scanned.body.id, broken.body.id] } }, orderBy: { documentId: 'asc' } });
    expect(rows.map((r) => [r.status, r.text])).toEqual([['empty', ''], ['failed', '']]);
    // Both still download.
    await h.request.get(API.download(zakon, broken.body.id)).expect(200);
  });

  it('follows an edited clinic (its page and its audio guide) and a guide turned off', async () => {
    const clinic = await h.request.get(API.clinic(1)).expect(200);
    const { id: _id, updatedAt: _u, status: _s, audio: _a, picture: _p, ...input } = clinic.body;
    await h.request.put(API.clinic(1)).set(bearer(h.tokens.staff)).send({ ...input, name: 'Ambulanta porodične medicine Podveležje' }).expect(200);
    const hits = (await search({ q: 'podvelezje' })).items;
    expect(hits.map((i) => [i.kind, i.url])).toEqual(expect.arrayContaining([['clinic', ROUTES.clinicDetail(1)], ['audio', ROUTES.clinicAudio]]));
    expect(hits.find((i) => i.kind === 'clinic')!.date).toBeNull();
    await h.request.put(API.clinic(1)).set(bearer(h.tokens.staff)).send({ ...input, name: 'Ambulanta porodične medicine Podveležje', audioGuide: false }).expect(200);
    expect((await search({ q: 'podvelezje' })).items.map((i) => i.kind)).toEqual(['clinic']);
  });

  it('links a service hit to the service\'s own page (issue 36: the tour\'s "apoteka" landed on the top of /sluzbe)', async () => {
    const hits = (await search({ q: 'apoteka' })).items;
    const service = hits.find((i) => i.kind === 'service');
    expect(service).toMatchObject({ id: 18, title: 'Apoteka', url: ROUTES.serviceDetail(18), date: null });
    // Its audio guide's hit still leads to the guides' page.
    expect(hits.filter((i) => i.kind === 'audio' && i.title.includes('Apoteka')).map((i) => i.url)).toEqual([ROUTES.serviceAudio]);
  });

  it('finds the static pages by their address, and says what a typo was read as', async () => {
    expect((await search({ q: 'misija vizija' })).items[0]).toMatchObject({ kind: 'page', url: ROUTES.mission, title: 'Misija i vizija', date: null });
    const typo = await search({ q: 'etcki komitet' });
    expect(typo.corrected).toBe('eticki komitet');
    expect(typo.items.slice(0, 3).map((i) => i.url)).toContain(ROUTES.aboutDetails);
    expect((await search({ q: 'xqzwv' })).totalItems).toBe(0);
  });
});
