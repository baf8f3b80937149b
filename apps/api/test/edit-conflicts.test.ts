// Two editors at once (issue 21): every editable item's GET carries its version as ETag; a PUT or
// DELETE with a stale If-Match gets 412 naming who saved it and when, and changes nothing; without
// If-Match (legacy clients) writes work as before.
import { describe, expect, it } from 'vitest';
import { API, API_ERRORS, DOCUMENT_TYPES, formatDateTime, type ClinicInput, type InstitutionInput, type NoticeInput, type ServiceInput } from '@dz/contracts';
import type { Response } from 'supertest';
import { bearer, pdf, testClock, useTestApp } from './harness.js';

const clock = testClock('2026-03-11T09:30:00Z');
const h = useTestApp({ now: clock.now });
const type = DOCUMENT_TYPES[0];

/** One editable kind: how to make an item, where it lives, and a write that changes it to `text`. */
interface Kind {
  name: string;
  make(): Promise<string>;
  /** The write, with `ifMatch` as its If-Match header when given. */
  put(path: string, text: string, ifMatch?: string): Promise<Response>;
  text(body: Record<string, unknown>): unknown;
  deletable: boolean;
  token?: () => string;
}

const strip = ({ id: _i, updatedAt: _u, status: _s, audio: _a, picture: _p, createdAt: _c, active: _ac, endedAt: _e, ...rest }: Record<string, unknown>) => rest;
const current = async (path: string) => strip((await h.request.get(path).set(bearer(h.tokens.admin))).body as Record<string, unknown>);

const kinds: Kind[] = [
  {
    name: 'news',
    make: async () => API.news((await h.request.post(API.newsList).set(bearer(h.tokens.staff)).field('naslov', 'Prvi naslov').field('opis', 'Opis')
      .attach('slika', await sharpJpeg(), 'a.jpg')).body.id as number),
    put: async (path, text, ifMatch) => withIfMatch(h.request.put(path).set(bearer(h.tokens.staff)), ifMatch).field('naslov', text).field('opis', 'Opis'),
    text: (b) => b.naslov,
    deletable: true,
  },
  {
    name: 'a document',
    make: async () => API.document(type, (await h.request.post(API.documents(type)).set(bearer(h.tokens.staff)).field(type.textField, 'Prvi naziv')
      .attach('pdfFile', pdf(), 'a.pdf')).body.id as number),
    put: async (path, text, ifMatch) => withIfMatch(h.request.put(path).set(bearer(h.tokens.staff)), ifMatch).field(type.textField, text),
    text: (b) => b[type.textField],
    deletable: true,
  },
  {
    name: 'a clinic',
    make: async () => API.clinic(1),
    put: async (path, text, ifMatch) => withIfMatch(h.request.put(path).set(bearer(h.tokens.staff)), ifMatch).send({ ...(await current(path) as ClinicInput), title: text }),
    text: (b) => b.title,
    deletable: false,
  },
  {
    name: 'a service',
    make: async () => API.service(1),
    put: async (path, text, ifMatch) => withIfMatch(h.request.put(path).set(bearer(h.tokens.staff)), ifMatch).send({ ...(await current(path) as ServiceInput), title: text }),
    text: (b) => b.title,
    deletable: false,
  },
  {
    name: 'the institution',
    make: async () => API.institution,
    put: async (path, text, ifMatch) => withIfMatch(h.request.put(path).set(bearer(h.tokens.admin)), ifMatch).send({ ...(await current(path) as InstitutionInput), bank: text }),
    text: (b) => b.bank,
    deletable: false,
  },
  {
    name: 'a notice',
    make: async () => {
      const n: NoticeInput = { text: 'Prva obavijest', link: '', from: '2026-03-11', to: '2026-03-12', urgent: false };
      return API.notice((await h.request.post(API.notices).set(bearer(h.tokens.staff)).send(n)).body.id as number);
    },
    put: async (path, text, ifMatch) => withIfMatch(h.request.put(path).set(bearer(h.tokens.staff)), ifMatch).send({ ...(await current(path) as NoticeInput), text }),
    text: (b) => b.text,
    deletable: true,
  },
];

async function sharpJpeg() {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
}

