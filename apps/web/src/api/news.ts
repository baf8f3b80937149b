import { API, isNovostLeanList, type NovostLean } from '@dz/contracts';
import { request } from './client';

/** Checks the lean list without zod, which the home page cannot afford (see contracts guards.ts). */
const leanList = {
  parse(data: unknown): NovostLean[] {
    if (!isNovostLeanList(data)) throw new TypeError('Unexpected news list');
    return data;
  },
};

/** The list without base64 images (the home page uses the image URLs). Server order: oldest first. */
export const listNews = (signal?: AbortSignal): Promise<NovostLean[]> =>
  request(`${API.novosti}?lean=true`, { schema: leanList, signal });

export const deleteNews = (id: number): Promise<void> => request(API.novost(id), { method: 'DELETE' });
