// REQUIRE_IF_MATCH (issue 41, point 6: "silent overwrite by design"): with the setting on, every write of a versioned
// item without If-Match is refused with 428 in the usual JSON shape and changes nothing; with the current If-Match it
// passes. Off (the default, for the legacy wire) the same writes without If-Match still succeed.
import { describe, expect, it } from 'vitest';
import {
  API, API_ERRORS, DOCUMENT_TYPES, GENERIC_COLLECTIONS, plainFieldsOf,
  type ClinicInput, type Collection, type InstitutionInput, type NoticeInput, type ServiceInput,
} from '@dz/contracts';
import { sampleValue } from '@dz/contracts/testing';
import type { Response, Test } from 'supertest';
import { bearer, pdf, testClock, useTestApp, type Harness } from './harness.js';

const type = DOCUMENT_TYPES[0];
// A collection served from its description alone (routes/collection.ts), when the registry has one (none today).
const collection = GENERIC_COLLECTIONS[0];

async function jpeg(width = 1300, height = 700) {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
}

/** One write of a versioned item: where its version is read (GET, ETag), and the write with or without If-Match. */
interface Write {
  name: string;
  /** Makes the item (when it has to be made) and answers the path its version is read at. */
  make(): Promise<string>;
  write(path: string, withIfMatch: (req: Test) => Test): Promise<Response>;
  /** The answer of a write that passes. */
  ok: number;
}

