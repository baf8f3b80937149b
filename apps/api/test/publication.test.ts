import { searchablePages } from '@dz/content';
import sharp from 'sharp';
import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  API, API_ERRORS, COLLECTIONS, PAGE_SIZE, ROUTES, documentTypeByResource, itemTag, type Collection, type ContentItem, type Paged,
  type Institution, type Notice,
} from '@dz/contracts';
import { createApp } from '../src/app.js';
import { documentService } from '../src/services/documents.js';
import { newsService } from '../src/services/news.js';
import { publicData } from '../src/services/public-data.js';
import { dataVersions } from '../src/services/data-version.js';
import { searchService } from '../src/services/search.js';
import { sharePictureService } from '../src/services/share-picture.js';
import { unitService } from '../src/services/units.js';
import { kindService } from '../src/services/collection.js';
import { JWT_SECRET, LOGIN_LIMIT, bearer, pdf, testClock, useTestApp } from './harness.js';

// Drafts and scheduling (issue 23, contracts publication.ts): for every kind with drafts, a draft and a scheduled item
// are invisible to the public on every surface (lists and counts, the item, its file, feeds, the sitemap, search, the
// server-rendered pages' data), staff read them by id, and a scheduled item is everywhere from its instant on, with
// nothing run at that instant, on a second instance too. The clock is the test's.
const START = '2026-05-04T06:00:00Z';
const clock = testClock(START);
const h = useTestApp({ now: clock.now });
// The kinds with drafts whose items have a file, a feed and search (news, the document types): what this file checks
// on every surface. Pages have drafts without those; apps/api/test/pages-at-paths.test.ts checks theirs (their address,
// ?path=, menus).
const DRAFTED: Collection[] = COLLECTIONS.filter((c) => c.capabilities.drafts && c.capabilities.feed && c.capabilities.search);
const photo = () => sharp({ create: { width: 320, height: 200, channels: 3, background: '#336699' } }).jpeg().toBuffer();
const inAnHour = () => new Date(clock.now().getTime() + 3_600_000).toISOString();

/** Letters only, distinct per kind and status, so that search finds exactly one item by it. */
const wordOf = (c: Collection, status: string) => `kvazar${c.slug.replace(/[^a-z]/g, '')}${status}`;

/** Creates an item of `c` with `fields` beside its text and file (status, publishAt), through the API as staff. */
async function create(c: Collection, title: string, fields: Record<string, string>) {
  const type = documentTypeByResource(c.resource);
  let req = h.request.post(c.paths.api).set(bearer(h.tokens.staff));
  if (type) req = req.field(type.textField, title).attach('pdfFile', pdf(title), 'd.pdf');
  else req = req.field('naslov', title).field('opis', `Tekst: ${title}`).attach('slika', await photo(), 's.jpg');
  for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
  return req;
}

/** What the public finds of item `id` with title word `word`, surface by surface: true where it is. */
async function surfaces(c: Collection, id: number, word: string, request = h.request) {
  const type = documentTypeByResource(c.resource);
  const list = type
    ? (await request.get(c.paths.api).query({ page: 1, pageSize: 100 })).body as Paged<{ id: number }>
    : (await request.get(c.paths.api).query({ page: 1, pageSize: 100 })).body as Paged<{ id: number }>;
  const legacy = type ? undefined : (await request.get(c.paths.api).query({ lean: 'true' })).body as { id: number }[];
  const file = type ? await request.get(API.download(type, id)) : await request.get(API.newsImage(id, 'card'));
  const feed = (await request.get(type ? API.documentFeed(type) : API.newsFeed)).text;
  const sitemap = (await request.get(API.sitemap)).text;
  const search = (await request.get(API.search).query({ q: word })).body as Paged<{ id: number; kind: string }>;
  return {
    list: list.items.some((i) => i.id === id),
    ...(legacy ? { legacyList: legacy.some((i) => i.id === id) } : {}),
    item: (await request.get(`${c.paths.api}/${id}`)).status === 200,
    file: file.status === 200,
    feed: feed.includes(word),
    ...(type ? {} : { sitemap: sitemap.includes(ROUTES.newsDetail(id)) }),
    search: search.items.some((i) => i.id === id),
  };
}
const everywhere = (c: Collection, present: boolean) => ({
  list: present, ...(documentTypeByResource(c.resource) ? {} : { legacyList: present, sitemap: present }),
  item: present, file: present, feed: present, search: present,
});

