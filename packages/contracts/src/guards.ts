import type { TokenClaims } from './account.js';
import { FIRST_PAGE } from './constants.js';
import type { DocumentItem } from './documents.js';
import type { ErrorBody, NewsSummary } from './entities.js';
import type { Paged } from './paging.js';
import type { DocumentType } from './registry.js';

/**
 * zod-free checks for the shapes a visitor's first page load reads (the token's claims, the lean
 * news list, a page of the news archive or of documents and an error body). zod costs about 28 KB gzipped, more than the home page can spare; every
 * other response is parsed with the schemas. guards.test.ts keeps these equal to the schemas.
 */
type FieldType = 'string' | 'number';
type FieldTypes<T> = { readonly [K in keyof T]-?: FieldType };
type RequiredPart<T> = Pick<T, { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T]>;

export const TOKEN_CLAIM_TYPES: FieldTypes<RequiredPart<TokenClaims>> = {
  sub: 'string', name: 'string', role: 'string', exp: 'number',
};

export const NEWS_SUMMARY_TYPES: FieldTypes<NewsSummary> = {
  id: 'number', naslov: 'string', opis: 'string', slikaUrl: 'string', slikaKarticaUrl: 'string',
  createdAt: 'string', updatedAt: 'string',
};

/** A document's fields beside its one text field (whose name the registry gives). */
export const DOCUMENT_ITEM_TYPES: FieldTypes<Omit<DocumentItem, 'naziv' | 'opis' | 'naslov'>> = {
  id: 'number', fileName: 'string', fileSize: 'number', createdAt: 'string', updatedAt: 'string',
};

export const ERROR_BODY_TYPES: FieldTypes<RequiredPart<ErrorBody>> = { status: 'number', message: 'string' };

/** True when `value` is an object whose listed fields have the listed types (others are ignored). */
export function hasFieldTypes(value: unknown, types: Readonly<Record<string, FieldType>>): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Object.entries(types).every(([k, t]) => typeof v[k] === t && (t !== 'number' || Number.isFinite(v[k])));
}

/** True when `value` is { items, totalItems } and every item passes `isItem`. */
const isPage = (value: unknown, isItem: (item: unknown) => boolean): boolean => {
  if (!hasFieldTypes(value, { totalItems: 'number' })) return false;
  const items = (value as { items?: unknown }).items;
  return Array.isArray(items) && items.every(isItem);
};

const isNewsSummary = (n: unknown) => hasFieldTypes(n, NEWS_SUMMARY_TYPES);

export const isTokenClaims = (v: unknown): v is TokenClaims => hasFieldTypes(v, TOKEN_CLAIM_TYPES);
export const isNewsSummaryList = (v: unknown): v is NewsSummary[] => Array.isArray(v) && v.every(isNewsSummary);
export const isNewsPage = (v: unknown): v is Paged<NewsSummary> => isPage(v, isNewsSummary);
export const isErrorBody = (v: unknown): v is ErrorBody =>
  hasFieldTypes(v, ERROR_BODY_TYPES) && ['string', 'undefined'].includes(typeof (v as ErrorBody).field);

export const isDocumentPage = (type: Pick<DocumentType, 'textField'>, v: unknown): v is Paged<DocumentItem> =>
  isPage(v, (i) => hasFieldTypes(i, { ...DOCUMENT_ITEM_TYPES, [type.textField]: 'string' }));

/** The page of a list URL (?page=): a whole number from 1 up, else the first page (pageQuerySchema's rule). */
export function pageFromQuery(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,7}$/.test(raw)) return FIRST_PAGE;
  const n = Number(raw);
  return n >= FIRST_PAGE && n <= 1_000_000 ? n : FIRST_PAGE;
}
