import { WEB_UI, type DocumentType } from '@dz/contracts';
import { RequireLogin } from '../../session/RequireLogin';
import { DocumentForm } from './DocumentForm';

/** The create page of every registry type (docs/product.md "Screens" create pages). */
export default function DocumentCreatePage({ type }: { type: DocumentType }) {
  return (
    <RequireLogin title={WEB_UI.createHeading(type.title)}>
      <DocumentForm type={type} />
    </RequireLogin>
  );
}
