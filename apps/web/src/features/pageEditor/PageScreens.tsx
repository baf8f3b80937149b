import { pageCollection, WEB_UI } from '@dz/contracts';
import { queryOptions } from '@tanstack/react-query';
import { getPage } from '../../api/zod/pages';
import { RequireLogin } from '../../session/RequireLogin';
import { collectionKeys } from '../collections/queries';
import { EditPage } from '../shared/EditPage';
import { PageForm } from './PageForm';
import './page-editor.css';

/**
 * The staff's page screens (issue 38), in the page editor's chunk (the editor and Tiptap never reach a visitor's
 * page): a new page and one page's block editor. Their list is the generic list of the description (title, path,
 * edit, versions, delete, "Dodaj"; app/routes.tsx).
 */
const c = pageCollection;
const pageQuery = (id: number) => queryOptions({ queryKey: [...collectionKeys(c), 'blocks', id] as const, queryFn: ({ signal }) => getPage(id, signal) });

export function PageEditPage() {
  return (
    <EditPage title={WEB_UI.editHeading(c.labels.singular)} query={pageQuery}>
      {(item) => <PageForm item={item} />}
    </EditPage>
  );
}

export function PageCreatePage() {
  return (
    <RequireLogin title={WEB_UI.createHeading(c.labels.singular)}>
      <PageForm />
    </RequireLogin>
  );
}
