import './jitless';
import { API, documentSchema, type DocumentItem, type DocumentType } from '@dz/contracts';
import { request } from '../client';
import { upload, type Send } from '../upload';

// One schema per type, built once: the text travels under the type's wire name.
const itemSchemas = new Map<string, ReturnType<typeof documentSchema>>();
function itemSchema(type: DocumentType) {
  let s = itemSchemas.get(type.resource);
  if (!s) itemSchemas.set(type.resource, (s = documentSchema(type)));
  return s;
}

export const getDocument = (type: DocumentType, id: number, signal?: AbortSignal): Promise<DocumentItem> =>
  request(API.document(type, id), { schema: itemSchema(type), signal });

export const createDocument = (type: DocumentType, body: FormData, send: Send = {}): Promise<DocumentItem> =>
  upload(API.documents(type), { method: 'POST', body, schema: itemSchema(type), ...send });

export const updateDocument = (type: DocumentType, id: number, body: FormData, send: Send = {}): Promise<DocumentItem> =>
  upload(API.document(type, id), { method: 'PUT', body, schema: itemSchema(type), ...send });
