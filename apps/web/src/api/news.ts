import { API } from '@dz/contracts/paths';
import { PAGE_SIZE, isNewsPage, itemTag, isNewsSummaryList } from '@dz/contracts/rules';
import type { NewsSummary, Paged } from '@dz/contracts/schemas';
import { checkedBy, request } from './client';

// Checked without zod, which the home page and the archive cannot afford (see contracts guards.ts).
const leanList = checkedBy(isNewsSummaryList, 'news list');
const newsPage = checkedBy(isNewsPage, 'news page');

/** The list without base64 images (the home page uses the image URLs). Server order: oldest first. */
export const listNews = (signal?: AbortSignal): Promise<NewsSummary[]> =>
  request(`${API.newsList}?lean=true`, { schema: leanList, signal });

/** A page of the archive (/novosti): lean items, newest first. */
export const listNewsPage = (page: number, signal?: AbortSignal): Promise<Paged<NewsSummary>> =>
  request(`${API.newsList}?page=${page}&pageSize=${PAGE_SIZE}`, { schema: newsPage, signal });

/** Deletes the version the list showed (If-Match): one saved since is refused with 412 (issue 21). */
export const deleteNews = ({ id, updatedAt }: Pick<NewsSummary, 'id' | 'updatedAt'>): Promise<void> =>
  request(API.news(id), { method: 'DELETE', ifMatch: itemTag(updatedAt) });
