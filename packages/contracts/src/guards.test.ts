import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_ITEM_TYPES, DOCUMENT_TYPES, ERROR_BODY_TYPES, FIRST_PAGE, NEWS_SUMMARY_TYPES, documentSchema, isDocumentPage,
  pageFromQuery, pageQuerySchema, pagedSchema, TOKEN_CLAIM_TYPES, errorBodySchema, isErrorBody, isNewsPage, isNewsSummaryList, isTokenClaims,
  newsPageSchema, newsSummarySchema, tokenClaimsSchema,
} from './index.js';

const claims = { sub: '1', name: 'amra', role: 'Admin', exp: 1_900_000_000 };
const news = {
  id: 1, naslov: 'N', opis: 'O', slikaUrl: '/a', slikaKarticaUrl: '/b', createdAt: '2025-01-01', updatedAt: '2025-01-01',
};

describe('zod-free guards agree with the schemas', () => {
  it('list exactly the required fields of the schemas', () => {
    const required = (shape: Record<string, { safeParse: (v: unknown) => { success: boolean } }>) =>
      Object.keys(shape).filter((k) => !shape[k]!.safeParse(undefined).success).sort();
    expect(Object.keys(TOKEN_CLAIM_TYPES).sort()).toEqual(required(tokenClaimsSchema.shape));
    expect(Object.keys(NEWS_SUMMARY_TYPES).sort()).toEqual(required(newsSummarySchema.shape));
    expect(Object.keys(ERROR_BODY_TYPES).sort()).toEqual(required(errorBodySchema.shape));
  });

  it('accept what the schemas accept and reject a missing or mistyped field', () => {
    expect(tokenClaimsSchema.safeParse(claims).success && isTokenClaims(claims)).toBe(true);
    expect(newsSummarySchema.array().safeParse([news]).success && isNewsSummaryList([news])).toBe(true);
    for (const key of Object.keys(claims)) {
      const broken = { ...claims, [key]: key === 'exp' ? 'soon' : 7 };
      expect([isTokenClaims(broken), tokenClaimsSchema.safeParse(broken).success]).toEqual([false, false]);
    }
    const { opis: _opis, ...noOpis } = news;
    expect([isNewsSummaryList([noOpis]), newsSummarySchema.array().safeParse([noOpis]).success]).toEqual([false, false]);
    expect(isNewsSummaryList({})).toBe(false);
    for (const body of [{ status: 400, message: 'x' }, { status: 400, message: 'x', field: 'naziv' }, { status: 400, message: 'x', field: 3 }]) {
      expect(isErrorBody(body)).toBe(errorBodySchema.safeParse(body).success);
    }
    expect(isTokenClaims(null)).toBe(false);
  });
});

describe('zod-free document page and page number', () => {
  it('check a page of each type like the schemas do', () => {
    for (const t of DOCUMENT_TYPES) {
      const schema = pagedSchema(documentSchema(t));
      expect(Object.keys(documentSchema(t).shape).sort()).toEqual([...Object.keys(DOCUMENT_ITEM_TYPES), t.textField].sort());
      const item = { id: 1, fileName: 'a.pdf', fileSize: 3, createdAt: 'x', updatedAt: 'y', [t.textField]: 'tekst' };
      const samples = [
        { items: [item], totalItems: 1 },
        { items: [], totalItems: 0 },
        { items: [{ ...item, [t.textField]: undefined }], totalItems: 1 },
        { items: [{ ...item, fileSize: '3' }], totalItems: 1 },
        { items: [item] },
        { items: 'x', totalItems: 1 },
      ];
      for (const v of samples) expect(isDocumentPage(t, v), JSON.stringify(v)).toBe(schema.safeParse(v).success);
    }
  });

  it('check a page of the news archive like its schema does', () => {
    const { opis: _opis, ...noOpis } = news;
    const samples = [
      { items: [news], totalItems: 1 },
      { items: [], totalItems: 0 },
      { items: [noOpis], totalItems: 1 },
      { items: [{ ...news, id: '1' }], totalItems: 1 },
      { items: [news] },
      { items: [news], totalItems: '1' },
      [news],
      null,
    ];
    for (const v of samples) expect(isNewsPage(v), JSON.stringify(v)).toBe(newsPageSchema.safeParse(v).success);
  });

  it('read the page number by pageQuerySchema\'s rule, falling back to the first page', () => {
    for (const raw of ['1', '2', '17', '1000000', '0', '-1', '1.5', 'x', '', '1e3', '01', '1000001', ' 2']) {
      const parsed = pageQuerySchema.safeParse({ page: raw });
      const expected = parsed.success && /^\d+$/.test(raw) ? parsed.data.page : FIRST_PAGE;
      expect(pageFromQuery(raw), raw).toBe(expected);
    }
    expect(pageFromQuery(null)).toBe(FIRST_PAGE);
  });
});
