import './zodJitless';
import { API, PAGE_SIZE, documentSchema, pagedSchema, type DocumentItem, type DocumentType, type Paged } from '@dz/contracts';
import { request } from './client';
import { upload, type UploadOptions } from './upload';

type Send = Pick<UploadOptions<unknown>, 'onProgress' | 'signal'>;

// One schema per type, built once: the text travels under the type's wire name.
const itemSchemas = new Map<string, ReturnType<typeof documentSchema>>();
function itemSchema(type: DocumentType) {
  let s = itemSchemas.get(type.resource);
  if (!s) itemSchemas.set(type.resource, (s = documentSchema(type)));
  return s;
}

export const listDocuments = (type: DocumentType, page: number, signal?: AbortSignal): Promise<Paged<DocumentItem>> =>
  request(`${API.documents(type)}?page=${page}&pageSize=${PAGE_SIZE}`, { schema: pagedSchema(itemSchema(type)), signal });

export const getDocument = (type: DocumentType, id: number, signal?: AbortSignal): Promise<DocumentItem> =>
  request(API.document(type, id), { schema: itemSchema(type), signal });

export const createDocument = (type: DocumentType, body: FormData, send: Send = {}): Promise<DocumentItem> =>
  upload(API.documents(type), { method: 'POST', body, schema: itemSchema(type), ...send });

export const updateDocument = (type: DocumentType, id: number, body: FormData, send: Send = {}): Promise<DocumentItem> =>
  upload(API.document(type, id), { method: 'PUT', body, schema: itemSchema(type), ...send });

export const deleteDocument = (type: DocumentType, id: number): Promise<void> =>
  request(API.document(type, id), { method: 'DELETE' });
