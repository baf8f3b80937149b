import type { Clinic } from '@dz/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getClinic, getFrame, listClinics, listServices } from '../../api/units';

/**
 * The facts residents look up: the frame (footer contacts, notices), the clinics and the services.
 * The server's loaders (app/loaders.ts) fill these keys; the browser fetches them on client
 * navigation. Staff edits invalidate `unitKeys.clinics` / `services` / `frame`.
 */
export const unitKeys = {
  frame: ['okvir'] as const,
  clinics: ['ambulante'] as const,
  clinic: (id: number) => ['ambulante', id] as const,
  services: ['sluzbe'] as const,
};

export const useFrame = () => useQuery({ queryKey: unitKeys.frame, queryFn: ({ signal }) => getFrame(signal) });

export const useClinics = () => useQuery({ queryKey: unitKeys.clinics, queryFn: ({ signal }) => listClinics(signal) });

/** One clinic; coming from the list, the list's copy shows at once (with the list's time) while it refreshes. */
export function useClinic(id: number) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: unitKeys.clinic(id),
    queryFn: ({ signal }) => getClinic(id, signal),
    initialData: () => qc.getQueryData<Clinic[]>(unitKeys.clinics)?.find((c) => c.id === id),
    initialDataUpdatedAt: () => qc.getQueryState(unitKeys.clinics)?.dataUpdatedAt,
  });
}

export const useServices = () => useQuery({ queryKey: unitKeys.services, queryFn: ({ signal }) => listServices(signal) });
