import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API, API_ERRORS, ROUTES, SEARCH_MISS_LIMITS, type Desk } from '@dz/contracts';
import { searchMisses } from '../src/services/search-misses.js';
import { JWT_SECRET, bearer, eventually, testClock, useTestApp } from './harness.js';

// The staff desk (issue 23, GET /api/desk): my recent edits, drafts, scheduled items, notices shown now, facts nobody
// checked for six months with "Provjereno", and what residents searched for in vain. The clock is the test's.
const START = '2026-06-10T08:00:00Z';
const clock = testClock(START);
// Behind a proxy on loopback: X-Forwarded-For names the visitor (req.ip), as in production behind the reverse proxy.
// The web app's build too, for the server-rendered results page.
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');
const h = useTestApp({ now: clock.now, trustProxy: ['loopback'], webDist });
const photo = () => sharp({ create: { width: 200, height: 120, channels: 3, background: '#aa6633' } }).jpeg().toBuffer();
const desk = async (token = h.tokens.staff) => (await h.request.get(API.desk).set(bearer(token))).body as Desk;
const news = async (naslov: string, fields: Record<string, string> = {}, token = h.tokens.staff) => {
  let req = h.request.post(API.newsList).set(bearer(token)).field('naslov', naslov).field('opis', 'Opis').attach('slika', await photo(), 's.jpg');
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return (await req).body.id as number;
};
const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

describe('GET /api/desk', () => {
  it('is for staff only', async () => {
    expect((await h.request.get(API.desk)).status).toBe(401);
    expect((await h.request.post(API.factReview).send({ kind: 'clinic', id: 1 })).status).toBe(401);
  });

  it('lists my recent edits by title, drafts, and scheduled items soonest first; a scheduled item whose time came is published, never late', async () => {
    clock.set(START);
    const mine = await news('Moja novost');
    await news('Adminova novost', {}, h.tokens.admin);
    const draft = await news('Nacrt za radni stol', { status: 'draft' });
    const later = await news('Kasnije zakazano', { status: 'scheduled', publishAt: at(7_200_000) });
    const sooner = await news('Ranije zakazano', { status: 'scheduled', publishAt: at(3_600_000) });
    const d = await desk();
    expect(d.recentEdits.map((e) => e.title)).toEqual(['Ranije zakazano', 'Kasnije zakazano', 'Nacrt za radni stol', 'Moja novost']);
    expect(d.recentEdits[3]).toMatchObject({ resource: 'Novost', itemId: String(mine), action: 'create', editUrl: ROUTES.newsEdit(mine) });
    expect(d.drafts.map((i) => i.id)).toEqual([draft]);
    expect(d.scheduled.map((i) => [i.id, i.publishAt])).toEqual([[sooner, at(3_600_000)], [later, at(7_200_000)]]);
    clock.advance(3_600_000);
    expect((await desk()).scheduled.map((i) => i.id)).toEqual([later]);
    // The admin's desk has the admin's edits only.
    expect((await desk(h.tokens.admin)).recentEdits.map((e) => e.title)).toEqual(['Adminova novost']);
  });

  it('shows the notices on the site now', async () => {
    clock.set(START);
    const today = '2026-06-10';
    const post = (text: string, from: string, to: string) => h.request.post(API.notices).set(bearer(h.tokens.staff)).send({ text, link: '', from, to, urgent: false });
    expect((await post('Danas zatvoreno', today, today)).status).toBe(201);
    expect((await post('Prošle sedmice', '2026-06-01', '2026-06-03')).status).toBe(201);
    expect((await desk()).notices.map((n) => n.text)).toEqual(['Danas zatvoreno']);
  });

  it('lists facts nobody checked or saved for six months, oldest first, until "Provjereno", which is audited', async () => {
    clock.set(START);
    expect((await desk()).staleFacts).toEqual([]);
    await h.db.$executeRawUnsafe(`UPDATE "Ambulanta" SET "updatedAt" = '2025-11-01T00:00:00Z' WHERE id = 3`);
    await h.db.$executeRawUnsafe(`UPDATE "Sluzba" SET "updatedAt" = '2025-10-01T00:00:00Z' WHERE id = 2`);
    await h.db.$executeRawUnsafe(`UPDATE "Ambulanta" SET "updatedAt" = '2026-01-01T00:00:00Z' WHERE id = 4`);
    const stale = (await desk()).staleFacts;
    expect(stale.map((f) => [f.kind, f.id, f.lastChecked])).toEqual([['service', 2, '2025-10-01T00:00:00.000Z'], ['clinic', 3, '2025-11-01T00:00:00.000Z']]);
    expect(stale[1]!.editUrl).toBe(ROUTES.clinicEdit(3));
    expect((await h.request.post(API.factReview).set(bearer(h.tokens.staff)).send({ kind: 'clinic', id: 3 })).status).toBe(204);
    expect((await desk()).staleFacts.map((f) => f.id)).toEqual([2]);
    const row = await h.db.auditLog.findFirst({ where: { resource: 'Ambulanta', itemId: '3', action: 'review' } });
    expect(row?.actorName).toBe('osoblje');
    // Six months on, the check itself is old: the clinic is back on the list.
    clock.set('2026-12-11T08:00:00Z');
    expect((await desk()).staleFacts.map((f) => f.id)).toContain(3);
    // One in the bin is nobody's to check.
    await h.db.$executeRawUnsafe(`UPDATE "Ambulanta" SET "deletedAt" = now() WHERE id = 3`);
    expect((await desk()).staleFacts.map((f) => [f.kind, f.id])).not.toContainEqual(['clinic', 3]);
    expect((await h.request.post(API.factReview).set(bearer(h.tokens.staff)).send({ kind: 'clinic', id: 3 })).status).toBe(404);
    await h.db.$executeRawUnsafe(`UPDATE "Ambulanta" SET "deletedAt" = NULL WHERE id = 3`);
  });

  it('refuses a check of nothing, naming the field, and changes nothing', async () => {
    const post = (body: unknown) => h.request.post(API.factReview).set(bearer(h.tokens.staff)).send(body as object);
    expect((await post({ kind: 'clinic', id: 999_999 })).body).toMatchObject({ status: 404, message: API_ERRORS.notFound });
    expect((await post({ kind: 'bolnica', id: 1 })).body).toMatchObject({ status: 400, field: 'kind' });
    expect((await post({ kind: 'clinic', id: 'jedan' })).body).toMatchObject({ status: 400, field: 'id' });
    expect(await h.db.factReview.count({ where: { itemId: 999_999 } })).toBe(0);
  });
});

