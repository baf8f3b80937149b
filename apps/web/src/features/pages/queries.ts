import type { Clinic, Service } from '@dz/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { findKey } from '../../api/find';
import { unitQueries } from '../../api/pageQueries';
import { getClinic, getService, listClinics, listServices } from '../../api/units';
import { frameKey } from './frame';

export { useFrame } from './frame';

/**
 * The facts residents look up: the frame (footer contacts, notices), the clinics and the services.
 * The server's loader (app/loaders.ts `page`) fills these keys (api/pageQueries.ts); the browser fetches them on client
 * navigation. Staff edits invalidate `unitKeys.clinics` / `services` / `frame`.
 */
export const unitKeys = {
  frame: frameKey,
  clinics: findKey(unitQueries.clinics),
  clinic: (id: number) => findKey(unitQueries.clinic(id)),
  services: findKey(unitQueries.services),
  service: (id: number) => findKey(unitQueries.service(id)),
};

export const useClinics = () => useQuery({ queryKey: unitKeys.clinics, queryFn: ({ signal }) => listClinics(signal) });

/**
 * One clinic or service; coming from its list, the list's copy shows at once (with the list's time) while it refreshes.
 * The item's key is below its list's, so whatever refreshes the list refreshes the item too.
 */
function useUnit<T extends { id: number }>(list: readonly unknown[], key: readonly unknown[], get: (signal: AbortSignal) => Promise<T>, id: number) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => get(signal),
    initialData: () => qc.getQueryData<T[]>(list)?.find((u) => u.id === id),
    initialDataUpdatedAt: () => qc.getQueryState(list)?.dataUpdatedAt,
  });
}

export const useClinic = (id: number) => useUnit<Clinic>(unitKeys.clinics, unitKeys.clinic(id), (signal) => getClinic(id, signal), id);

export const useServices = () => useQuery({ queryKey: unitKeys.services, queryFn: ({ signal }) => listServices(signal) });

export const useService = (id: number) => useUnit<Service>(unitKeys.services, unitKeys.service(id), (signal) => getService(id, signal), id);
