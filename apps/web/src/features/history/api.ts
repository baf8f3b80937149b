import { API, type AuditEntry, type AuditQuery, type BinItem, type ItemVersion, type Paged } from '@dz/contracts';
import { request, type Parser } from '../../api/client';

/** Staff answers, read as sent (only staff screens use them; the server is the one that checks). */
const asSent = <T>(): Parser<T> => ({ parse: (data) => data as T });

/** The API path of an item's versions: /api/{Resource}/{id}/versions of any kind that keeps them. */
export const versionsPath = (resource: string, id: number) => API.documentVersions({ resource }, id);

export const listVersions = (resource: string, id: number, signal?: AbortSignal) =>
  request(versionsPath(resource, id), { schema: asSent<ItemVersion[]>(), signal });
export const restoreVersion = ({ resource, id, version }: { resource: string; id: number; version: number }) =>
  request(API.versionRestore(versionsPath(resource, id), version), { method: 'POST' });

export const listBin = (signal?: AbortSignal) => request(API.bin, { schema: asSent<BinItem[]>(), signal });
export const restoreFromBin = ({ resource, id }: { resource: string; id: number }) => request(API.restoreItem(resource, id), { method: 'POST' });

export function listAudit(q: Partial<AuditQuery>, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  return request(`${API.audit}?${params}`, { schema: asSent<Paged<AuditEntry>>(), signal });
}
