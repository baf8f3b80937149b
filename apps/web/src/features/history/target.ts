import { collectionByPath, idFromParam, type Collection } from '@dz/contracts';

/**
 * What /verzije/{Resource}/{id} names: a collection that keeps versions (news, a registry document type, a kind
 * served from its description; its name in any case, as the API's paths) and the id; undefined when either is not one
 * (the 404 page). The screen and the server's loader (app/loaders.ts, which answers 404 for it) read the address the same way.
 */
export function versionsTarget(resource: string | undefined, id: string | undefined): { collection: Collection; id: number } | undefined {
  const n = idFromParam(id);
  if (n === undefined || resource === undefined) return undefined;
  const collection = collectionByPath(resource);
  return collection?.capabilities.versions ? { collection, id: n } : undefined;
}
