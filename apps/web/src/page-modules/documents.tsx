import { DOCUMENT_TYPES } from '@dz/contracts/collections';
import { documentQuery, pageOf } from '../api/pageQueries';
import { definePage } from '../ui/page';
import { lazyScreen } from '../ui/lazyScreen';

const DocumentListPage = lazyScreen(() => import('../features/documents/DocumentListPage').then((m) => m.default));

/** Each document type's paged list (past the last page: 404). A screen of its own per type: going from one list to another starts afresh. */
export default DOCUMENT_TYPES.map((t) =>
  definePage({
    path: t.listPath,
    query: ({ url }) => documentQuery(t, pageOf(url)),
    Screen: () => <DocumentListPage key={t.kind} type={t} />,
  }),
);
