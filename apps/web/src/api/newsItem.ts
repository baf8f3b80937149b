import './zodJitless';
import { API, novostLeanSchema, novostSchema, type Novost, type NovostLean } from '@dz/contracts';
import { request } from './client';
import { upload, type UploadOptions } from './upload';

// Kept apart from news.ts: these parse with zod, which the home page must not download.
type Send = Pick<UploadOptions<unknown>, 'onProgress' | 'signal'>;

export const getNews = (id: number, signal?: AbortSignal): Promise<Novost> =>
  request(API.novost(id), { schema: novostSchema, signal });

/** Create and update answer with the lean form: the new image is reached by its URLs. */
export const createNews = (body: FormData, send: Send = {}): Promise<NovostLean> =>
  upload(API.novosti, { method: 'POST', body, schema: novostLeanSchema, ...send });

export const updateNews = (id: number, body: FormData, send: Send = {}): Promise<NovostLean> =>
  upload(API.novost(id), { method: 'PUT', body, schema: novostLeanSchema, ...send });
