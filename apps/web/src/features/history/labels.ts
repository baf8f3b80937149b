import { auditResourceLabel } from '@dz/contracts';

/** A resource's name on the screens: its collection's ("Novost", a document type's title, "Služba"), the accounts', else as stored (the CSV export's too). */
export const resourceLabel = auditResourceLabel;
