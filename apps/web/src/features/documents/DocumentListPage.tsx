import { WEB_UI, type DocumentItem, type DocumentType } from '@dz/contracts';
import { documentListName } from '@dz/content';
import { Suspense } from 'react';
import { useSession } from '../../session/context';
import { confirmDelete } from '../../ui/confirmDelete';
import { PageTitle } from '../../ui/PageTitle';
import { Pagination } from '../../ui/Pagination';
import { usePageParam } from '../../ui/usePageParam';
import { AddLink, Loaded } from '../../ui/Loaded';
import { DocumentIntro } from '../pages';
import { DocumentRow } from './DocumentRow';
import { useDeleteDocument, useDocumentPage } from './queries';

/** The one paged list of docs/product.md "Screens", for every registry type; the page number lives in the URL. */
export default function DocumentListPage({ type }: { type: DocumentType }) {
  const { session } = useSession();
  const { page, afterDelete } = usePageParam();
  const query = useDocumentPage(type, page);
  const remove = useDeleteDocument(type, page);

  const onDelete = (item: DocumentItem) =>
    confirmDelete(type.deleteConfirm, remove.mutate, item, { after: () => afterDelete(query.data?.items.length) });

  return (
    <>
      <PageTitle title={type.pageTitle} name={documentListName(type)} description={WEB_UI.documentListDescription(type)} feed={type} page={page} />
      {/* docs/product.md "Screens", the library: the title, then its section header, then the boxes and the entries. */}
      {type.pageTitle !== type.title && <h2>{type.title}</h2>}
      {type.intro && (
        <Suspense fallback={null}>
          <DocumentIntro name={type.intro} />
        </Suspense>
      )}
      <div className="doc-section">
        {session && <AddLink to={type.createPath} />}
        <Loaded query={query} isEmpty={(d) => d.items.length === 0}>
          {(d) => (
            <ul className="doc-list" aria-busy={query.isFetching}>
              {d.items.map((item) => (
                <DocumentRow
                  key={item.id}
                  type={type}
                  item={item}
                  staff={!!session}
                  deleting={remove.isPending && remove.variables?.id === item.id}
                  onDelete={onDelete}
                />
              ))}
            </ul>
          )}
        </Loaded>
        {query.data && <Pagination page={page} totalItems={query.data.totalItems} />}
      </div>
    </>
  );
}
