import { API, type ContentItem, type Paged } from '@dz/contracts';
import { request, type Parser } from '../../api/client';

/** Staff answers, read as sent (only staff screens use them; the server is the one that checks). */
const asSent = <T>(): Parser<T> => ({ parse: (data) => data as T });

/** A page of the content list for these parameters (the URL's, as the API takes them). */
export const listContent = (params: URLSearchParams, signal?: AbortSignal) =>
  request(`${API.content}?${params}`, { schema: asSent<Paged<ContentItem>>(), signal });