function writesOf(h: Harness, clock: ReturnType<typeof testClock>): Write[] {
  const staff = (req: Test) => req.set(bearer(h.tokens.staff));
  const admin = (req: Test) => req.set(bearer(h.tokens.admin));
  const current = async (path: string) => {
    const { id: _i, updatedAt: _u, status: _s, audio: _a, picture: _p, createdAt: _c, active: _ac, endedAt: _e, ...rest } =
      (await admin(h.request.get(path))).body as Record<string, unknown>;
    return rest;
  };
  const news = async () => API.news((await staff(h.request.post(API.newsList)).field('naslov', 'Naslov').field('opis', 'Opis')
    .attach('slika', await jpeg(), 'a.jpg')).body.id as number);
  const doc = async () => API.document(type, (await staff(h.request.post(API.documents(type))).field(type.textField, 'Naziv')
    .attach('pdfFile', pdf(), 'a.pdf')).body.id as number);
  const day = (offset: number) => new Date(clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const notice = async () => {
    const n: NoticeInput = { text: 'Obavijest', link: '', from: day(0), to: day(1), urgent: false };
    return API.notice((await staff(h.request.post(API.notices)).send(n)).body.id as number);
  };
  let n = 0;
  const generic = (c: Collection): Write[] => {
    const values = (k: number) => Object.fromEntries(plainFieldsOf(c).map((f) => [f.wire, sampleValue(f, k)]));
    const writer = c.access.write === 'admin' ? admin : staff;
    const entry = async () => `${c.paths.api}/${(await writer(h.request.post(c.paths.api)).send(values(1))).body.id as number}`;
    return [
      { name: `${c.slug} PUT`, make: entry, write: async (p, m) => m(writer(h.request.put(p))).send(values(2 + (++n % 3))), ok: 200 },
      { name: `${c.slug} DELETE`, make: entry, write: async (p, m) => m(writer(h.request.delete(p))), ok: 204 },
    ];
  };
  const text = () => `Izmjena ${++n}`;
  return [
    { name: 'news PUT', make: news, write: async (p, m) => m(staff(h.request.put(p))).field('naslov', text()).field('opis', 'Opis'), ok: 200 },
    { name: 'news DELETE', make: news, write: async (p, m) => m(staff(h.request.delete(p))), ok: 204 },
    { name: 'document PUT', make: doc, write: async (p, m) => m(staff(h.request.put(p))).field(type.textField, text()), ok: 200 },
    { name: 'document DELETE', make: doc, write: async (p, m) => m(staff(h.request.delete(p))), ok: 204 },
    {
      name: 'clinic PUT', make: async () => API.clinic(1),
      write: async (p, m) => m(staff(h.request.put(p))).send({ ...(await current(p) as ClinicInput), title: text() }), ok: 200,
    },
    { name: 'clinic picture PUT', make: async () => API.clinic(2), write: async (p, m) => m(staff(h.request.put(`${p}/slika`))).attach('slika', await jpeg(), 'a.jpg'), ok: 200 },
    { name: 'clinic DELETE', make: async () => API.clinic(3), write: async (p, m) => m(staff(h.request.delete(p))), ok: 204 },
    {
      name: 'service PUT', make: async () => API.service(1),
      write: async (p, m) => m(staff(h.request.put(p))).send({ ...(await current(p) as ServiceInput), title: text() }), ok: 200,
    },
    { name: 'service picture PUT', make: async () => API.service(2), write: async (p, m) => m(staff(h.request.put(`${p}/slika`))).attach('slika', await jpeg(), 'a.jpg'), ok: 200 },
    { name: 'service DELETE', make: async () => API.service(3), write: async (p, m) => m(staff(h.request.delete(p))), ok: 204 },
    {
      name: 'notice PUT', make: notice,
      write: async (p, m) => m(staff(h.request.put(p))).send({ ...(await current(p) as NoticeInput), text: text() }), ok: 200,
    },
    { name: 'notice DELETE', make: notice, write: async (p, m) => m(staff(h.request.delete(p))), ok: 204 },
    {
      name: 'institution PUT', make: async () => API.institution,
      write: async (p, m) => m(admin(h.request.put(p))).send({ ...(await current(p) as InstitutionInput), bank: text() }), ok: 200,
    },
    ...(collection ? generic(collection) : []),
    {
      name: 'synonyms PUT', make: async () => API.searchSynonyms,
      write: async (p, m) => m(staff(h.request.put(p))).send({ groups: [['zubar', 'stomatolog'], [text().toLowerCase(), 'izmjena']] }), ok: 200,
    },
    { name: 'share picture PUT', make: async () => API.sharePicture, write: async (p, m) => m(admin(h.request.put(p))).attach('slika', await jpeg(1200 + ++n, 630), 'a.jpg'), ok: 200 },
    { name: 'share picture DELETE', make: async () => API.sharePicture, write: async (p, m) => m(admin(h.request.delete(p))), ok: 200 },
  ];
}

/** The item as a staff member reads it: its ETag and its body. */
const reader = (h: Harness) => async (path: string) => {
  const r = await h.request.get(path).set(bearer(h.tokens.admin));
  expect(r.status, path).toBe(200);
  expect(r.headers.etag, path).toMatch(/^"[\x21\x23-\x7e]+"$/);
  return { tag: r.headers.etag as string, body: r.body as unknown };
};

describe('REQUIRE_IF_MATCH on', () => {
  const clock = testClock('2026-03-11T09:30:00Z');
  const h = useTestApp({ now: clock.now, requireIfMatch: true });
  const read = reader(h);

  it.each(writesOf(h, clock).map((w) => [w.name, w] as const))('%s without If-Match: 428 in the usual shape, nothing changed; with it: done', async (_name, w) => {
    const path = await w.make();
    // The share picture's DELETE has an upload to take back.
    if (w.name === 'share picture DELETE') {
      expect((await h.request.put(path).set(bearer(h.tokens.admin)).set('If-Match', (await read(path)).tag).attach('slika', await jpeg(), 'a.jpg')).status).toBe(200);
    }
    const before = await read(path);
    clock.advance(60_000);
    const refused = await w.write(path, (req) => req);
    expect([refused.status, refused.body]).toEqual([428, { status: 428, message: API_ERRORS.ifMatchRequired }]);
    expect(await read(path)).toEqual(before);

    const done = await w.write(path, (req) => req.set('If-Match', before.tag));
    expect(done.status, JSON.stringify(done.body)).toBe(w.ok);
    if (w.ok === 200) expect(done.headers.etag).toMatch(/^"[\x21\x23-\x7e]+"$/);
    if (w.ok === 200) expect(done.headers.etag).not.toBe(before.tag);
    // A stale one is still a 412, as ever.
    if (w.ok === 200) expect((await w.write(path, (req) => req.set('If-Match', before.tag))).status).toBe(412);
  });
});

describe('REQUIRE_IF_MATCH on: a bulk publication', () => {
  const clock = testClock('2026-03-11T09:30:00Z');
  const h = useTestApp({ now: clock.now, requireIfMatch: true });
  const read = reader(h);

  it('refuses the whole change (428, nothing published) when an item names no version; with every version it passes', async () => {
    const draft = async () => (await h.request.post(API.newsList).set(bearer(h.tokens.staff)).field('naslov', 'Nacrt').field('opis', 'Opis')
      .field('status', 'draft').attach('slika', await jpeg(), 'a.jpg')).body.id as number;
    const [a, b] = [await draft(), await draft()];
    const [ta, tb] = [(await read(API.news(a))).tag, (await read(API.news(b))).tag];
    const publish = (items: object[]) => h.request.post(API.contentPublication).set(bearer(h.tokens.staff)).send({ status: 'published', items });
    const refused = await publish([{ kind: 'Novost', id: a, ifMatch: ta }, { kind: 'Novost', id: b }]);
    expect([refused.status, refused.body]).toEqual([428, { status: 428, message: API_ERRORS.ifMatchRequired }]);
    expect([(await read(API.news(a))).tag, (await read(API.news(b))).tag]).toEqual([ta, tb]);
    const done = await publish([{ kind: 'Novost', id: a, ifMatch: ta }, { kind: 'Novost', id: b, ifMatch: tb }]);
    expect([done.status, done.body.changed]).toEqual([200, 2]);
  });
});

describe('REQUIRE_IF_MATCH off (the default: the legacy wire)', () => {
  const clock = testClock('2026-03-11T09:30:00Z');
  const h = useTestApp({ now: clock.now });
  const read = reader(h);

  it.each(writesOf(h, clock).map((w) => [w.name, w] as const))('%s without If-Match still succeeds', async (_name, w) => {
    const path = await w.make();
    if (w.name === 'share picture DELETE') {
      expect((await h.request.put(path).set(bearer(h.tokens.admin)).attach('slika', await jpeg(), 'a.jpg')).status).toBe(200);
    }
    const before = await read(path);
    clock.advance(60_000);
    const done = await w.write(path, (req) => req);
    expect(done.status, JSON.stringify(done.body)).toBe(w.ok);
    if (w.ok === 200) expect((await read(path)).tag).not.toBe(before.tag);
  });
});

describe('the synonyms and the share picture are versioned like the items', () => {
  const clock = testClock('2026-03-11T09:30:00Z');
  const h = useTestApp({ now: clock.now });
  const read = reader(h);

  it('a stale If-Match is a 412 naming who saved and when, and nothing changes', async () => {
    for (const [path, send] of [
      [API.searchSynonyms, (req: Test, i: number) => req.set(bearer(h.tokens.staff)).send({ groups: [['zubar', `stomatolog${'a'.repeat(i)}`]] })],
      [API.sharePicture, async (req: Test, i: number) => req.set(bearer(h.tokens.admin)).attach('slika', await jpeg(1200 + i, 630), 'a.jpg')],
    ] as const) {
      const mine = await read(path);
      const theirs = await send(h.request.put(path).set('If-Match', mine.tag), 1);
      expect(theirs.status).toBe(200);
      const saved = await read(path);
      expect(saved.tag).toBe(theirs.headers.etag);
      const stale = await send(h.request.put(path).set('If-Match', mine.tag), 2);
      expect(stale.status, path).toBe(412);
      expect(stale.body.message).toBe(API_ERRORS.editConflict(stale.body.changedBy as string, stale.body.changedAt as string));
      expect(stale.body.changedBy).toBe(path === API.sharePicture ? 'admin' : 'osoblje');
      expect(await read(path)).toEqual(saved);
    }
  });
});
