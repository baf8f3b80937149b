import { API, type AuditEntry, type AuditFilter, type AuditQuery, type BinItem, type ItemVersion, type Paged } from '@dz/contracts';
import { asSent, authHeaders, failure, request } from '../../api/client';
import { fileNameFromDisposition } from '../../api/contentDisposition';
import { withSignIn } from '../../api/reauth';


/** The API path of an item's versions: /api/{Resource}/{id}/versions of any kind that keeps them. */
export const versionsPath = (resource: string, id: number) => API.documentVersions({ resource }, id);
/** One version's file: its PDF, or its full picture (staff only). */
export const versionFilePath = (resource: string, id: number, version: number) => API.versionFile(versionsPath(resource, id), version);

export const listVersions = (resource: string, id: number, signal?: AbortSignal) =>
  request(versionsPath(resource, id), { schema: asSent<ItemVersion[]>(), signal });
export const restoreVersion = ({ resource, id, version }: { resource: string; id: number; version: number }) =>
  request(API.versionRestore(versionsPath(resource, id), version), { method: 'POST' });

export const listBin = (signal?: AbortSignal) => request(API.bin, { schema: asSent<BinItem[]>(), signal });
export const restoreFromBin = ({ resource, id }: { resource: string; id: number }) => request(API.restoreItem(resource, id), { method: 'POST' });

/** The filter's fields that are set, as a query string (`actor=ana&page=2`). */
const queryOf = (q: Readonly<Record<string, string | number | undefined>>) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') params.set(k, String(v));
  return params;
};

export function listAudit(q: Partial<AuditQuery>, signal?: AbortSignal) {
  return request(`${API.audit}?${queryOf(q)}`, { schema: asSent<Paged<AuditEntry>>(), signal });
}

/**
 * A file only staff may read (a version's PDF or picture, the audit log's CSV), fetched with the session's token as
 * the other staff downloads are (api/download.ts), through the same sign-in-again of a 401 as every call (api/reauth.ts):
 * its bytes and the name the server gives it (Content-Disposition), if any.
 */
export function fetchStaffFile(path: string, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string | null }> {
  return withSignIn(path, 'GET', async () => {
    const headers = authHeaders(path);
    let res: Response;
    try {
      res = await fetch(path, { headers, signal });
    } catch (e) {
      if (signal?.aborted) throw e;
      throw failure(0, '', false);
    }
    if (!res.ok) throw failure(res.status, await res.text().catch(() => ''), 'Authorization' in headers);
    return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) };
  }, signal);
}

/** GET /api/audit.csv with the screen's filter (every matching row, admins). */
export function auditCsv(filter: Partial<AuditFilter>) {
  const query = queryOf(filter).toString();
  return fetchStaffFile(query ? `${API.auditCsv}?${query}` : API.auditCsv);
}