describe('drafts and scheduled items, every kind with drafts', () => {
  it.each(DRAFTED.map((c) => [c.resource, c] as const))('%s: invisible to the public until published, read by staff, public at its time', async (_, c) => {
    clock.set(START);
    const before = (await h.request.get(c.paths.api).query({ page: 1, pageSize: 1 })).body.totalItems as number;
    const made = async (status: string, extra: Record<string, string> = {}) => {
      const res = await create(c, `Naslov ${wordOf(c, status)}`, { status, ...extra });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.status).toBe(status);
      return res.body as { id: number; publishAt: string | null };
    };
    const draft = await made('draft');
    const publishAt = inAnHour();
    const scheduled = await made('scheduled', { publishAt });
    const published = await made('published');
    expect(draft.publishAt).toBeNull();
    expect(scheduled.publishAt).toBe(publishAt);
    expect(published.publishAt).toBe(clock.now().toISOString());
    // Searches kept before the instant must not hide the scheduled item after it.
    await h.request.get(API.search).query({ q: wordOf(c, 'scheduled') });

    expect(await surfaces(c, draft.id, wordOf(c, 'draft'))).toEqual(everywhere(c, false));
    expect(await surfaces(c, scheduled.id, wordOf(c, 'scheduled'))).toEqual(everywhere(c, false));
    expect(await surfaces(c, published.id, wordOf(c, 'published'))).toEqual(everywhere(c, true));
    // Counts are the public's: one more, the published one.
    expect((await h.request.get(c.paths.api).query({ page: 1, pageSize: 1 })).body.totalItems).toBe(before + 1);

    // Staff read all three by id with their token; anonymous gets 404 for the two, as does an invalid token.
    for (const { id } of [draft, scheduled]) {
      const staff = await h.request.get(`${c.paths.api}/${id}`).set(bearer(h.tokens.staff));
      expect(staff.status).toBe(200);
      expect((await h.request.get(`${c.paths.api}/${id}`)).body).toMatchObject({ status: 404, message: API_ERRORS.notFound });
      expect((await h.request.get(`${c.paths.api}/${id}`).set(bearer('not.a.token'))).status).toBe(404);
    }
    const type = documentTypeByResource(c.resource);
    if (type) expect((await h.request.get(API.download(type, draft.id)).set(bearer(h.tokens.staff))).status).toBe(200);

    // The instant passes: nothing runs, yet every surface has the scheduled item; the draft stays hidden.
    clock.set(new Date(Date.parse(publishAt) + 1000));
    expect(await surfaces(c, scheduled.id, wordOf(c, 'scheduled'))).toEqual(everywhere(c, true));
    expect(await surfaces(c, draft.id, wordOf(c, 'draft'))).toEqual(everywhere(c, false));
    expect((await h.request.get(`${c.paths.api}/${scheduled.id}`)).body).toMatchObject({ status: 'published', publishAt });
  });
});

describe('the pages visitors load (server-rendered data) follow the same rule', () => {
  it('a draft news item: no card in the carousel, its page is a 404, its archive page omits it; published: all three', async () => {
    clock.set(START);
    const services = {
      news: newsService(h.db, { now: clock.now }), docs: documentService(h.db, { now: clock.now }), units: unitService(h.db, { now: clock.now }),
    };
    const data = publicData({
      documents: services.docs, news: services.news, units: services.units, institution: kindService<Institution>(h.db, 'Ustanova'),
      notices: kindService<Notice>(h.db, 'Obavijest', { now: clock.now }), search: searchService(h.db, searchablePages, { versions: dataVersions(h.db, clock.now) }),
      sharePicture: sharePictureService(h.db),
    });
    const draft = (await create(DRAFTED[0]!, 'Nacrt za naslovnu', { status: 'draft' })).body.id as number;
    expect((await data.newsSummaries()).some((n) => n.id === draft)).toBe(false);
    expect(await data.news(draft)).toBeNull();
    expect((await data.newsPage(1)).items.some((n) => n.id === draft)).toBe(false);
    const put = await h.request.post(API.contentPublication).set(bearer(h.tokens.staff)).send({ status: 'published', items: [{ kind: 'Novost', id: draft }] });
    expect(put.body, JSON.stringify(put.body)).toEqual({ changed: 1, unchanged: [], stale: [], versions: [{ kind: 'Novost', id: draft, updatedAt: expect.any(String) }] });
    expect((await data.newsSummaries()).some((n) => n.id === draft)).toBe(true);
    expect(await data.news(draft)).toMatchObject({ id: draft, status: 'published' });
    expect((await data.newsPage(1)).items.slice(0, PAGE_SIZE).some((n) => n.id === draft)).toBe(true);
  });
});

