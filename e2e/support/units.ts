import { expect, type APIRequestContext } from '@playwright/test';
import { API, AUTH_SCHEME, type Clinic, type ClinicInput, type Institution, type Notice, type NoticeInput, type Service } from '@dz/contracts';

/**
 * The facts residents look up (clinics, services, the institution's contacts, notices) as the
 * API holds them now: specs read what the pages must show from here, never from a copy of the
 * seed, so an edit made by another spec or by staff cannot make them wrong.
 */
async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

export const apiClinics = (request: APIRequestContext) => get<Clinic[]>(request, API.clinics);
export const apiClinic = (request: APIRequestContext, id: number) => get<Clinic>(request, API.clinic(id));
export const apiServices = (request: APIRequestContext) => get<Service[]>(request, API.services);
export const apiService = (request: APIRequestContext, id: number) => get<Service>(request, API.service(id));
export const apiInstitution = (request: APIRequestContext) => get<Institution>(request, API.institution);
export const apiNotices = (request: APIRequestContext) => get<Notice[]>(request, API.notices);

/** A clinic's editable part, as a PUT takes it (the answer adds id, status, audio…). */
export const clinicInput = ({ title, name, kind, address, phones, email, team, hours, audioGuide }: Clinic): ClinicInput =>
  ({ title, name, kind, address, phones, email, team, hours, audioGuide });

const auth = (token: string) => ({ Authorization: `${AUTH_SCHEME} ${token}` });

export async function apiPutClinic(request: APIRequestContext, token: string, id: number, input: ClinicInput): Promise<Clinic> {
  const res = await request.put(API.clinic(id), { data: input, headers: auth(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Clinic;
}

export async function apiCreateNotice(request: APIRequestContext, token: string, input: NoticeInput): Promise<Notice> {
  const res = await request.post(API.notices, { data: input, headers: auth(token) });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Notice;
}

export async function apiDeleteNotice(request: APIRequestContext, token: string, id: number): Promise<void> {
  await request.delete(API.notice(id), { headers: auth(token) });
}
