import { ROUTES } from '@dz/contracts/paths';
import { idFromParam } from '@dz/contracts/rules';
import { newsQueries, pageOf } from '../api/pageQueries';
import { definePage } from '../ui/page';
import { lazyScreen } from '../ui/lazyScreen';

/** The news archive (a page of it; past the last: 404) and a news item (404 for an id that is none, unless staff see it). */
export default [
  definePage({
    path: ROUTES.news,
    query: ({ url }) => newsQueries.page(pageOf(url)),
    Screen: lazyScreen(() => import('../features/news/NewsListPage').then((m) => m.default)),
  }),
  definePage({
    path: ROUTES.newsDetail(':id'),
    query: ({ params }) => newsQueries.item(idFromParam(params.id)),
    Screen: lazyScreen(() => import('../features/news/NewsDetailPage').then((m) => m.default)),
  }),
];
