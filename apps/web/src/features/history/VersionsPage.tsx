import { HISTORY_UI, type ItemVersion } from '@dz/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { RequireLogin } from '../../session/RequireLogin';
import { Loaded } from '../../ui/Loaded';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { notify } from '../../ui/notify';
import { listVersions, restoreVersion } from './api';
import { restoreFailed, When } from './When';
import { DataTable } from '../../ui/DataTable';
import { WordDiff } from '../../ui/WordDiff';
import { versionsTarget } from './target';

/**
 * /verzije/{Resource}/{id} (docs/product.md "Versions"): every saved state of a news item or document, newest
 * first, with who and when; two of them compared word by word; "Vrati ovu verziju" after a confirm.
 */
export default function VersionsPage() {
  const params = useParams();
  const target = versionsTarget(params.resource, params.id);
  if (!target) return <NotFoundPage />;
  const { collection, id } = target;
  return (
    <RequireLogin title={HISTORY_UI.versionsHeading}>
      <p><Link to={collection.paths.edit(id)}>← {collection.labels.singular}</Link></p>
      <Versions resource={collection.resource} id={id} />
    </RequireLogin>
  );
}

function Versions({ resource, id }: { resource: string; id: number }) {
  const qc = useQueryClient();
  const key = ['versions', resource, id];
  const versions = useQuery({ queryKey: key, queryFn: ({ signal }) => listVersions(resource, id, signal) });
  const restore = useMutation({
    mutationFn: restoreVersion,
    onSuccess: (_, v) => {
      // The item's own screens and lists read it again.
      void qc.invalidateQueries();
      notify.success(HISTORY_UI.versionRestored(v.version));
    },
    onError: restoreFailed,
  });
  const onRestore = (v: ItemVersion) => {
    if (window.confirm(HISTORY_UI.restoreVersionConfirm(v.version))) restore.mutate({ resource, id, version: v.version });
  };
  return (
    <Loaded query={versions} isEmpty={(list) => list.length === 0}>
      {(list) => (
        <>
          <DataTable className="accounts versions" columns={[HISTORY_UI.version, HISTORY_UI.title, HISTORY_UI.savedAt, HISTORY_UI.savedBy, HISTORY_UI.file]} actions={HISTORY_UI.restoreVersion}>
            {list.map((v, i) => (
              <tr key={v.version}>
                <th scope="row">{v.version}{i === 0 && ` (${HISTORY_UI.current})`}</th>
                <td data-label={HISTORY_UI.title}>{v.title}</td>
                <td data-label={HISTORY_UI.savedAt}><When iso={v.savedAt} /></td>
                <td data-label={HISTORY_UI.savedBy}>{v.savedBy || HISTORY_UI.unknownAuthor}</td>
                <td data-label={HISTORY_UI.file}>{v.fileName || (v.fileHash ? v.fileHash.slice(0, 8) : '')}</td>
                <td className="row-actions">
                  {i > 0 && (
                    <button
                      type="button"
                      className="btn btn-secondary"
                      aria-label={`${HISTORY_UI.restoreVersion} ${v.version}`}
                      disabled={restore.isPending}
                      onClick={() => onRestore(v)}
                    >
                      {HISTORY_UI.restoreVersion}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
          {list.length > 1 && <Compare versions={list} />}
        </>
      )}
    </Loaded>
  );
}

/** Two versions' texts, word by word: removed words struck through, added ones marked. */
function Compare({ versions }: { versions: ItemVersion[] }) {
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState(versions[1]!.version);
  const [to, setTo] = useState(versions[0]!.version);
  const a = versions.find((v) => v.version === from)?.text ?? '';
  const b = versions.find((v) => v.version === to)?.text ?? '';
  const options = versions.map((v) => <option key={v.version} value={v.version}>{`${HISTORY_UI.version} ${v.version}`}</option>);
  return (
    <section aria-labelledby="compare-heading" className="doc-section">
      <h2 id="compare-heading">{HISTORY_UI.compare}</h2>
      <div className="form compare-pick">
        <div className="field">
          <label htmlFor={fromId}>{HISTORY_UI.compareFrom}</label>
          <select id={fromId} className="input" value={from} onChange={(e) => setFrom(Number(e.target.value))}>{options}</select>
        </div>
        <div className="field">
          <label htmlFor={toId}>{HISTORY_UI.compareTo}</label>
          <select id={toId} className="input" value={to} onChange={(e) => setTo(Number(e.target.value))}>{options}</select>
        </div>
      </div>
      <h3>{HISTORY_UI.compareHeading(from, to)}</h3>
      <WordDiff from={a} to={b} removedTitle={HISTORY_UI.removed} addedTitle={HISTORY_UI.added} same={HISTORY_UI.noDifferences} />
    </section>
  );
}
