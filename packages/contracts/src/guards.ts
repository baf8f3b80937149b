import type { TokenClaims } from './account.js';
import type { ErrorBody, NovostLean } from './entities.js';

/**
 * zod-free checks for the shapes a visitor's first page load reads (the token's claims, the lean
 * news list and an error body). zod costs about 28 KB gzipped, more than the home page can spare; every
 * other response is parsed with the schemas. guards.test.ts keeps these equal to the schemas.
 */
type FieldType = 'string' | 'number';
type FieldTypes<T> = { readonly [K in keyof T]-?: FieldType };
type RequiredPart<T> = Pick<T, { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T]>;

export const TOKEN_CLAIM_TYPES: FieldTypes<RequiredPart<TokenClaims>> = {
  sub: 'string', name: 'string', role: 'string', exp: 'number',
};

export const NOVOST_LEAN_TYPES: FieldTypes<NovostLean> = {
  id: 'number', naslov: 'string', opis: 'string', slikaUrl: 'string', slikaKarticaUrl: 'string',
  createdAt: 'string', updatedAt: 'string',
};

export const ERROR_BODY_TYPES: FieldTypes<RequiredPart<ErrorBody>> = { status: 'number', message: 'string' };

/** True when `value` is an object whose listed fields have the listed types (others are ignored). */
export function hasFieldTypes(value: unknown, types: Readonly<Record<string, FieldType>>): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Object.entries(types).every(([k, t]) => typeof v[k] === t && (t !== 'number' || Number.isFinite(v[k])));
}

export const isTokenClaims = (v: unknown): v is TokenClaims => hasFieldTypes(v, TOKEN_CLAIM_TYPES);
export const isNovostLeanList = (v: unknown): v is NovostLean[] =>
  Array.isArray(v) && v.every((n) => hasFieldTypes(n, NOVOST_LEAN_TYPES));
export const isErrorBody = (v: unknown): v is ErrorBody =>
  hasFieldTypes(v, ERROR_BODY_TYPES) && ['string', 'undefined'].includes(typeof (v as ErrorBody).field);
