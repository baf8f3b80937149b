import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  API, API_ERRORS, DOCUMENT_TYPES, GENERIC_COLLECTIONS, LISTED_COLLECTIONS, ROUTES, type ContentItem, type Paged,
} from '@dz/contracts';
import { bearer, pdf, useTestApp } from './harness.js';

// The staff's content lists (issue 23, GET /api/content): every kind in one list, read from the collections'
// descriptions; who may read it, what finds, filters, sorts and pages it, and what each row says.
const h = useTestApp();
const type = DOCUMENT_TYPES[0]!;
const photo = () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#669933' } }).jpeg().toBuffer();

const list = async (query: Record<string, string | number> = {}, token = h.tokens.staff) =>
  (await h.request.get(API.content).query(query).set(bearer(token)));
const items = async (query: Record<string, string | number>) => (await list(query)).body as Paged<ContentItem>;

const news = async (naslov: string, token = h.tokens.staff) =>
  (await h.request.post(API.newsList).set(bearer(token)).field('naslov', naslov).field('opis', 'Opis.').attach('slika', await photo(), 's.jpg')).body.id as number;
const document = async (text: string, token = h.tokens.staff) =>
  (await h.request.post(API.documents(type)).set(bearer(token)).field(type.textField, text).attach('pdfFile', pdf(text), 'd.pdf')).body.id as number;

