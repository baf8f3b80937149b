import type { PublicationStatus } from './publication.js';
import type { DocumentType, TextField } from './registry.js';

// Zod-free document helpers (the list screens use them without loading zod).

/** Generic shape used by code that serves every type: the text under its wire name. */
export type DocumentItem = {
  id: number;
  fileName: string;
  fileSize: number;
  createdAt: string;
  updatedAt: string;
  /** Its publication (publication.ts); the API always answers it, old answers lack it. */
  status?: PublicationStatus;
  publishAt?: string | null;
} & Partial<Record<TextField, string>>;

/** Reads the text of a document under its type's wire name. */
export const documentText = (type: Pick<DocumentType, 'textField'>, item: DocumentItem): string =>
  item[type.textField] ?? '';
