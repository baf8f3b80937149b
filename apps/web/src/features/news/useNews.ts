import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNews } from '../../api/zod/news';
import { newsKeys } from './queries';

/** One news item with its full image (detail and edit screens only). */
export const newsQuery = (id: number) => queryOptions({ queryKey: newsKeys.item(id), queryFn: ({ signal }) => getNews(id, signal) });

export const useNews = (id: number) => useQuery(newsQuery(id));