describe('GET /api/content (the content lists)', () => {
  it('is for staff only: 401 without a token', async () => {
    expect((await h.request.get(API.content)).status).toBe(401);
    expect((await list()).status).toBe(200);
    expect((await list({}, h.tokens.admin)).status).toBe(200);
  });

  it('finds by text anywhere in the title, in any case and without diacritics, in every kind; names each row\'s kind, status, author and addresses', async () => {
    const n = await news('Kvarcna zaštita od krpelja');
    const d = await document('Pravilnik o kvarcnoj zaštiti');
    const found = await items({ q: 'KVARCN' });
    expect(found.items.map((i) => [i.kind, i.id]).sort()).toEqual([[type.resource, d], ['Novost', n]].sort());
    expect(found.totalItems).toBe(2);
    expect((await items({ q: 'kvarcnoj zastiti' })).items.map((i) => i.id)).toEqual([d]);
    const row = found.items.find((i) => i.kind === 'Novost')!;
    expect(row).toMatchObject({
      title: 'Kvarcna zaštita od krpelja', status: 'published', publishAt: expect.any(String), updatedBy: 'osoblje',
      url: ROUTES.newsDetail(n), editUrl: ROUTES.newsEdit(n),
    });
    expect(Date.parse(row.updatedAt)).not.toBeNaN();
    expect(found.items.find((i) => i.kind === type.resource)).toMatchObject({ url: API.download(type, d), editUrl: `${type.editPath}/${d}` });
    // The seeded clinics are there too, by their full name, never saved by anyone here.
    const clinics = await items({ kind: 'Ambulanta', pageSize: 100 });
    expect(clinics.totalItems).toBeGreaterThan(0);
    expect(clinics.items.every((i) => i.kind === 'Ambulanta' && i.editUrl === ROUTES.clinicEdit(i.id) && i.url === ROUTES.clinicDetail(i.id))).toBe(true);
  });

  it('filters by kind and by who saved last (any case), leaves out what is in the bin, and says so for drafts (none yet)', async () => {
    const mine = await news('Filter: moja novost');
    const theirs = await news('Filter: tuđa novost', h.tokens.admin);
    const edited = await document('Filter: dokument');
    expect((await h.request.put(API.document(type, edited)).set(bearer(h.tokens.admin)).field(type.textField, 'Filter: dokument, izmijenjen')).status).toBe(200);
    const gone = await news('Filter: u kanti');
    expect((await h.request.delete(API.news(gone)).set(bearer(h.tokens.staff))).status).toBe(204);

    const ids = async (query: Record<string, string>) => (await items({ q: 'filter:', ...query })).items.map((i) => i.id).sort((a, b) => a - b);
    expect(await ids({})).toEqual([mine, theirs, edited].sort((a, b) => a - b));
    expect(await ids({ kind: 'Novost' })).toEqual([mine, theirs].sort((a, b) => a - b));
    expect(await ids({ kind: type.resource })).toEqual([edited]);
    expect(await ids({ author: 'ADMIN' })).toEqual([theirs, edited].sort((a, b) => a - b));
    expect(await ids({ status: 'published' })).toHaveLength(3);
    expect(await ids({ status: 'draft' })).toEqual([]);
    expect(await ids({ status: 'scheduled' })).toEqual([]);
  });

  it('sorts by date (the last saved first) or by title (folded), and pages 25, 50 or 100 at a time', async () => {
    const a = await news('Red: Čarape');
    const b = await news('Red: Bolnica');
    const c = await news('Red: Ambulanta');
    expect((await h.request.put(API.news(a)).set(bearer(h.tokens.staff)).field('naslov', 'Red: Čarape').field('opis', 'Novo.')).status).toBe(200);
    expect((await items({ q: 'red:', sort: 'date' })).items.map((i) => i.id)).toEqual([a, c, b]);
    expect((await items({ q: 'red:', sort: 'title' })).items.map((i) => i.title)).toEqual(['Red: Ambulanta', 'Red: Bolnica', 'Red: Čarape']);

    const all = await items({ pageSize: 25 });
    expect(all.items.length).toBe(Math.min(25, all.totalItems));
    const second = await items({ pageSize: 25, page: 2 });
    expect(second.totalItems).toBe(all.totalItems);
    expect(second.items.some((i) => all.items.some((j) => j.kind === i.kind && j.id === i.id))).toBe(false);
    expect((await items({ pageSize: 100, page: 1000 })).items).toEqual([]);
  });

  it('refuses what it does not take with a 400 naming the parameter', async () => {
    const bad = async (query: Record<string, string | number>, field: string, message?: string) => {
      const r = await list(query);
      expect([r.status, r.body.field], JSON.stringify(query)).toEqual([400, field]);
      if (message) expect(r.body.message).toBe(message);
    };
    await bad({ pageSize: 10 }, 'pageSize', API_ERRORS.contentPageSize);
    await bad({ pageSize: 'x' }, 'pageSize', API_ERRORS.contentPageSize);
    await bad({ page: 0 }, 'page', API_ERRORS.invalidPage);
    await bad({ kind: 'Nepostoji' }, 'kind', API_ERRORS.invalidValue);
    await bad({ status: 'obrisano' }, 'status');
    await bad({ sort: 'autor' }, 'sort');
    await bad({ q: 'x'.repeat(101) }, 'q', API_ERRORS.tooLong(100));
    await bad({ q: 'a\u0000b' }, 'q');
    // Repeated parameters are not one value.
    expect((await h.request.get(`${API.content}?kind=Novost&kind=Zakon`).set(bearer(h.tokens.staff))).status).toBe(400);
  });

  it('refuses a parameter it does not take with a 400 naming it, in Bosnian, instead of the unfiltered list', async () => {
    for (const [query, param] of [['extra=1', 'extra'], ['q[]=a', 'q[]'], ['foo=bar&pageSize=25', 'foo'], ['pageSize=25&Kind=Novost', 'Kind']] as const) {
      const r = await h.request.get(`${API.content}?${query}`).set(bearer(h.tokens.staff));
      expect([r.status, r.body.field, r.body.message], query).toEqual([400, param, API_ERRORS.unknownParameters([param])]);
      expect(r.body.items, query).toBeUndefined();
    }
  });

  it('covers every kind that is kept in a table and named by a title field', () => {
    // The kinds served from their description are too (new-collection.test.ts adds one in a scratch copy).
    expect(LISTED_COLLECTIONS.map((c) => c.resource)).toEqual([
      'Novost', ...DOCUMENT_TYPES.map((t) => t.resource), 'Ambulanta', 'Sluzba', 'Obavijest', 'Stranica', ...GENERIC_COLLECTIONS.map((c) => c.resource),
    ]);
  });
});
