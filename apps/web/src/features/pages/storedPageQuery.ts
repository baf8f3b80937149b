import { pageAddress } from '@dz/contracts/paths';
import type { PageQuery } from '../../api/find';

/** What a staff-written page's screen reads (issue 38): the `page` kind's item at the address, an alias read as its page. */
export const storedPageQuery = (path: string): Extract<PageQuery, { query?: unknown }> => ({ kind: 'page', query: { path: pageAddress(path) } });
