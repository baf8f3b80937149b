import { API, isNewsSummaryList, type NewsSummary } from '@dz/contracts';
import { request } from './client';

/** Checks the lean list without zod, which the home page cannot afford (see contracts guards.ts). */
const leanList = {
  parse(data: unknown): NewsSummary[] {
    if (!isNewsSummaryList(data)) throw new TypeError('Unexpected news list');
    return data;
  },
};

/** The list without base64 images (the home page uses the image URLs). Server order: oldest first. */
export const listNews = (signal?: AbortSignal): Promise<NewsSummary[]> =>
  request(`${API.newsList}?lean=true`, { schema: leanList, signal });

export const deleteNews = (id: number): Promise<void> => request(API.news(id), { method: 'DELETE' });
