import { formatFileSize, HISTORY_UI, type ItemVersion } from '@dz/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { saveBlob } from '../../api/download';
import { RequireLogin } from '../../session/RequireLogin';
import { Loaded } from '../../ui/Loaded';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { notify } from '../../ui/notify';
import { fetchStaffFile, listVersions, restoreVersion, versionFilePath } from './api';
import { restoreFailed, When } from './When';
import { DataTable } from '../../ui/DataTable';
import { WordDiff } from '../../ui/WordDiff';
import { versionsTarget } from './target';
import { fileChange, fileKindOf, fileLabel, type FileKind } from './versionFiles';
import './history.css';

/**
 * /verzije/{Resource}/{id} (docs/product.md "Versions"): every saved state of a news item or document, newest
 * first, with who and when, its file ("Otvori"; a picture as a thumbnail); two of them compared word by word, their
 * files by name and size; "Vrati ovu verziju" after a confirm. The link at the top leads back to the item's edit screen.
 */
export default function VersionsPage() {
  const params = useParams();
  const target = versionsTarget(params.resource, params.id);
  if (!target) return <NotFoundPage />;
  const { collection, id } = target;
  return (
    <RequireLogin title={HISTORY_UI.versionsHeading}>
      <p><Link to={collection.paths.edit(id)}>{HISTORY_UI.backToItem(collection.labels.singular)}</Link></p>
      <Versions resource={collection.resource} id={id} fileKind={fileKindOf(collection)} />
    </RequireLogin>
  );
}

/** The query key of a version's file, by its bytes' hash: a picture kept by several versions is fetched once. */
const fileKey = (resource: string, id: number, hash: string) => ['version-file', resource, id, hash];

function Versions({ resource, id, fileKind }: { resource: string; id: number; fileKind: FileKind }) {
  const qc = useQueryClient();
  const key = ['versions', resource, id];
  const versions = useQuery({ queryKey: key, queryFn: ({ signal }) => listVersions(resource, id, signal) });
  const restore = useMutation({
    mutationFn: restoreVersion,
    onSuccess: (_, v) => {
      // The item's own screens and lists read it again (a version's file never changes: its thumbnails stay).
      void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'version-file' });
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
                <td data-label={HISTORY_UI.file}>{v.fileHash && <VersionFile resource={resource} id={id} version={v} kind={fileKind} />}</td>
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
          {/* A new newest version (a restore, anyone's save) starts the comparison again from the newest two. */}
          {list.length > 1 && <Compare key={list[0]!.version} versions={list} fileKind={fileKind} />}
        </>
      )}
    </Loaded>
  );
}

/**
 * A version's file in its row: a picture's thumbnail, the file's name and size, and "Otvori", which fetches it with the
 * session's token (the route is staff only, so a plain link cannot) and shows it in a new tab, or saves it where the
 * browser gives no tab.
 */
function VersionFile({ resource, id, version: v, kind }: { resource: string; id: number; version: ItemVersion; kind: FileKind }) {
  const path = versionFilePath(resource, id, v.version);
  const [opening, setOpening] = useState(false);
  const open = async () => {
    // Opened before the fetch, while the click still counts as the user's: a tab opened after it would be blocked.
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const { blob, fileName } = await fetchStaffFile(path);
      if (tab) {
        const url = URL.createObjectURL(blob);
        tab.opener = null;
        tab.location.href = url;
        // The tab has loaded it by then; a minute is plenty.
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else {
        saveBlob(blob, fileName ?? HISTORY_UI.versionFileName(v.version, kind === 'image' ? 'jpg' : 'pdf'));
      }
    } catch {
      tab?.close();
      notify.error(HISTORY_UI.fileFailed);
    } finally {
      setOpening(false);
    }
  };
  return (
    <span className="version-file">
      {kind === 'image' && <Thumbnail queryKey={fileKey(resource, id, v.fileHash!)} path={path} alt={HISTORY_UI.thumbnailOf(v.version)} />}
      <span>{kind === 'image' ? v.fileSize !== null && formatFileSize(v.fileSize) : fileLabel(v)}</span>
      <button type="button" className="btn btn-secondary" aria-label={HISTORY_UI.openFileOf(v.version)} disabled={opening} onClick={() => void open()}>
        {HISTORY_UI.openFile}
      </button>
    </span>
  );
}

/** A version's picture, small: fetched with the token once per distinct picture and shown from a blob URL. */
function Thumbnail({ queryKey, path, alt }: { queryKey: readonly unknown[]; path: string; alt: string }) {
  const picture = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await fetchStaffFile(path, signal)).blob,
    // A version's bytes never change.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useObjectUrl(picture.data);
  return url ? <img className="version-thumb" src={url} alt={alt} /> : <span className="version-thumb" aria-hidden="true" />;
}

/** A blob's URL while the component shows it, released after. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => {
      URL.revokeObjectURL(u);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}

/** Two versions' texts, word by word (removed words struck through, added ones marked), and what changed in their files. */
function Compare({ versions, fileKind }: { versions: ItemVersion[]; fileKind: FileKind }) {
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState(versions[1]!.version);
  const [to, setTo] = useState(versions[0]!.version);
  const a = versions.find((v) => v.version === from);
  const b = versions.find((v) => v.version === to);
  const files = a && b ? fileChange(a, b, fileKind) : null;
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
      {files && <p className="file-change">{files}</p>}
      <WordDiff from={a?.text ?? ''} to={b?.text ?? ''} removedTitle={HISTORY_UI.removed} addedTitle={HISTORY_UI.added} same={HISTORY_UI.noDifferences} />
    </section>
  );
}
