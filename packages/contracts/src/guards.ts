import type { TokenClaims } from './account.js';
import type { DocumentItem } from './documents.js';
import type { ErrorBody, NewsSummary } from './entities.js';
import type { Paged } from './paging.js';
import type { DocumentType } from './registry.js';
import type { DutyPhone } from './units.js';
import type { Institution, Notice } from './collection-schemas.js';
import type { NavEntry } from './frame-text.js';
import type { newsCollection, ValuesOf } from './collections.js';

/**
 * zod-free checks for the shapes a visitor's first page load reads (the token's claims, the lean
 * news list, a page of the news archive or of documents, an error body, and the institution and notices every public
 * page's frame reads; the clinics and services of the unit pages are unit-guards.ts's, which that load leaves out).
 * zod costs about 28 KB gzipped, more than the home page can spare; every other response is parsed with the schemas.
 * guards.test.ts keeps these equal to the schemas.
 */
type FieldType = 'string' | 'number' | 'boolean';
export type FieldTypes<T> = { readonly [K in keyof T]-?: FieldType };
type RequiredPart<T> = Pick<T, { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T]>;

export const TOKEN_CLAIM_TYPES: FieldTypes<RequiredPart<TokenClaims>> = {
  sub: 'string', name: 'string', role: 'string', exp: 'number',
};

/** The news' described fields the first page load reads (the carousel's cards); a field added to the description is not checked here. */
type NewsFieldsRead = 'naslov' | 'opis' | 'imageAlt' | 'imageDecorative' | 'imageCaption';
/**
 * The publication (status, publishAt) and the picture's size are not checked: the public's answers are published items,
 * and old answers lack them. (Its type only is the description's: the first load does not carry the descriptions.)
 */
export const NEWS_SUMMARY_TYPES: FieldTypes<Omit<NewsSummary, 'status' | 'publishAt' | 'imageWidth' | 'imageHeight' | Exclude<keyof ValuesOf<typeof newsCollection>, NewsFieldsRead>>> = {
  id: 'number', naslov: 'string', opis: 'string', imageAlt: 'string', imageDecorative: 'boolean', imageCaption: 'string',
  slikaUrl: 'string', slikaKarticaUrl: 'string', createdAt: 'string', updatedAt: 'string',
};

/** A document's fields beside its one text field (whose name the registry gives). */
export const DOCUMENT_ITEM_TYPES: FieldTypes<Omit<DocumentItem, 'naziv' | 'opis' | 'naslov' | 'status' | 'publishAt'>> = {
  id: 'number', fileName: 'string', fileSize: 'number', createdAt: 'string', updatedAt: 'string',
};

export const ERROR_BODY_TYPES: FieldTypes<RequiredPart<ErrorBody>> = { status: 'number', message: 'string' };

/** True when `value` is an object whose listed fields have the listed types (others are ignored). */
export function hasFieldTypes(value: unknown, types: Readonly<Record<string, FieldType>>): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Object.entries(types).every(([k, t]) => typeof v[k] === t && (t !== 'number' || Number.isFinite(v[k])));
}

/** The scalar fields of the frame's answers (units.ts); their nested parts are checked by the functions below. */
export const INSTITUTION_TYPES: FieldTypes<Omit<Institution, 'dutyPhones'>> = {
  phone: 'string', email: 'string', street: 'string', postalCode: 'string', city: 'string', giroAccount: 'string', bank: 'string',
  socialUrl: 'string', socialLabel: 'string', updatedAt: 'string',
};
export const NOTICE_FIELD_TYPES: FieldTypes<Omit<Notice, 'endedAt'>> = {
  id: 'number', text: 'string', link: 'string', from: 'string', to: 'string', urgent: 'boolean', active: 'boolean',
  createdAt: 'string', updatedAt: 'string',
};

/** True when `value` is { items, totalItems } and every item passes `isItem`. */
export const isPage = (value: unknown, isItem: (item: unknown) => boolean): boolean => {
  if (!hasFieldTypes(value, { totalItems: 'number' })) return false;
  const items = (value as { items?: unknown }).items;
  return Array.isArray(items) && items.every(isItem);
};

const isNewsSummary = (n: unknown) => hasFieldTypes(n, NEWS_SUMMARY_TYPES);

/** A menu as visitors see it (GET /api/Izbornik/{name}): { name, items } of links and headings over links. */
const isNavLink = (v: unknown): boolean => hasFieldTypes(v, { label: 'string', to: 'string' });
export const isMenuAnswer = (v: unknown): v is { name: string; items: NavEntry[] } =>
  hasFieldTypes(v, { name: 'string' }) && Array.isArray((v as { items?: unknown }).items)
  && (v as { items: unknown[] }).items.every((e) => isNavLink(e) || (hasFieldTypes(e, { label: 'string' }) && Array.isArray((e as { items?: unknown }).items) && (e as { items: unknown[] }).items.every(isNavLink)));

/** True when `v` is an array whose every item passes `isItem`. */
export const arrayOf = <T>(v: unknown, isItem: (item: unknown) => item is T): v is T[] => Array.isArray(v) && v.every(isItem);
const isDutyPhone = (v: unknown): v is DutyPhone => hasFieldTypes(v, { label: 'string', phone: 'string' });
export const isInstitution = (v: unknown): v is Institution =>
  hasFieldTypes(v, INSTITUTION_TYPES) && arrayOf((v as Institution).dutyPhones, isDutyPhone);
export const isNotice = (v: unknown): v is Notice =>
  hasFieldTypes(v, NOTICE_FIELD_TYPES) && ((v as Notice).endedAt === null || typeof (v as Notice).endedAt === 'string');
export const isNoticeList = (v: unknown): v is Notice[] => arrayOf(v, isNotice);

export const isTokenClaims = (v: unknown): v is TokenClaims => hasFieldTypes(v, TOKEN_CLAIM_TYPES);
export const isNewsSummaryList = (v: unknown): v is NewsSummary[] => Array.isArray(v) && v.every(isNewsSummary);
export const isNewsPage = (v: unknown): v is Paged<NewsSummary> => isPage(v, isNewsSummary);
export const isErrorBody = (v: unknown): v is ErrorBody =>
  hasFieldTypes(v, ERROR_BODY_TYPES) && ['string', 'undefined'].includes(typeof (v as ErrorBody).field);

export const isDocumentPage = (type: Pick<DocumentType, 'textField'>, v: unknown): v is Paged<DocumentItem> =>
  isPage(v, (i) => hasFieldTypes(i, { ...DOCUMENT_ITEM_TYPES, [type.textField]: 'string' }));
