import { inputSchemaOf, WEB_UI, type Collection } from '@dz/contracts';
import { useMemo } from 'react';
import { createItem, getItem, updateItem, type CollectionItem } from '../../api/zod/collections';
import { CollectionFields, fieldValuesOf } from '../../ui/CollectionFields';
import { EditGuard } from '../../ui/EditGuard';
import { FormActions } from '../../ui/FormActions';
import { itemVersion } from '../../ui/itemVersion';
import { useSaveForm } from '../../ui/useSaveForm';
import { useSchemaForm } from '../../ui/useSchemaForm';
import { useDraftId } from '../shared/useDraftId';
import { collectionKeys } from './queries';

/**
 * The create and edit form of a kind served from its description: its fields (ui/CollectionFields.tsx) with the
 * rules and messages of the schema the same description builds; back to the kind's staff list after saving. As
 * every edit form: the typed work kept, the version it edits sent (412 opens the conflict view), others told.
 */
export function CollectionForm({ collection: c, item }: { collection: Collection; item?: CollectionItem }) {
  const schema = useMemo(() => inputSchemaOf(c), [c]);
  const valuesOf = (i?: CollectionItem) => fieldValuesOf(c, i);
  const form = useSchemaForm<Record<string, string | boolean>>(schema, valuesOf(item));
  const { formProps, actions, guard } = useSaveForm({
    form,
    save: (input, v) => (item ? updateItem(c, item.id, input, v) : createItem(c, input)),
    invalidate: [collectionKeys(c)],
    success: item ? WEB_UI.saved : WEB_UI.created,
    to: c.paths.staff,
    draft: useDraftId(c.resource, item?.id ?? 'new'),
    presence: item && { resource: c.resource, id: item.id },
    version: item && itemVersion(item, () => getItem(c, item.id), valuesOf),
  });
  return (
    <form {...formProps}>
      <EditGuard {...guard} />
      <CollectionFields collection={c} form={form} />
      <FormActions submitLabel={item ? WEB_UI.saveChanges : WEB_UI.add} cancelTo={c.paths.staff} {...actions} />
    </form>
  );
}
