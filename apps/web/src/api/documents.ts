import { API, PAGE_SIZE, isDocumentPage, type DocumentItem, type DocumentType, type Paged } from '@dz/contracts';
import { request } from './client';

// Visitors' list pages check the page without zod (see contracts guards.ts).
const pageOf = (type: DocumentType) => ({
  parse(data: unknown): Paged<DocumentItem> {
    if (!isDocumentPage(type, data)) throw new TypeError(`Unexpected ${type.resource} page`);
    return data;
  },
});

export const listDocuments = (type: DocumentType, page: number, signal?: AbortSignal): Promise<Paged<DocumentItem>> =>
  request(`${API.documents(type)}?page=${page}&pageSize=${PAGE_SIZE}`, { schema: pageOf(type), signal });

export const deleteDocument = (type: DocumentType, id: number): Promise<void> =>
  request(API.document(type, id), { method: 'DELETE' });
