import { API, novostSchema, type Novost } from '@dz/contracts';
import { request } from './client';
import { upload, type UploadOptions } from './upload';

// Kept apart from news.ts: these parse with zod, which the home page must not download.
type Send = Pick<UploadOptions<unknown>, 'onProgress' | 'signal'>;

export const getNews = (id: number, signal?: AbortSignal): Promise<Novost> =>
  request(API.novost(id), { schema: novostSchema, signal });

export const createNews = (body: FormData, send: Send = {}): Promise<Novost> =>
  upload(API.novosti, { method: 'POST', body, schema: novostSchema, ...send });

export const updateNews = (id: number, body: FormData, send: Send = {}): Promise<Novost> =>
  upload(API.novost(id), { method: 'PUT', body, schema: novostSchema, ...send });
