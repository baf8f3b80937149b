import {
  API, isClinic, isClinicList, isInstitution, isNoticeList, isService, isServiceList, type Clinic, type Service, type SiteFrame,
} from '@dz/contracts';
import { checkedBy, request } from './client';

// Every public page reads the frame, and the unit pages their lists: checked without zod (contracts guards.ts).
const clinicList = checkedBy(isClinicList, 'clinic list');
const clinic = checkedBy(isClinic, 'clinic');
const serviceList = checkedBy(isServiceList, 'service list');
const service = checkedBy(isService, 'service');
const institution = checkedBy(isInstitution, 'institution');
const notices = checkedBy(isNoticeList, 'notice list');

/** The 28 clinics, each with its open-now status (computed by the server) and audio guide. */
export const listClinics = (signal?: AbortSignal): Promise<Clinic[]> => request(API.clinics, { schema: clinicList, signal });

export const getClinic = (id: number, signal?: AbortSignal): Promise<Clinic> => request(API.clinic(id), { schema: clinic, signal });

export const listServices = (signal?: AbortSignal): Promise<Service[]> => request(API.services, { schema: serviceList, signal });

export const getService = (id: number, signal?: AbortSignal): Promise<Service> => request(API.service(id), { schema: service, signal });

/** Every page's frame: the institution's contacts (the footer) and the notices valid now, asked for together. */
export async function getFrame(signal?: AbortSignal): Promise<SiteFrame> {
  const [i, n] = await Promise.all([
    request(API.institution, { schema: institution, signal }),
    request(API.notices, { schema: notices, signal }),
  ]);
  return { institution: i, notices: n };
}
