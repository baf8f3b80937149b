import { WEB_UI, idParam, type DocumentType } from '@dz/contracts';
import { useParams } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { NotFoundPage } from '../../app/NotFoundPage';
import { RequireLogin } from '../../session/RequireLogin';
import { ErrorNote, Loading } from '../../ui/Status';
import { DocumentForm } from './DocumentForm';
import { useDocument } from './queries';

/** The edit page of every registry type: loads the item by the route id (SPEC §2 edit pages). */
export default function DocumentEditPage({ type }: { type: DocumentType }) {
  const id = idParam.safeParse(useParams().id).data;
  if (id === undefined) return <NotFoundPage />;
  const title = WEB_UI.editHeading(type.title);
  return (
    <RequireLogin title={title}>
      <h1>{title}</h1>
      <EditLoader type={type} id={id} />
    </RequireLogin>
  );
}

function EditLoader({ type, id }: { type: DocumentType; id: number }) {
  const query = useDocument(type, id);
  if (query.isPending) return <Loading />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return <ErrorNote message={missing ? query.error.message : undefined} onRetry={missing ? undefined : () => void query.refetch()} />;
  }
  // Keyed by id so a new item gets fresh form state.
  return <DocumentForm key={id} type={type} item={query.data} />;
}
