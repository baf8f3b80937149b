import type { HoursException, HoursRow, OpeningHours, OpenStatus, TimeSpan } from './hours.js';
import { arrayOf, hasFieldTypes, type FieldTypes } from './guards.js';
import type { AudioGuideInfo, Person, UnitPicture } from './units.js';
import type { Clinic, Service } from './collection-schemas.js';

/**
 * zod-free checks of the clinics and services the unit pages read (guards.ts's way; guards.test.ts keeps them equal to
 * the schemas). Apart from guards.ts, which every visitor's first page load reads whole: the home page reads none.
 */

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
