import { collectionByResource, HISTORY_UI } from '@dz/contracts';

/** A resource's name on the screens: its collection's ("Novost", a document type's title, "Služba"), the accounts', else as stored. */
export const resourceLabel = (resource: string) =>
  collectionByResource(resource)?.labels.singular ?? (resource === 'Account' ? HISTORY_UI.accountsResource : resource);
