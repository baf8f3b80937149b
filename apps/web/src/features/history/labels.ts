import { collectionByResource } from '@dz/contracts';

/** A resource's name on the screens: its collection's ("Novost", a document type's title, "Služba"), else as stored (Account). */
export const resourceLabel = (resource: string) => collectionByResource(resource)?.labels.singular ?? resource;
