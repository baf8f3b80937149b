import { useQuery } from '@tanstack/react-query';
import { getFrame } from '../../api/frame';

/**
 * Every page's frame (the footer's contacts, the notices, the emergency strip's numbers): its key (unitKeys.frame) and
 * query. Apart from queries.ts, whose clinics and services only their pages read: the first page load takes this alone.
 */
export const frameKey = ['okvir'] as const;

export const useFrame = () => useQuery({ queryKey: frameKey, queryFn: ({ signal }) => getFrame(signal) });
