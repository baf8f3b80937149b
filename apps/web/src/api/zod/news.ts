import './jitless';
import { API, newsSummarySchema, newsSchema, type News, type NewsSummary } from '@dz/contracts';
import { request } from '../client';
import { upload, type Send } from '../upload';

export const getNews = (id: number, signal?: AbortSignal): Promise<News> =>
  request(API.news(id), { schema: newsSchema, signal });

/** Create and update answer with the lean form: the new image is reached by its URLs. */
export const createNews = (body: FormData, send: Send = {}): Promise<NewsSummary> =>
  upload(API.newsList, { method: 'POST', body, schema: newsSummarySchema, ...send });

export const updateNews = (id: number, body: FormData, send: Send = {}): Promise<NewsSummary> =>
  upload(API.news(id), { method: 'PUT', body, schema: newsSummarySchema, ...send });
