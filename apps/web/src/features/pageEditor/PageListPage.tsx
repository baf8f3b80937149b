import { pageCollection } from '@dz/contracts/collections';
import CollectionListPage from '../collections/CollectionListPage';

/**
 * The staff's list of pages (issue 38): the generic list of the description (title, path, edit, versions, delete,
 * "Dodaj"), in a chunk of its own, without the block editor's. Apart from app/routes.tsx so the first load does not
 * carry the pages' description.
 */
export default function PageListPage() {
  return <CollectionListPage collection={pageCollection} />;
}
