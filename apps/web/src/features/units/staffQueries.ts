import type { Notice } from '@dz/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteNotice, endNotice, getClinic, getInstitution, getNotice, getService, listAllNotices } from '../../api/zod/units';
import { unitKeys } from '../pages/queries';

/** What the staff screens load: apart from the public pages' keys, which they invalidate after a save. */
export const staffKeys = {
  clinic: (id: number) => ['staff', 'clinic', id] as const,
  service: (id: number) => ['staff', 'service', id] as const,
  institution: ['staff', 'institution'] as const,
  notices: ['staff', 'notices'] as const,
};

export const clinicQuery = (id: number) => queryOptions({ queryKey: staffKeys.clinic(id), queryFn: ({ signal }) => getClinic(id, signal) });
export const serviceQuery = (id: number) => queryOptions({ queryKey: staffKeys.service(id), queryFn: ({ signal }) => getService(id, signal) });
export const institutionQuery = queryOptions({ queryKey: staffKeys.institution, queryFn: ({ signal }) => getInstitution(signal) });
export const noticesQuery = queryOptions({ queryKey: staffKeys.notices, queryFn: ({ signal }) => listAllNotices(signal) });

/** One notice for its edit screen, with its version (ETag) for the save. */
export const noticeQuery = (id: number) =>
  queryOptions({ queryKey: [...staffKeys.notices, id] as const, queryFn: ({ signal }) => getNotice(id, signal) });

export const useNotices = () => useQuery(noticesQuery);

/** After a notice changes: the staff's list and every public page's frame. */
export const noticeKeys = [staffKeys.notices, unitKeys.frame];

/** Ending or deleting a notice: the list refreshes, and so do the public pages. */
function useNoticeChange(change: (n: Notice) => Promise<void>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => Promise.all(noticeKeys.map((queryKey) => qc.invalidateQueries({ queryKey }))),
    // Refused (changed by someone since the list was read): the list shows what is there now.
    onError: () => qc.invalidateQueries({ queryKey: staffKeys.notices }),
  });
}
export const useEndNotice = () => useNoticeChange((n) => endNotice(n.id));
export const useDeleteNotice = () => useNoticeChange(deleteNotice);
