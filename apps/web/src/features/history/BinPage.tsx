import { BIN_DAYS, HISTORY_UI, type BinItem } from '@dz/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RequireLogin } from '../../session/RequireLogin';
import { DateText } from '../../ui/DateText';
import { Loaded } from '../../ui/Loaded';
import { notify } from '../../ui/notify';
import { listBin, restoreFromBin } from './api';
import { restoreFailed } from './When';
import { resourceLabel } from './labels';
import { DataTable } from '../../ui/DataTable';

const binKey = ['bin'] as const;

/** /kanta (docs/product.md "Bin"): deleted news and documents, the newest first, each with "Vrati". */
export default function BinPage() {
  return (
    <RequireLogin title={HISTORY_UI.bin}>
      <p>{HISTORY_UI.binIntro(BIN_DAYS)}</p>
      <BinList />
    </RequireLogin>
  );
}

function BinList() {
  const qc = useQueryClient();
  const bin = useQuery({ queryKey: binKey, queryFn: ({ signal }) => listBin(signal) });
  const restore = useMutation({
    mutationFn: restoreFromBin,
    onSuccess: (_, item) => {
      qc.setQueryData<BinItem[]>(binKey, (old) => old?.filter((b) => !(b.resource === item.resource && b.id === item.id)));
      // The lists and pages of what came back are read again.
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== binKey[0] });
      notify.success(HISTORY_UI.restored);
    },
    onError: restoreFailed,
  });
  return (
    <Loaded query={bin} isEmpty={(list) => list.length === 0} emptyText={HISTORY_UI.binEmpty}>
      {(list) => (
        <DataTable className="accounts" columns={[HISTORY_UI.title, HISTORY_UI.type, HISTORY_UI.deletedAt, HISTORY_UI.deletedBy, HISTORY_UI.purgeAt]} actions={HISTORY_UI.restore}>
          {list.map((b) => (
            <tr key={`${b.resource}-${b.id}`}>
              <th scope="row">{b.title}</th>
              <td data-label={HISTORY_UI.type}>{resourceLabel(b.resource)}</td>
              <td data-label={HISTORY_UI.deletedAt}><DateText iso={b.deletedAt} /></td>
              <td data-label={HISTORY_UI.deletedBy}>{b.deletedBy || HISTORY_UI.unknownAuthor}</td>
              <td data-label={HISTORY_UI.purgeAt}><DateText iso={b.purgeAt} /></td>
              <td className="row-actions">
                <button
                  type="button"
                  className="btn btn-primary"
                  aria-label={`${HISTORY_UI.restore}: ${b.title}`}
                  disabled={restore.isPending && restore.variables?.id === b.id && restore.variables.resource === b.resource}
                  onClick={() => restore.mutate({ resource: b.resource, id: b.id })}
                >
                  {HISTORY_UI.restore}
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </Loaded>
  );
}
