import { WEB_UI, type Collection } from '@dz/contracts';
import { RequireLogin } from '../../session/RequireLogin';
import { EditPage } from '../shared/EditPage';
import { CollectionForm } from './CollectionForm';
import { collectionItemQuery } from './queries';

/** A kind's edit screen (its `paths.edit`): the item of the route's id in its form. */
export function CollectionEditPage({ collection: c }: { collection: Collection }) {
  return (
    <EditPage title={WEB_UI.editHeading(c.labels.singular)} query={collectionItemQuery(c)}>
      {(item) => <CollectionForm collection={c} item={item} />}
    </EditPage>
  );
}

/** A kind's create screen (its `paths.create`). */
export function CollectionCreatePage({ collection: c }: { collection: Collection }) {
  return (
    <RequireLogin title={WEB_UI.createHeading(c.labels.singular)}>
      <CollectionForm collection={c} />
    </RequireLogin>
  );
}
