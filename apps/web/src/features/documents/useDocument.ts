import type { DocumentType } from '@dz/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getDocument } from '../../api/zod/documents';
import { documentKeys } from './queries';

/** One document, for its edit screen (parsed with zod, so kept out of the visitors' list chunk). */
export const documentQuery = (type: DocumentType, id: number) =>
  queryOptions({ queryKey: documentKeys.item(type, id), queryFn: ({ signal }) => getDocument(type, id, signal) });
