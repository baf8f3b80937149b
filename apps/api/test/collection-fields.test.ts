import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  API, API_ERRORS, IMAGE_FIELD, newsCollection, textFieldsOf, type AuditEntry, type ItemVersion, type SearchResults,
} from '@dz/contracts';
import { bearer, useTestApp } from './harness.js';

// Every text field the news collection describes (packages/contracts collections.ts), through the code that reads the
// description (issue 22): the API's validation and answers, versions, the audit log and the search. Named by field, so
// a field added to the description is tested here without a line of this file changing (apps/api/test/new-field.test.ts
// adds one and looks for its tests).
const h = useTestApp();
const fields = textFieldsOf(newsCollection);
const photo = () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } }).jpeg().toBuffer();

/** A word found nowhere else: letters only, as the search's words are. */
const word = () => `polje${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`;

/** Every field filled (a required one with something), these values over them. */
const values = (over: Record<string, string> = {}) =>
  Object.fromEntries(fields.map((f) => [f.wire, over[f.wire] ?? (f.required ? `Vrijednost ${f.name}` : '')]));

const send = (req: ReturnType<typeof h.request.post>, v: Record<string, string>) => {
  for (const [k, value] of Object.entries(v)) req.field(k, value);
  return req;
};
const create = async (v: Record<string, string>) =>
  send(h.request.post(API.newsList).set(bearer(h.tokens.staff)), v).attach(IMAGE_FIELD, await photo(), 'slika.jpg');
const update = (id: number, v: Record<string, string>) => send(h.request.put(API.news(id)).set(bearer(h.tokens.staff)), v);
const count = async () => ((await h.request.get(`${API.newsList}?lean=true`)).body as unknown[]).length;

describe('news: every text field its collection describes (issue 22)', () => {
  for (const f of fields) {
    describe(`${f.name} (${f.wire})`, () => {
      it('is stored and answered under its wire name; too long (or empty when required) is a 400 naming it, and nothing is stored', async () => {
        const v = `Tekst ${word()}`;
        const r = await create(values({ [f.wire]: v }));
        expect(r.status, JSON.stringify(r.body)).toBe(201);
        expect(r.body[f.wire]).toBe(v);
        expect((await h.request.get(API.news(r.body.id))).body[f.wire]).toBe(v);

        const before = await count();
        const long = await create(values({ [f.wire]: 'a'.repeat(f.maxLength! + 1) }));
        expect(long.body).toEqual({ status: 400, message: API_ERRORS.tooLong(f.maxLength!), field: f.wire });
        if (f.required) expect((await create(values({ [f.wire]: '   ' }))).body).toEqual({ status: 400, message: API_ERRORS.required, field: f.wire });
        expect((await update(r.body.id, values({ [f.wire]: 'a'.repeat(f.maxLength! + 1) }))).status).toBe(400);
        expect(await count()).toBe(before);
        expect((await h.request.get(API.news(r.body.id))).body[f.wire]).toBe(v);
      });

      it('is kept in each version (the versions\' text shows the old and the new value) and its save is in the audit log', async () => {
        const old = `Staro ${word()}`;
        const now = `Novo ${word()}`;
        const id = (await create(values({ [f.wire]: old }))).body.id as number;
        expect((await update(id, values({ [f.wire]: now }))).status).toBe(200);
        const list = (await h.request.get(API.newsVersions(id)).set(bearer(h.tokens.staff))).body as ItemVersion[];
        expect(list.map((x) => x.version)).toEqual([2, 1]);
        expect(list[0]!.text).toContain(now);
        expect(list[0]!.text).not.toContain(old);
        expect(list[1]!.text).toContain(old);
        const audit = (await h.request.get(`${API.audit}?resource=${newsCollection.resource}&pageSize=100`).set(bearer(h.tokens.admin))).body.items as AuditEntry[];
        expect(audit.filter((a) => a.itemId === String(id)).map((a) => a.action)).toEqual(['update', 'create']);
      });

      if (f.search) {
        it(`is found by the site search (weight ${f.search}), and no more once changed`, async () => {
          const w = word();
          const id = (await create(values({ [f.wire]: `Tekst ${w}` }))).body.id as number;
          const found = async (q: string) => ((await h.request.get(API.search).query({ q })).body as SearchResults).items
            .some((x) => x.kind === newsCollection.slug && x.id === id);
          expect(await found(w)).toBe(true);
          expect((await update(id, values({ [f.wire]: `Tekst ${word()}` }))).status).toBe(200);
          expect(await found(w)).toBe(false);
        });
      }
    });
  }
});
