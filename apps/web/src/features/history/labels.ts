import { documentTypeByResource, HISTORY_UI } from '@dz/contracts';

/** A resource's name on the screens: "Novost", a document type's title, else the resource as stored (Account, Ambulanta, …). */
export const resourceLabel = (resource: string) =>
  (resource === 'Novost' ? HISTORY_UI.newsType : documentTypeByResource(resource)?.title ?? resource);
