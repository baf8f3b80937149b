import './zodJitless';
import { API, newsSummarySchema, newsSchema, type News, type NewsSummary } from '@dz/contracts';
import { request } from './client';
import { upload, type UploadOptions } from './upload';

// Kept apart from news.ts: these parse with zod, which the home page must not download.
type Send = Pick<UploadOptions<unknown>, 'onProgress' | 'signal'>;

export const getNews = (id: number, signal?: AbortSignal): Promise<News> =>
  request(API.news(id), { schema: newsSchema, signal });

/** Create and update answer with the lean form: the new image is reached by its URLs. */
export const createNews = (body: FormData, send: Send = {}): Promise<NewsSummary> =>
  upload(API.newsList, { method: 'POST', body, schema: newsSummarySchema, ...send });

export const updateNews = (id: number, body: FormData, send: Send = {}): Promise<NewsSummary> =>
  upload(API.news(id), { method: 'PUT', body, schema: newsSummarySchema, ...send });