const withIfMatch = <T extends { set(name: string, value: string): T }>(req: T, ifMatch: string | undefined) => (ifMatch === undefined ? req : req.set('If-Match', ifMatch));

const read = async (path: string) => {
  const res = await h.request.get(path).set(bearer(h.tokens.staff));
  expect(res.status).toBe(200);
  expect(res.headers.etag).toMatch(/^"[0-9a-z]+"$/);
  return { tag: res.headers.etag as string, body: res.body as Record<string, unknown> };
};

describe.each(kinds)('$name', (kind) => {
  it('carries its version as ETag; a write with the current If-Match passes and answers the new ETag', async () => {
    const path = await kind.make();
    const first = await read(path);
    clock.advance(60_000);
    const saved = await kind.put(path, 'Sačuvano uz If-Match', first.tag);
    expect(saved.status).toBe(200);
    expect(saved.headers.etag).toMatch(/^"[0-9a-z]+"$/);
    expect(saved.headers.etag).not.toBe(first.tag);
    const after = await read(path);
    expect(after.tag).toBe(saved.headers.etag);
    expect(kind.text(after.body)).toBe('Sačuvano uz If-Match');
  });

  it('a stale If-Match: 412 naming who saved it and when, and nothing changes', async () => {
    const path = await kind.make();
    const mine = await read(path);
    // The other editor saves first.
    expect((await kind.put(path, 'Tuđa izmjena', mine.tag)).status).toBe(200);
    const theirs = await read(path);
    const stale = await kind.put(path, 'Moja izmjena', mine.tag);
    expect(stale.status).toBe(412);
    const who = kind.name === 'the institution' ? 'admin' : 'osoblje';
    expect(stale.body).toMatchObject({ status: 412, changedBy: who });
    expect(stale.body.message).toBe(API_ERRORS.editConflict(who, stale.body.changedAt as string));
    expect(stale.body.message).toContain(formatDateTime(stale.body.changedAt as string));
    const now = await read(path);
    expect(now.tag).toBe(theirs.tag);
    expect(kind.text(now.body)).toBe('Tuđa izmjena');
    // A weak tag, a list without the current one and junk never match; a list with it and '*' do.
    for (const header of [`W/${theirs.tag}`, `"x", ${mine.tag}`, 'junk']) {
      expect((await kind.put(path, 'Nikad', header)).status).toBe(412);
    }
    expect(kind.text((await read(path)).body)).toBe('Tuđa izmjena');
    expect((await kind.put(path, 'Lista', `"x", ${theirs.tag}`)).status).toBe(200);
    expect((await kind.put(path, 'Zvjezdica', '*')).status).toBe(200);
  });

  it('without If-Match (a legacy client) a write works as before', async () => {
    const path = await kind.make();
    await read(path);
    expect((await kind.put(path, 'Bez provjere')).status).toBe(200);
    expect((await kind.put(path, 'Opet bez provjere')).status).toBe(200);
    expect(kind.text((await read(path)).body)).toBe('Opet bez provjere');
  });

});

describe.each(kinds.filter((k) => k.deletable))('$name, deleted', (kind) => {
  it('a DELETE with a stale If-Match is refused and the item stays; with the current one it goes', async () => {
    const path = await kind.make();
    const mine = await read(path);
    expect((await kind.put(path, 'Izmijenjeno prije brisanja')).status).toBe(200);
    const refused = await h.request.delete(path).set(bearer(h.tokens.staff)).set('If-Match', mine.tag);
    expect(refused.status).toBe(412);
    const now = await read(path);
    expect((await h.request.delete(path).set(bearer(h.tokens.staff)).set('If-Match', now.tag)).status).toBe(204);
    expect((await h.request.get(path).set(bearer(h.tokens.staff))).status).toBe(404);
  });
});

it('two saves from the same version at once: exactly one passes', async () => {
  const doc = kinds[1]!;
  const path = await doc.make();
  const { tag } = await read(path);
  const results = await Promise.all(Array.from({ length: 6 }, async (_, i) => doc.put(path, `Istovremeno ${i}`, tag)));
  expect(results.map((r) => r.status).sort()).toEqual([200, 412, 412, 412, 412, 412]);
});
