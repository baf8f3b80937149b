import { API, isClinic, isClinicList, isService, isServiceList, type Clinic, type Service } from '@dz/contracts';
import { checkedBy, request } from './client';

// The unit pages read their lists and items: checked without zod (contracts unit-guards.ts). The frame is frame.ts's.
const clinicList = checkedBy(isClinicList, 'clinic list');
const clinic = checkedBy(isClinic, 'clinic');
const serviceList = checkedBy(isServiceList, 'service list');
const service = checkedBy(isService, 'service');

/** The 28 clinics, each with its open-now status (computed by the server) and audio guide. */
export const listClinics = (signal?: AbortSignal): Promise<Clinic[]> => request(API.clinics, { schema: clinicList, signal });

export const getClinic = (id: number, signal?: AbortSignal): Promise<Clinic> => request(API.clinic(id), { schema: clinic, signal });

export const listServices = (signal?: AbortSignal): Promise<Service[]> => request(API.services, { schema: serviceList, signal });

export const getService = (id: number, signal?: AbortSignal): Promise<Service> => request(API.service(id), { schema: service, signal });
