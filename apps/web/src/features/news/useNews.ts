import { useQuery } from '@tanstack/react-query';
import { getNews } from '../../api/newsItem';
import { newsKeys } from './queries';

/** One news item with its full image (detail and edit screens only). */
export const useNews = (id: number) => useQuery({ queryKey: newsKeys.item(id), queryFn: ({ signal }) => getNews(id, signal) });
