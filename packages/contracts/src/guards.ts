import type { TokenClaims } from './account.js';
import type { DocumentItem } from './documents.js';
import type { ErrorBody, NewsSummary } from './entities.js';
import type { HoursException, HoursRow, OpeningHours, OpenStatus, TimeSpan } from './hours.js';
import type { Paged } from './paging.js';
import type { DocumentType } from './registry.js';
import type { AudioGuideInfo, Clinic, DutyPhone, Institution, Notice, Person, Service, UnitPicture } from './units.js';

/**
 * zod-free checks for the shapes a visitor's first page load reads (the token's claims, the lean
 * news list, a page of the news archive or of documents, an error body, and the clinics, services,
 * institution and notices every public page's frame and the unit pages read). zod costs about 28 KB gzipped, more than the home page can spare; every
 * other response is parsed with the schemas. guards.test.ts keeps these equal to the schemas.
 */
type FieldType = 'string' | 'number' | 'boolean';
export type FieldTypes<T> = { readonly [K in keyof T]-?: FieldType };
type RequiredPart<T> = Pick<T, { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T]>;

export const TOKEN_CLAIM_TYPES: FieldTypes<RequiredPart<TokenClaims>> = {
  sub: 'string', name: 'string', role: 'string', exp: 'number',
};

/**
 * The publication (status, publishAt) and the picture's size are not checked: the public's answers are published items,
 * and old answers lack them.
 */
export const NEWS_SUMMARY_TYPES: FieldTypes<Omit<NewsSummary, 'status' | 'publishAt' | 'imageWidth' | 'imageHeight'>> = {
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

/** The scalar fields of the answers of units.ts; their nested parts are checked by the functions below. */
export const PERSON_TYPES: FieldTypes<Person> = { role: 'string', name: 'string' };
export const CLINIC_FIELD_TYPES: FieldTypes<Omit<Clinic, 'phones' | 'team' | 'hours' | 'status' | 'audio' | 'picture'>> = {
  id: 'number', title: 'string', name: 'string', kind: 'string', address: 'string', email: 'string', audioGuide: 'boolean',
  updatedAt: 'string',
};
export const SERVICE_FIELD_TYPES: FieldTypes<Omit<Service, 'head' | 'chiefNurse' | 'hours' | 'status' | 'audio' | 'picture'>> = {
  id: 'number', title: 'string', description: 'string', icon: 'string', phone: 'string', email: 'string', audioGuide: 'boolean',
  updatedAt: 'string',
};
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

/** True when `v` is an array whose every item passes `isItem`. */
export const arrayOf = <T>(v: unknown, isItem: (item: unknown) => item is T): v is T[] => Array.isArray(v) && v.every(isItem);
const isString = (v: unknown): v is string => typeof v === 'string';
const isPerson = (v: unknown): v is Person => hasFieldTypes(v, PERSON_TYPES);
const isSpan = (v: unknown): v is TimeSpan => hasFieldTypes(v, { from: 'string', to: 'string' });
const isHoursRow = (v: unknown): v is HoursRow =>
  isSpan(v) && hasFieldTypes(v, { note: 'string' }) && arrayOf((v as HoursRow).days, (d): d is HoursRow['days'][number] => Number.isInteger(d));
const isHoursException = (v: unknown): v is HoursException =>
  isSpan(v) && hasFieldTypes(v, { note: 'string' }) && arrayOf((v as HoursException).hours, isSpan);
const isOpeningHours = (v: unknown): v is OpeningHours =>
  typeof v === 'object' && v !== null && arrayOf((v as OpeningHours).weekly, isHoursRow) && arrayOf((v as OpeningHours).exceptions, isHoursException);
const isOpenStatus = (v: unknown): v is OpenStatus =>
  hasFieldTypes(v, { open: 'boolean', label: 'string', date: 'string' }) && ['string', 'undefined'].includes(typeof (v as OpenStatus).note);
const isAudio = (v: unknown): v is AudioGuideInfo | null =>
  v === null || hasFieldTypes(v, { url: 'string', seconds: 'number', transcript: 'string', stale: 'boolean' });
const isPicture = (v: unknown): v is UnitPicture | null => v === null || hasFieldTypes(v, { url: 'string', cardUrl: 'string' });
/** What a clinic and a service answer beside their own fields: hours, open-now status, audio guide, picture. */
const isUnitAnswer = (v: Clinic | Service) => isOpeningHours(v.hours) && isOpenStatus(v.status) && isAudio(v.audio) && isPicture(v.picture);

export const isClinic = (v: unknown): v is Clinic =>
  hasFieldTypes(v, CLINIC_FIELD_TYPES) && arrayOf((v as Clinic).phones, isString) && arrayOf((v as Clinic).team, isPerson) && isUnitAnswer(v as Clinic);
export const isClinicList = (v: unknown): v is Clinic[] => arrayOf(v, isClinic);
export const isService = (v: unknown): v is Service =>
  hasFieldTypes(v, SERVICE_FIELD_TYPES) && isPerson((v as Service).head) && ((v as Service).chiefNurse === null || isPerson((v as Service).chiefNurse))
  && isUnitAnswer(v as Service);
export const isServiceList = (v: unknown): v is Service[] => arrayOf(v, isService);
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
