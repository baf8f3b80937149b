import { documentTypeByResource, idFromParam, type DocumentType } from '@dz/contracts';

/**
 * What /verzije/{Resource}/{id} names: news ('Novost') or a registry document type, and the id;
 * undefined when either is not one (the 404 page). The screen and the server's loader (app/loaders.ts,
 * which answers 404 for it) read the address the same way.
 */
export function versionsTarget(resource: string | undefined, id: string | undefined): { type?: DocumentType; id: number } | undefined {
  const n = idFromParam(id);
  if (n === undefined || resource === undefined) return undefined;
  if (resource === 'Novost') return { id: n };
  const type = documentTypeByResource(resource);
  return type && { type, id: n };
}