describe('writing a publication', () => {
  it('a POST without status publishes at once (legacy clients); a PUT without it leaves the publication as it was', async () => {
    clock.set(START);
    const news = DRAFTED.find((c) => c.resource === 'Novost')!;
    const legacy = (await create(news, 'Stari klijent', {})).body;
    expect(legacy).toMatchObject({ status: 'published', publishAt: START.replace('Z', '.000Z') });
    const draft = (await create(news, 'Ostaje nacrt', { status: 'draft' })).body.id as number;
    const put = await h.request.put(API.news(draft)).set(bearer(h.tokens.staff)).field('naslov', 'Ostaje nacrt, izmijenjen').field('opis', 'Opis');
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ status: 'draft', publishAt: null });
    // Published once, saved as published again later: it keeps its first instant.
    clock.advance(60_000);
    const first = (await h.request.put(API.news(draft)).set(bearer(h.tokens.staff)).field('naslov', 'Objavljen').field('opis', 'Opis').field('status', 'published')).body;
    clock.advance(60_000);
    const again = (await h.request.put(API.news(draft)).set(bearer(h.tokens.staff)).field('naslov', 'Objavljen opet').field('opis', 'Opis').field('status', 'published')).body;
    expect(again.publishAt).toBe(first.publishAt);
  });

  it('refuses a schedule without a time, with a time past or not a time, naming publishAt, and changes nothing', async () => {
    clock.set(START);
    const zakon = DRAFTED.find((c) => c.resource === 'Zakon')!;
    const count = async () => (await h.request.get(API.content).query({ kind: 'Zakon', pageSize: 25 }).set(bearer(h.tokens.staff))).body.totalItems as number;
    const before = await count();
    const cases: [Record<string, string>, string][] = [
      [{ status: 'scheduled' }, API_ERRORS.publishAtRequired],
      [{ status: 'scheduled', publishAt: '2026-05-04T05:59:00Z' }, API_ERRORS.publishAtPast],
      [{ status: 'scheduled', publishAt: START }, API_ERRORS.publishAtPast],
      [{ status: 'scheduled', publishAt: 'sutra u 8' }, API_ERRORS.publishAtInvalid],
      [{ status: 'scheduled', publishAt: '2026-05-04T08:00:00\u0000Z' }, API_ERRORS.publishAtInvalid],
      [{ status: 'objavljeno' }, API_ERRORS.invalidValue],
    ];
    for (const [fields, message] of cases) {
      const res = await create(zakon, 'Odbijeno', fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body).toMatchObject({ message, field: fields.status === 'objavljeno' ? 'status' : 'publishAt' });
    }
    expect(await count()).toBe(before);
  });

  it('bulk publish and unpublish: staff only, each item once, unknown or binned ones named, audited', async () => {
    clock.set(START);
    const news = DRAFTED.find((c) => c.resource === 'Novost')!;
    const a = (await create(news, 'Skupno A', {})).body.id as number;
    const b = (await create(news, 'Skupno B', { status: 'scheduled', publishAt: inAnHour() })).body.id as number;
    const body = (status: string) => ({ status, items: [{ kind: 'Novost', id: a }, { kind: 'Novost', id: b }, { kind: 'Novost', id: 999_999 }] });
    expect((await h.request.post(API.contentPublication).send(body('draft'))).status).toBe(401);
    const down = await h.request.post(API.contentPublication).set(bearer(h.tokens.staff)).send(body('draft'));
    expect(down.body).toMatchObject({ changed: 2, unchanged: [{ kind: 'Novost', id: 999_999 }], stale: [] });
    expect(down.body.versions.map((v: { id: number }) => v.id)).toEqual([a, b]);
    const statuses = async () => ((await h.request.get(API.content).query({ kind: 'Novost', q: 'Skupno', pageSize: 25 }).set(bearer(h.tokens.staff))).body as Paged<ContentItem>)
      .items.map((i) => [i.id, i.status]).sort();
    expect(await statuses()).toEqual([[a, 'draft'], [b, 'draft']].sort());
    const up = await h.request.post(API.contentPublication).set(bearer(h.tokens.staff)).send(body('published'));
    expect(up.body.changed).toBe(2);
    expect(await statuses()).toEqual([[a, 'published'], [b, 'published']].sort());
    const audit = await h.db.auditLog.findMany({ where: { resource: 'Novost', itemId: String(a), action: { in: ['publish', 'unpublish'] } }, orderBy: { id: 'asc' } });
    expect(audit.map((r) => r.action)).toEqual(['unpublish', 'publish']);
    for (const bad of [{}, { status: 'published', items: [] }, { status: 'published', items: [{ kind: 'Ambulanta', id: 1 }] }, { status: 'x', items: [{ kind: 'Novost', id: a }] }]) {
      expect((await h.request.post(API.contentPublication).set(bearer(h.tokens.staff)).send(bad)).status).toBe(400);
    }
  });

  it("takes each item's If-Match (issue 36): one saved since the list was read is refused alone, named with who and when, and nothing of it changes", async () => {
    clock.set(START);
    const news = DRAFTED.find((c) => c.resource === 'Novost')!;
    const zakon = DRAFTED.find((c) => c.resource === 'Zakon')!;
    const type = documentTypeByResource('Zakon')!;
    const a = (await create(news, 'Provjera verzije A', { status: 'draft' })).body.id as number;
    const b = (await create(zakon, 'Provjera verzije B', { status: 'draft' })).body.id as number;
    const listed = ((await h.request.get(API.content).query({ q: 'Provjera verzije', pageSize: 25 }).set(bearer(h.tokens.staff))).body as Paged<ContentItem>).items;
    const tagOf = (kind: string, id: number) => itemTag(listed.find((i) => i.kind === kind && i.id === id)!.updatedAt);

    // Meanwhile an admin saves B (it stays a draft): the list's version of B is stale, A's is not.
    clock.advance(60_000);
    expect((await h.request.put(API.document(type, b)).set(bearer(h.tokens.admin)).field(type.textField, 'Provjera verzije B, izmijenjen')).status).toBe(200);
    const read = async () => (await h.request.get(API.document(type, b)).set(bearer(h.tokens.staff))).body as Record<string, unknown>;
    const bBefore = await read();
    const audits = async () => h.db.auditLog.count({ where: { resource: 'Zakon', itemId: String(b) } });
    const auditsBefore = await audits();

    const res = await h.request.post(API.contentPublication).set(bearer(h.tokens.staff))
      .send({ status: 'published', items: [{ kind: 'Novost', id: a, ifMatch: tagOf('Novost', a) }, { kind: 'Zakon', id: b, ifMatch: tagOf('Zakon', b) }] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: 1, unchanged: [{ kind: 'Zakon', id: b }], versions: [{ kind: 'Novost', id: a }] });
    expect(res.body.stale).toEqual([{ kind: 'Zakon', id: b, changedBy: 'admin', changedAt: expect.any(String), message: expect.stringContaining('sačuvao/la admin') }]);
    expect(res.body.stale[0].message).toBe(API_ERRORS.editConflict('admin', res.body.stale[0].changedAt));
    // A is published; B is exactly as the admin left it: still a draft, same version, no audit row.
    expect((await h.request.get(API.news(a))).status).toBe(200);
    expect(await read()).toEqual(bBefore);
    expect(bBefore).toMatchObject({ status: 'draft', [type.textField]: 'Provjera verzije B, izmijenjen' });
    expect(await audits()).toBe(auditsBefore);

    // Sent with the version it is now, B goes too; the answer's versions are what the next change (an undo) names.
    const again = await h.request.post(API.contentPublication).set(bearer(h.tokens.staff))
      .send({ status: 'published', items: [{ kind: 'Zakon', id: b, ifMatch: itemTag(bBefore.updatedAt as string) }] });
    expect(again.body).toMatchObject({ changed: 1, stale: [] });
    const undo = await h.request.post(API.contentPublication).set(bearer(h.tokens.staff))
      .send({ status: 'draft', items: [{ kind: 'Zakon', id: b, ifMatch: itemTag(again.body.versions[0].updatedAt) }] });
    expect(undo.body).toMatchObject({ changed: 1, stale: [] });
    expect(await read()).toMatchObject({ status: 'draft' });

    // Without a tag, as before (legacy clients); a tag that is not one is a 400 naming it, and changes nothing.
    expect((await h.request.post(API.contentPublication).set(bearer(h.tokens.staff)).send({ status: 'published', items: [{ kind: 'Zakon', id: b }] })).body)
      .toMatchObject({ changed: 1, stale: [] });
    const bad = await h.request.post(API.contentPublication).set(bearer(h.tokens.staff))
      .send({ status: 'draft', items: [{ kind: 'Zakon', id: b, ifMatch: 'W/"abc"' }] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'items.0.ifMatch' });
    expect(await read()).toMatchObject({ status: 'published' });
  });
});

describe('a second instance', () => {
  it('shows a scheduled item at its time with its own clock and its own kept searches, with nothing run in between', async () => {
    clock.set(START);
    const other = testClock(START);
    const b = supertest(createApp({ db: h.db, logger: pino({ level: 'silent' }), jwtSecret: JWT_SECRET, jwtTtlSeconds: 60, loginLimit: LOGIN_LIMIT, now: other.now }));
    const news = DRAFTED.find((c) => c.resource === 'Novost')!;
    const publishAt = inAnHour();
    const word = 'kvazardrugainstanca';
    const id = (await create(news, `Naslov ${word}`, { status: 'scheduled', publishAt })).body.id as number;
    expect(await surfaces(news, id, word, b)).toEqual(everywhere(news, false));
    other.set(new Date(Date.parse(publishAt) + 1));
    expect(await surfaces(news, id, word, b)).toEqual(everywhere(news, true));
    // The first instance, still before the time, does not show it yet.
    expect(await surfaces(news, id, word)).toEqual(everywhere(news, false));
  });
});
