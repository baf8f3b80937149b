import { ROUTES } from '@dz/contracts/paths';
import { searchQueryFrom } from '@dz/contracts/rules';
import { pageOf, searchQuery, searchable } from '../api/pageQueries';
import { definePage } from '../ui/page';
import { lazyScreen } from '../ui/lazyScreen';

/** /pretraga?q=…&page=…: a page of results (past the last: 404); a query too short reads nothing (the page shows its hint). */
export default definePage({
  path: ROUTES.search,
  query: ({ url }) => {
    const q = searchQueryFrom(url.searchParams.get('q'));
    return searchable(q) ? searchQuery(q, pageOf(url)) : undefined;
  },
  Screen: lazyScreen(() => import('../features/search/SearchPage').then((m) => m.default)),
});
