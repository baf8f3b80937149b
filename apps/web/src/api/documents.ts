import { API, PAGE_SIZE, isDocumentPage, itemTag, type DocumentItem, type DocumentType, type Paged } from '@dz/contracts';
import { checkedBy, request } from './client';

// Visitors' list pages check the page without zod (see contracts guards.ts).
const pageOf = (type: DocumentType) =>
  checkedBy((data): data is Paged<DocumentItem> => isDocumentPage(type, data), `${type.resource} page`);

export const listDocuments = (type: DocumentType, page: number, signal?: AbortSignal): Promise<Paged<DocumentItem>> =>
  request(`${API.documents(type)}?page=${page}&pageSize=${PAGE_SIZE}`, { schema: pageOf(type), signal });

/** Deletes the version the list showed (If-Match): one saved since is refused with 412 (issue 21). */
export const deleteDocument = (type: DocumentType, { id, updatedAt }: Pick<DocumentItem, 'id' | 'updatedAt'>): Promise<void> =>
  request(API.document(type, id), { method: 'DELETE', ifMatch: itemTag(updatedAt) });
