import { PUBLICATION_UI, documentTypeByResource, idFromParam, type DocumentType } from '@dz/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { RequireLogin } from '../../session/RequireLogin';
import { Loaded } from '../../ui/Loaded';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PreviewBanner } from '../../ui/PreviewBanner';
import { DocumentRow } from './DocumentRow';
import { documentQuery } from './useDocument';

/**
 * /urednik/pregled/{Resource}/{id} (issue 23): a document before the public sees it, as its list will show it (its row,
 * its PDF, which downloads with the session's token), under "Pregled — nije objavljeno"; staff only. A news item's
 * preview is its own page (the API answers staff its draft).
 */
export default function DocumentPreviewPage() {
  const params = useParams();
  const type = documentTypeByResource(params.resource ?? '');
  const id = idFromParam(params.id);
  if (!type || id === undefined) return <NotFoundPage />;
  return (
    <RequireLogin title={PUBLICATION_UI.preview}>
      <Preview type={type} id={id} />
    </RequireLogin>
  );
}

function Preview({ type, id }: { type: DocumentType; id: number }) {
  const query = useQuery(documentQuery(type, id));
  return (
    <>
      <h2>{type.pageTitle}</h2>
      <Loaded query={query}>
        {(item) => (
          <div className="doc-section">
            <PreviewBanner item={item} />
            <ul className="doc-list">
              <DocumentRow type={type} item={item} staff={false} deleting={false} onDelete={() => {}} />
            </ul>
            <p><Link to={`${type.editPath}/${item.id}`}>← {type.title}</Link></p>
          </div>
        )}
      </Loaded>
    </>
  );
}
