// The site search finds what people type for (docs/product.md "Search"): the queries of
// search-cases.ts, each with the item it must bring into the top 3.
import { beforeAll, describe, expect, it } from 'vitest';
import { API, documentTypeByKind, type SearchResults } from '@dz/contracts';
import { renderDocumentPdf } from '@dz/content/demo';
import type { PdfTextQueue } from '../src/services/pdf-text.js';
import { queryWords } from '../src/services/search-words.js';
import type { Slots } from '../src/services/search-expand.js';
import { querySlots } from '../src/services/search-prune.js';
import { poolSql } from '../src/db/sql.js';
import { bearer, useTestApp } from './harness.js';
import { DOCUMENTS, NEWS, QUERIES, found } from './search-cases.js';

const h = useTestApp();

beforeAll(async () => {
  for (const n of NEWS) await h.db.news.create({ data: n });
  for (const d of DOCUMENTS) {
    const type = documentTypeByKind(d.kind);
    await h.request.post(API.documents(type)).set(bearer(h.tokens.staff)).field(type.textField, d.title)
      .attach('pdfFile', await renderDocumentPdf(d.pdf), 'dokument.pdf').expect(201);
  }
  await (h.app.locals.pdfText as PdfTextQueue).idle();
});

describe('search: Bosnian as people type it', () => {
  it('has at least 30 queries, of every kind', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(QUERIES.map((c) => c.why))).toEqual(new Set([
      'diacritics', 'dj', 'inflection', 'ekavian', 'typo', 'pdf', 'page', 'unit', 'plain', 'synonym', 'code', 'partial', 'd for đ',
    ]));
  });

  it.each(QUERIES)('"$q" finds its item in the top 3 ($why)', async ({ q, expect: e, why }) => {
    const { body } = await h.request.get(API.search).query({ q }).expect(200) as { body: SearchResults };
    const top = body.items.slice(0, 3);
    expect(top.some((hit) => found(hit, e)), `${JSON.stringify(e)} not in ${JSON.stringify(top.map((t) => t.title))} (corrected: ${body.corrected})`).toBe(true);
    if (why === 'typo') expect(body.corrected).toBeTruthy();
    // Only what no item has every word of is answered with the partial matches, and says so.
    expect(body.partial === true, 'partial').toBe(why === 'partial');
  });
});

describe('search: a pruned query (services/search-prune.ts)', () => {
  it('finds exactly the entries and titles the whole query finds, slot by slot, with the covered alternatives dropped', async () => {
    const sql = poolSql(h.db);
    // In lower case: the whole query (SQL search_query) knows no abbreviations (test/search-precision.test.ts has them).
    const groups = (await sql<{ terms: string[] }>('SELECT terms FROM "SearchSynonym" ORDER BY id', []))
      .map((r) => r.terms.map((t) => queryWords(t.toLowerCase())).filter((ws) => ws.length > 0));
    // Each seeded group as one slot (as expand makes it of a member typed), alone and beside other slots.
    const cases: Slots[] = groups.flatMap((g) => [[g], [g, [['ambulanta']]], [[['zdravstvenoj', 'zaštiti']], g]]);
    const words = [...new Set(cases.flat(3))];
    const terms = new Map((await sql<{ w: string; terms: string[][] }>(
      `SELECT w, coalesce((SELECT json_agg(p.variants ORDER BY p.term) FROM search_query_parts(ARRAY[w]) p), '[]') AS terms
       FROM unnest($1::text[]) w`, [words],
    )).map((r) => [r.w, r.terms]));
    const lexemes = new Map((await sql<{ v: string; lexemes: string[] }>(
      'SELECT v, search_lexemes(v) AS lexemes FROM unnest($1::text[]) v', [[...new Set([...terms.values()].flat(2))]],
    )).map((r) => [r.v, r.lexemes]));
    const lexemesOf = (w: string) => terms.get(w)!.map((variants) => [...new Set(variants.flatMap((v) => lexemes.get(v)!))]);
    let matched = 0;
    let dropped = 0;
    for (const slots of cases) {
      const pruned = querySlots(slots, lexemesOf).all;
      dropped += slots.flat().length - pruned.flat().length;
      const rows = await sql<{ whole: number[] | null; prunedHits: number[] | null; wholeTitles: number[] | null; prunedTitles: number[] | null }>(
        `WITH q AS MATERIALIZED (SELECT search_query_slot_list($1::jsonb) AS whole, search_query_term_slots($2::jsonb) AS pruned)
         SELECT (SELECT array_agg(e.id ORDER BY e.id) FROM "SearchEntry" e WHERE e.vector @@ whole[i]) AS whole,
                (SELECT array_agg(e.id ORDER BY e.id) FROM "SearchEntry" e WHERE e.vector @@ pruned[i]) AS "prunedHits",
                (SELECT array_agg(s.id ORDER BY s.id) FROM "SearchTitle" s WHERE s.vector @@ whole[i]) AS "wholeTitles",
                (SELECT array_agg(s.id ORDER BY s.id) FROM "SearchTitle" s WHERE s.vector @@ pruned[i]) AS "prunedTitles"
         FROM q, generate_subscripts(whole, 1) i WHERE cardinality(whole) = cardinality(pruned)`,
        [JSON.stringify(slots), JSON.stringify(pruned)],
      );
      expect(rows.length, JSON.stringify(slots)).toBe(slots.length);
      for (const r of rows) {
        expect(r.prunedHits, JSON.stringify(slots)).toEqual(r.whole);
        expect(r.prunedTitles, JSON.stringify(slots)).toEqual(r.wholeTitles);
        if (r.whole) matched += 1;
      }
    }
    // Not vacuous: most groups' slots find something here, and the synonyms overlap ("stomatolog" finds every "stomatologija").
    expect(matched).toBeGreaterThan(cases.length);
    expect(dropped).toBeGreaterThan(groups.length);
    const zubar = querySlots([groups.find((g) => g[0]![0] === 'zubar')!], lexemesOf).all;
    // No text here has "zubar" or "zubarka": their alternatives go; 'stomatol' matches every "stomatologija" and "stomatološka".
    expect(zubar).toEqual([[[['stomatolog', 'stomatologij', 'stomatolosk']], [['zubn'], ['ambulant']], [['zub']]]]);
  });
});
