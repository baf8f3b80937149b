import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { API, API_ERRORS, type SearchResults, type SynonymGroups } from '@dz/contracts';
import { createApp } from '../src/app.js';
import { JWT_SECRET, LOGIN_LIMIT, bearer, useTestApp } from './harness.js';

// The search's synonym groups (issue 24, GET/PUT /api/search/synonyms): seeded, staff edit them, and an edit works at
// the next query on every instance, with nothing indexed again.
const h = useTestApp();
const titles = async (q: string, request = h.request) => ((await request.get(API.search).query({ q })).body as SearchResults).items.map((i) => i.title);
const groups = async () => ((await h.request.get(API.searchSynonyms).set(bearer(h.tokens.staff))).body as SynonymGroups).groups;

describe('search synonyms', () => {
  it('come seeded with at least 40 groups, among them the ones residents use most', async () => {
    const seeded = await groups();
    expect(seeded.length).toBeGreaterThanOrEqual(40);
    const has = (...words: string[]) => seeded.some((g) => words.every((w) => g.includes(w)));
    expect(has('zubar', 'stomatolog')).toBe(true);
    expect(has('doktor', 'ljekar')).toBe(true);
    expect(has('rendgen', 'RTG', 'radiologija')).toBe(true);
    expect(has('cijepljenje', 'vakcinacija', 'imunizacija')).toBe(true);
    expect(has('MR', 'magnetna rezonanca')).toBe(true);
    expect(has('šlog', 'moždani udar')).toBe(true);
    expect(has('posao', 'oglas', 'konkurs')).toBe(true);
    expect(has('dežurstvo', 'dežurni', 'dežurna ambulanta')).toBe(true);
  });

  it('are staff only; bad groups are refused, naming the field, and change nothing', async () => {
    expect((await h.request.get(API.searchSynonyms)).status).toBe(401);
    expect((await h.request.put(API.searchSynonyms).send({ groups: [] })).status).toBe(401);
    const before = await groups();
    const put = (body: unknown) => h.request.put(API.searchSynonyms).set(bearer(h.tokens.staff)).send(body as object);
    for (const [body, message] of [
      [{ groups: [['samo jedna']] }, API_ERRORS.synonymGroupSize],
      [{ groups: [['a', '']] }, API_ERRORS.required],
      [{ groups: [['a', '<script>']] }, API_ERRORS.synonymTerm],
      [{ groups: [['a', 'b\u0000c']] }, API_ERRORS.synonymTerm],
      [{ groups: [['a', 'x'.repeat(61)]] }, API_ERRORS.tooLong(60)],
      [{ groups: 'zubar' }, API_ERRORS.invalidValue],
    ] as const) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.field).toMatch(/^groups/);
    }
    expect(await groups()).toEqual(before);
  });

  it('an added group works at the next query, on a second instance too, and is audited', async () => {
    await h.db.news.create({ data: { naslov: 'Ortoped prima u utorak', opis: 'Specijalista ortopedije prima pacijente utorkom.' } });
    const other = supertest(createApp({ db: h.db, logger: pino({ level: 'silent' }), jwtSecret: JWT_SECRET, jwtTtlSeconds: 60, loginLimit: LOGIN_LIMIT }));
    // Asked first, so both instances keep an empty answer for it.
    expect(await titles('kosti')).toEqual([]);
    expect(await titles('kosti', other)).toEqual([]);
    const seeded = await groups();
    const res = await h.request.put(API.searchSynonyms).set(bearer(h.tokens.staff)).send({ groups: [...seeded, ['kosti', 'ortoped', 'ortopedija']] });
    expect(res.status).toBe(200);
    expect(res.body.groups.at(-1)).toEqual(['kosti', 'ortoped', 'ortopedija']);
    expect(await titles('kosti')).toContain('Ortoped prima u utorak');
    expect(await titles('kosti', other)).toContain('Ortoped prima u utorak');
    expect(await h.db.auditLog.count({ where: { resource: 'Sinonimi', action: 'update', actorName: 'osoblje' } })).toBe(1);
    // Taken away again: the next query no longer reads it so.
    await h.request.put(API.searchSynonyms).set(bearer(h.tokens.staff)).send({ groups: seeded });
    expect(await titles('kosti', other)).toEqual([]);
  });
});
