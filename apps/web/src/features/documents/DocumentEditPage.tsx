import { WEB_UI, type DocumentType } from '@dz/contracts';
import { EditPage } from '../shared/EditPage';
import { VersionsLink } from '../shared/VersionsLink';
import { DocumentForm } from './DocumentForm';
import { documentQuery } from './useDocument';

/** The edit page of every registry type (docs/product.md "Screens" edit pages). */
export default function DocumentEditPage({ type }: { type: DocumentType }) {
  return (
    <EditPage title={WEB_UI.editHeading(type.title)} query={(id) => documentQuery(type, id)}>
      {(item) => (
        <>
          <VersionsLink resource={type.resource} id={item.id} />
          <DocumentForm type={type} item={item} />
        </>
      )}
    </EditPage>
  );
}
