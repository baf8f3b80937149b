import { API, collectionByResource, itemTag, type ContentItem, type Paged, type PublicationChangeResult } from '@dz/contracts';
import { asSent, request } from '../../api/client';


/** A page of the content list for these parameters (the URL's, as the API takes them). */
export const listContent = (params: URLSearchParams, signal?: AbortSignal) =>
  request(`${API.content}?${params}`, { schema: asSent<Paged<ContentItem>>(), signal });

/** Into the bin: the version the list showed (If-Match), so one saved since is refused (412) and stays. */
export const moveToBin = (item: ContentItem) =>
  request(`${collectionByResource(item.kind)!.paths.api}/${item.id}`, { method: 'DELETE', ifMatch: itemTag(item.updatedAt) });

/** Back from the bin, whole. */
export const restoreFromBin = (item: Pick<ContentItem, 'kind' | 'id'>) => request(API.restoreItem(item.kind, item.id), { method: 'POST' });

/**
 * Publishes the items now, or takes them back to drafts (POST /api/content/publication), each as the list showed it
 * (its version as `ifMatch`): one saved since is left as it is and named in the answer's `stale`.
 */
export const changePublication = (items: Pick<ContentItem, 'kind' | 'id' | 'updatedAt'>[], status: 'published' | 'draft') =>
  request(API.contentPublication, {
    method: 'POST',
    json: { status, items: items.map(({ kind, id, updatedAt }) => ({ kind, id, ifMatch: itemTag(updatedAt) })) },
    schema: asSent<PublicationChangeResult>(),
  });
