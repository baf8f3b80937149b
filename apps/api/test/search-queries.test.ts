// The site search finds what people type for (docs/product.md "Search"): the queries of
// search-cases.ts, each with the item it must bring into the top 3.
import { beforeAll, describe, expect, it } from 'vitest';
import { API, documentTypeByKind, type SearchResults } from '@dz/contracts';
import { renderDocumentPdf } from '@dz/content/demo';
import type { PdfTextQueue } from '../src/services/pdf-text.js';
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
