import { WEB_UI, idParam, type DocumentType } from '@dz/contracts';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { RequireLogin } from '../../session/RequireLogin';
import { Loaded } from '../../ui/Loaded';
import { DocumentForm } from './DocumentForm';
import { useDocument } from './useDocument';

/** The edit page of every registry type: loads the item by the route id (docs/product.md "Screens" edit pages). */
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
  // Keyed by id so another item gets fresh form state.
  return <Loaded query={useDocument(type, id)}>{(item) => <DocumentForm key={id} type={type} item={item} />}</Loaded>;
}
