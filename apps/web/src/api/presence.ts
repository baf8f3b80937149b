import { API, type Editor } from '@dz/contracts';
import { authHeaders, failure } from './client';

/**
 * Who else has an item open in an edit form (issue 21). Plain fetch, not request(): a heartbeat in the
 * background never opens the sign-in dialog (the form's own save does, when it needs to); a 401 still
 * tells the session it is over, as every refused token does.
 */

const isEditors = (data: unknown): data is { editors: Editor[] } =>
  typeof data === 'object' && data !== null && Array.isArray((data as { editors?: unknown }).editors)
  && (data as { editors: unknown[] }).editors.every((e) => typeof e === 'object' && e !== null
    && typeof (e as Editor).userName === 'string' && typeof (e as Editor).since === 'string');

/** This tab has the form open: the others who have it open too (none when signed out). */
export async function beatPresence(resource: string, id: number, tab: string, signal?: AbortSignal): Promise<Editor[]> {
  const path = API.presence(resource, id);
  const auth = authHeaders(path);
  if (!('Authorization' in auth)) return [];
  const res = await fetch(path, { method: 'PUT', headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...auth }, body: JSON.stringify({ tab }), signal });
  if (!res.ok) throw failure(res.status, await res.text().catch(() => ''), true);
  const body: unknown = await res.json();
  return isEditors(body) ? body.editors : [];
}

/** The form closed: the others stop seeing it at their next beat (best effort; otherwise it goes stale in PRESENCE_STALE_SECONDS). */
export function leavePresence(resource: string, id: number, tab: string): void {
  const path = API.presence(resource, id);
  const auth = authHeaders(path);
  if (!('Authorization' in auth)) return;
  try {
    fetch(`${path}?tab=${encodeURIComponent(tab)}`, { method: 'DELETE', headers: auth, keepalive: true }).catch(() => undefined);
  } catch {
    // No fetch: nothing to tell.
  }
}