describe('searches that found nothing', () => {
  /** A public search from the visitor at `ip` (the proxy's X-Forwarded-For). */
  const search = (q: string, page = 1, ip = '198.51.100.1') => h.request.get(API.search).set('X-Forwarded-For', ip).query({ q, page });
  const misses = async () => (await desk()).missedSearches;
  const countOf = async (query: string) => (await misses()).find((m) => m.query === query)?.count;

  it('counts each, folded, with its text and count only, most asked first; a search that finds, or a later page, is not counted', async () => {
    clock.set(START);
    for (const [i, q] of ['Kvantni laser', 'kvantni  LASER', 'KVANTNI laser'].entries()) expect((await search(q, 1, `198.51.100.${i + 10}`)).body.totalItems).toBe(0);
    await search('Đurđevdanski vatromet');
    await search('zzzz nema', 2);
    await search('pedijatrija');
    await eventually(async () => expect(await misses()).toEqual([{ query: 'kvantni laser', count: 3 }, { query: 'djurdjevdanski vatromet', count: 1 }]));
    const rows = await h.db.searchMiss.findMany();
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'day', 'lastAt', 'query']);
  });

  it('shows the last 30 days only, keeps 90, and a day takes a bounded number of distinct queries', async () => {
    await h.db.searchMiss.deleteMany();
    clock.set(START);
    // The service itself, awaited: what a count changed is known when it returns.
    const counted = searchMisses(h.db, { now: clock.now, secret: JWT_SECRET });
    await h.db.$executeRawUnsafe(`INSERT INTO "SearchMiss" (day, query, count) VALUES ('2026-05-01', 'stari upit', 9), ('2026-03-01', 'prastari upit', 4)`);
    expect(await misses()).toEqual([]);
    // A full day: perDay distinct queries, the oldest counted first. A known one still counts; a new one takes the
    // place of the least recently counted query one visitor asked.
    await h.db.$executeRawUnsafe(`INSERT INTO "SearchMiss" (day, query, count, "lastAt")
      SELECT '2026-06-10', 'upit ' || g, 1, '2026-06-10T06:00:00Z'::timestamptz + g * interval '1 second' FROM generate_series(1, ${SEARCH_MISS_LIMITS.perDay}) g`);
    const today = { day: new Date('2026-06-10') };
    await counted.record('upit 1', '198.51.100.1');
    await counted.record('sasvim novi upit', '198.51.100.1');
    const row = (query: string) => h.db.searchMiss.findUnique({ where: { day_query: { ...today, query } } });
    expect((await row('upit 1'))?.count).toBe(2);
    expect((await row('sasvim novi upit'))?.count).toBe(1);
    expect(await row('upit 2')).toBeNull();
    expect(await h.db.searchMiss.count({ where: today })).toBe(SEARCH_MISS_LIMITS.perDay);
    // A day whose every query more than one visitor asked keeps them: a new one is not counted.
    await h.db.searchMiss.updateMany({ where: today, data: { count: 2 } });
    await counted.record('jos jedan novi upit', '198.51.100.1');
    expect(await row('jos jedan novi upit')).toBeNull();
    expect(await h.db.searchMiss.count({ where: today })).toBe(SEARCH_MISS_LIMITS.perDay);
    // On a new day a new query is counted, rows older than 90 days go, and so do the visitors' hashes of earlier days.
    clock.set('2026-06-11T08:00:00Z');
    await counted.record('novi dan upit', '198.51.100.1');
    expect(await h.db.searchMiss.count({ where: { query: 'novi dan upit' } })).toBe(1);
    expect(await h.db.searchMiss.count({ where: { query: 'prastari upit' } })).toBe(0);
    expect(await h.db.searchMiss.count({ where: { query: 'stari upit' } })).toBe(1);
    expect(await h.db.searchMissVisit.count({ where: { day: { lt: new Date('2026-06-11') } } })).toBe(0);
  });

  it('counts a query once per visitor a day: 40 identical searches from one address are one, and the address is never stored', async () => {
    await h.db.searchMiss.deleteMany();
    clock.set(START);
    const planted = 'termin preko reda kvantni dogovor';
    for (let i = 0; i < 40; i++) await search(planted, 1, '203.0.113.66');
    // Another visitor asking the same is counted (and its count shows every earlier record has been made).
    await search(planted, 1, '203.0.113.67');
    await eventually(async () => expect(await countOf(planted)).toBeGreaterThanOrEqual(2));
    expect(await countOf(planted)).toBe(2);
    // Nothing that names the address: not in the misses, not in what keeps a visitor from counting twice.
    const stored = JSON.stringify(await h.db.searchMiss.findMany()) + JSON.stringify(await h.db.searchMissVisit.findMany());
    expect(stored).not.toContain('203.0.113.66');
    // The next day the same visitor counts again.
    clock.set('2026-06-12T08:00:00Z');
    await search(planted, 1, '203.0.113.66');
    await eventually(async () => expect(await countOf(planted)).toBe(3));
  });

  it('counts a server-rendered results page as it counts the API: once per visitor', async () => {
    await h.db.searchMiss.deleteMany();
    clock.set(START);
    const planted = 'kvantna stranica pretrage';
    // Addresses that differ only by an extra parameter are each rendered (a page is kept per address).
    for (let i = 0; i < 3; i++) {
      const page = await h.request.get(ROUTES.search).query({ q: planted, v: i }).set('X-Forwarded-For', '203.0.113.80');
      expect([page.status, page.text]).toEqual([200, expect.stringContaining('id="ssr-data"')]);
    }
    await h.request.get(ROUTES.search).query({ q: planted }).set('X-Forwarded-For', '203.0.113.81');
    await eventually(async () => expect(await countOf(planted)).toBeGreaterThanOrEqual(2));
    expect(await countOf(planted)).toBe(2);
  });

  it('never lists a query that looks like a phone number, an e-mail address or a web address', async () => {
    await h.db.searchMiss.deleteMany();
    clock.set(START);
    const personal = ['pozovite 061 555 000 za termin preko reda', '+387 61 555-000', 'pisite na termini@example.com', 'www.kvantni-termini.ba', 'https://example.com/termin'];
    for (const [i, q] of personal.entries()) {
      for (let v = 0; v < 3; v++) await search(q, 1, `203.0.113.${10 + i * 3 + v}`);
    }
    await search('kvantni kontrolni upit', 1, '203.0.113.99');
    await eventually(async () => expect(await countOf('kvantni kontrolni upit')).toBe(1));
    expect((await misses()).map((m) => m.query)).toEqual(['kvantni kontrolni upit']);
    expect(await h.db.searchMiss.count()).toBe(1);
  });

  it('keeps room for residents\' misses after a flood of distinct junk queries', async () => {
    await h.db.searchMiss.deleteMany();
    clock.set(START);
    // 520 distinct queries (more than a day's SEARCH_MISS_LIMITS.perDay), a few at a time, from many addresses.
    const junk = Array.from({ length: SEARCH_MISS_LIMITS.perDay + 20 }, (_, i) => `zqx${i.toString(36)}vw kvantno smece`);
    for (let i = 0; i < junk.length; i += 8) {
      await Promise.all(junk.slice(i, i + 8).map((q, j) => search(q, 1, `10.${(i + j) >> 8}.${(i + j) & 255}.7`)));
    }
    await eventually(async () => expect(await h.db.searchMiss.count({ where: { query: junk.at(-1) } })).toBe(1));
    await search('kvantna ortodoncija za djecu', 1, '198.51.100.200');
    await eventually(async () => expect(await countOf('kvantna ortodoncija za djecu')).toBe(1));
    expect(await h.db.searchMiss.count({ where: { day: new Date('2026-06-10') } })).toBeLessThanOrEqual(SEARCH_MISS_LIMITS.perDay);
  });
});
