import type { Notice } from '@dz/contracts';

export type NoticeStatus = 'active' | 'scheduled' | 'expired' | 'ended';

/**
 * Where a notice stands on `today` (Sarajevo, "YYYY-MM-DD"): ended early by staff, shown now
 * (the server's word, or its dates), not yet begun, or past its last day.
 */
export function noticeStatus(n: Pick<Notice, 'endedAt' | 'active' | 'from' | 'to'>, today: string): NoticeStatus {
  if (n.endedAt) return 'ended';
  if (n.active || (n.from <= today && today <= n.to)) return 'active';
  return today < n.from ? 'scheduled' : 'expired';
}
