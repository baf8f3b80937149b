import { HISTORY_UI, ROUTES, WEB_UI, titleFieldOf, type Collection, type CollectionField } from '@dz/contracts';
import { Link } from 'react-router-dom';
import type { CollectionItem } from '../../api/zod/collections';
import { RequireLogin } from '../../session/RequireLogin';
import { confirmDelete } from '../../ui/confirmDelete';
import { DataTable } from '../../ui/DataTable';
import { Loaded } from '../../ui/Loaded';
import { EditLink, StaffActions } from '../../ui/StaffActions';
import { useCollectionList, useDeleteItem } from './queries';

/**
 * The staff's list of a kind served from its description (its `paths.staff`): a column per field it lists, each
 * row's edit link, versions and delete (into the bin when it has one), and "Dodaj" when staff create them.
 */
export default function CollectionListPage({ collection: c }: { collection: Collection }) {
  return (
    <RequireLogin title={c.labels.plural}>
      {c.access.create && c.paths.create && <p><Link className="btn btn-primary" to={c.paths.create}>{WEB_UI.add}</Link></p>}
      <Loaded query={useCollectionList(c)} isEmpty={(list) => list.length === 0} emptyText={WEB_UI.noRecords}>
        {(list) => <Rows collection={c} items={list} />}
      </Loaded>
    </RequireLogin>
  );
}

/** A field's value as a row shows it: yes or no, an option's name, a text as it is. */
const shown = (f: CollectionField, v: unknown) => {
  if (f.type === 'boolean') return v ? WEB_UI.yes : WEB_UI.no;
  if (f.type === 'enum') return f.optionLabels?.[String(v)] ?? String(v ?? '');
  return String(v ?? '');
};

function Rows({ collection: c, items }: { collection: Collection; items: CollectionItem[] }) {
  const remove = useDeleteItem(c);
  const columns = c.fields.filter((f) => f.listed);
  const title = titleFieldOf(c);
  return (
    <DataTable className="accounts" columns={columns.map((f) => f.label)} actions={WEB_UI.edit}>
      {items.map((item) => {
        const name = String(item[title.wire] ?? item.id);
        return (
          <tr key={item.id}>
            {columns.map((f, i) => (i === 0
              ? <th key={f.name} scope="row" data-label={f.label}>{shown(f, item[f.wire])}</th>
              : <td key={f.name} data-label={f.label}>{shown(f, item[f.wire])}</td>))}
            <td className="row-actions">
              {c.access.delete ? (
                <StaffActions
                  editTo={c.paths.edit(item.id)}
                  name={name}
                  deleting={remove.isPending && remove.variables?.id === item.id}
                  onDelete={() => confirmDelete(WEB_UI.deleteRecordConfirm, remove.mutate, item)}
                />
              ) : <EditLink to={c.paths.edit(item.id)} name={name} />}
              {c.capabilities.versions && (
                <Link className="btn btn-secondary" to={ROUTES.versions(c.resource, item.id)} aria-label={WEB_UI.forItem(HISTORY_UI.versions, name)}>
                  {HISTORY_UI.versions}
                </Link>
              )}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
