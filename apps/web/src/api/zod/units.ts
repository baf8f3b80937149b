import './jitless';
import {
  API,
  IMAGE_FIELD,
  itemTag,
  clinicInputSchema,
  institutionInputSchema,
  dutyPhoneSchema,
  noticeInputSchema,
  serviceInputSchema,
  type Clinic,
  type ClinicInput,
  type Institution,
  type InstitutionInput,
  type Notice,
  type NoticeInput,
  type Service,
  type ServiceInput,
} from '@dz/contracts';
import { z } from 'zod';
import { request, type RequestOptions } from '../client';
import { upload, type Send } from '../upload';

/** What an update takes besides its input: the version it edits, and a way to learn the saved one's. */
export type Versioned = Pick<RequestOptions<void>, 'ifMatch' | 'onTag'>;

/**
 * The staff's calls for clinics, services, the institution's contacts and notices. Answers are
 * checked with the input schemas plus what the API adds (contracts units.ts `Clinic`, `Service`,
 * `Institution`, `Notice`); writes send JSON and ignore the answer's body (the screens refetch).
 */

const status = z.strictObject({ open: z.boolean(), label: z.string(), date: z.string(), note: z.string().optional() });
const audio = z.strictObject({ url: z.string(), seconds: z.number(), transcript: z.string(), stale: z.boolean() }).nullable();
const picture = z.strictObject({ url: z.string(), cardUrl: z.string() }).nullable();
const unitAnswer = { id: z.number().int(), updatedAt: z.string(), status, audio, picture };

const clinicSchema = clinicInputSchema.extend(unitAnswer);
const serviceSchema = serviceInputSchema.extend(unitAnswer);
const institutionSchema = institutionInputSchema.extend({ dutyPhones: z.array(dutyPhoneSchema), updatedAt: z.string() });
const noticeSchema = noticeInputSchema.safeExtend({
  id: z.number().int(),
  endedAt: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const getClinic = (id: number, signal?: AbortSignal): Promise<Clinic> =>
  request(API.clinic(id), { schema: clinicSchema, signal });
/** The answer is the clinic as saved: its version is what its picture's upload is checked against. */
export const updateClinic = (id: number, input: ClinicInput, v: Versioned = {}): Promise<Clinic> =>
  request(API.clinic(id), { method: 'PUT', json: input, schema: clinicSchema, ...v });
/** A new clinic (staff): the answer is the clinic with its id. */
export const createClinic = (input: ClinicInput): Promise<Clinic> => request(API.clinics, { method: 'POST', json: input, schema: clinicSchema });

export const getService = (id: number, signal?: AbortSignal): Promise<Service> =>
  request(API.service(id), { schema: serviceSchema, signal });
export const updateService = (id: number, input: ServiceInput, v: Versioned = {}): Promise<Service> =>
  request(API.service(id), { method: 'PUT', json: input, schema: serviceSchema, ...v });
export const createService = (input: ServiceInput): Promise<Service> => request(API.services, { method: 'POST', json: input, schema: serviceSchema });

/** A clinic's or service's picture (multipart `slika`, with progress), to the version `send.ifMatch` names: the server re-encodes it. */
export const uploadPicture = (path: string, file: File, send: Send = {}) => {
  const body = new FormData();
  body.set(IMAGE_FIELD, file);
  return upload(path, { method: 'PUT', body, schema: { parse: () => undefined }, ...send });
};
/** Into the bin, as the form loaded it (If-Match): one saved since is refused with 412. */
export const moveUnitToBin = (path: string, updatedAt: string) => request(path, { method: 'DELETE', ifMatch: itemTag(updatedAt) });

export const getInstitution = (signal?: AbortSignal): Promise<Institution> =>
  request(API.institution, { schema: institutionSchema, signal });
/** Admins only: staff get a 403. */
export const updateInstitution = (input: InstitutionInput, v: Versioned = {}) => request(API.institution, { method: 'PUT', json: input, ...v });

/** Every notice, past and future too (staff). */
export const listAllNotices = (signal?: AbortSignal): Promise<Notice[]> => request(API.noticesAll, { schema: noticeSchema.array(), signal });
export const createNotice = (input: NoticeInput) => request(API.notices, { method: 'POST', json: input });
/** One notice, for its edit screen (staff). */
export const getNotice = (id: number, signal?: AbortSignal): Promise<Notice> =>
  request(API.notice(id), { schema: noticeSchema, signal });
export const updateNotice = (id: number, input: NoticeInput, v: Versioned = {}) => request(API.notice(id), { method: 'PUT', json: input, ...v });
/** Ends it now: it leaves the site at once and keeps its dates. */
export const endNotice = (id: number) => request(API.noticeEnd(id), { method: 'POST' });
/** Deletes the version the list showed (If-Match): one saved since is refused with 412 (issue 21). */
export const deleteNotice = ({ id, updatedAt }: Pick<Notice, 'id' | 'updatedAt'>) => request(API.notice(id), { method: 'DELETE', ifMatch: itemTag(updatedAt) });
