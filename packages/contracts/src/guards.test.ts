import { describe, expect, it } from 'vitest';
import {
  ERROR_BODY_TYPES, NOVOST_LEAN_TYPES, TOKEN_CLAIM_TYPES, errorBodySchema, isErrorBody, isNovostLeanList, isTokenClaims,
  novostLeanSchema, tokenClaimsSchema,
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
    expect(Object.keys(NOVOST_LEAN_TYPES).sort()).toEqual(required(novostLeanSchema.shape));
    expect(Object.keys(ERROR_BODY_TYPES).sort()).toEqual(required(errorBodySchema.shape));
  });

  it('accept what the schemas accept and reject a missing or mistyped field', () => {
    expect(tokenClaimsSchema.safeParse(claims).success && isTokenClaims(claims)).toBe(true);
    expect(novostLeanSchema.array().safeParse([news]).success && isNovostLeanList([news])).toBe(true);
    for (const key of Object.keys(claims)) {
      const broken = { ...claims, [key]: key === 'exp' ? 'soon' : 7 };
      expect([isTokenClaims(broken), tokenClaimsSchema.safeParse(broken).success]).toEqual([false, false]);
    }
    const { opis: _opis, ...noOpis } = news;
    expect([isNovostLeanList([noOpis]), novostLeanSchema.array().safeParse([noOpis]).success]).toEqual([false, false]);
    expect(isNovostLeanList({})).toBe(false);
    for (const body of [{ status: 400, message: 'x' }, { status: 400, message: 'x', field: 'naziv' }, { status: 400, message: 'x', field: 3 }]) {
      expect(isErrorBody(body)).toBe(errorBodySchema.safeParse(body).success);
    }
    expect(isTokenClaims(null)).toBe(false);
  });
});
