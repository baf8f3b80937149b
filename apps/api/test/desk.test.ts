import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { API, API_ERRORS, ROUTES, SEARCH_MISS_LIMITS, type Desk } from '@dz/contracts';
import { bearer, eventually, testClock, useTestApp } from './harness.js';

// The staff desk (issue 23, GET /api/desk): my recent edits, drafts, scheduled items, notices shown now, facts nobody
// checked for six months with "Provjereno", and what residents searched for in vain. The clock is the test's.
const START = '2026-06-10T08:00:00Z';
const clock = testClock(START);
const h = useTestApp({ now: clock.now });
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
  const search = (q: string, page = 1) => h.request.get(API.search).query({ q, page });
  const misses = async () => (await desk()).missedSearches;

  it('counts each, folded, with its text and count only, most asked first; a search that finds, or a later page, is not counted', async () => {
    clock.set(START);
    for (const q of ['Kvantni laser', 'kvantni  LASER', 'KVANTNI laser']) expect((await search(q)).body.totalItems).toBe(0);
    await search('Đurđevdanski vatromet');
    await search('zzzz nema', 2);
    await search('pedijatrija');
    await eventually(async () => expect(await misses()).toEqual([{ query: 'kvantni laser', count: 3 }, { query: 'djurdjevdanski vatromet', count: 1 }]));
    const rows = await h.db.searchMiss.findMany();
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'day', 'query']);
  });

  it('shows the last 30 days only, keeps 90, and a day takes a bounded number of distinct queries', async () => {
    await h.db.searchMiss.deleteMany();
    clock.set(START);
    await h.db.$executeRawUnsafe(`INSERT INTO "SearchMiss" (day, query, count) VALUES ('2026-05-01', 'stari upit', 9), ('2026-03-01', 'prastari upit', 4)`);
    expect(await misses()).toEqual([]);
    // A flood of distinct queries on one day: the first perDay are kept, later new ones are not, known ones still count.
    await h.db.$executeRawUnsafe(`INSERT INTO "SearchMiss" (day, query, count) SELECT '2026-06-10', 'upit ' || g, 1 FROM generate_series(1, ${SEARCH_MISS_LIMITS.perDay}) g`);
    await search('upit 7');
    await search('sasvim novi upit');
    await eventually(async () => expect((await h.db.searchMiss.findUnique({ where: { day_query: { day: new Date('2026-06-10'), query: 'upit 7' } } }))?.count).toBe(2));
    expect(await h.db.searchMiss.count({ where: { query: 'sasvim novi upit' } })).toBe(0);
    // On a new day a new query is counted, and rows older than 90 days go.
    clock.set('2026-06-11T08:00:00Z');
    await search('novi dan upit');
    await eventually(async () => expect(await h.db.searchMiss.count({ where: { query: 'novi dan upit' } })).toBe(1));
    expect(await h.db.searchMiss.count({ where: { query: 'prastari upit' } })).toBe(0);
    expect(await h.db.searchMiss.count({ where: { query: 'stari upit' } })).toBe(1);
  });
});
