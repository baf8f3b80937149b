import { AUDIT_ACTION_LABELS, AUDIT_PAGE_SIZE, COLLECTIONS, HISTORY_UI, sarajevoToday, type AuditEntry } from '@dz/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/context';
import { RequireLogin } from '../../session/RequireLogin';
import { Loaded } from '../../ui/Loaded';
import { Pagination } from '../../ui/Pagination';
import { usePageParam } from '../../ui/usePageParam';
import { saveBlob } from '../../api/download';
import { notify } from '../../ui/notify';
import { auditCsv, listAudit } from './api';
import { When } from './When';
import { resourceLabel } from './labels';
import { DataTable } from '../../ui/DataTable';
import { useAccounts } from '../accounts/queries';

/** /dnevnik (docs/product.md "Audit log"): admins only; filters by user name and resource, newest first, paged; "Izvezi CSV" saves every row the filter finds. */
export default function AuditPage() {
  const { session } = useSession();
  return (
    <RequireLogin title={HISTORY_UI.audit}>
      {session?.isAdmin ? <AuditLog /> : <p className="denied">{HISTORY_UI.auditDenied}</p>}
    </RequireLogin>
  );
}

/** The filter's fields, as they are kept in the URL (`?actor=&resource=&from=&to=&page=`). */
const FILTER_FIELDS = ['actor', 'resource', 'from', 'to'] as const;
type Filter = Record<(typeof FILTER_FIELDS)[number], string>;
const EMPTY: Filter = { actor: '', resource: '', from: '', to: '' };

/** What the log names items by: every kind of content, and the accounts (sign-ins, passwords, registrations). */
const RESOURCES: Readonly<Record<string, string>> = Object.fromEntries([...COLLECTIONS.map((c) => c.resource), 'Account'].map((r) => [r, resourceLabel(r)]));

function AuditLog() {
  const ids = { actor: useId(), resource: useId(), from: useId(), to: useId() };
  const [params, setParams] = useSearchParams();
  const { page } = usePageParam();
  // The filter lives in the URL with the page: the pager's links keep it, Back steps through it.
  const filter: Filter = Object.fromEntries(FILTER_FIELDS.map((k) => [k, params.get(k) ?? ''])) as Filter;
  const [draft, setDraft] = useState(filter);
  // Back and Forward change the URL's filter: the fields follow it.
  useEffect(() => setDraft(filter), [filter.actor, filter.resource, filter.from, filter.to]);
  const accounts = useAccounts(true);
  const log = useQuery({
    queryKey: ['audit', filter, page],
    queryFn: ({ signal }) => listAudit({ ...filter, page, pageSize: AUDIT_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const keep = Object.fromEntries(FILTER_FIELDS.flatMap((k) => (filter[k] ? [[k, filter[k]]] : [])));
  /** A new filter starts on the first page. */
  const show = (next: Filter) => {
    setDraft(next);
    setParams(Object.fromEntries(FILTER_FIELDS.flatMap((k) => (next[k].trim() ? [[k, next[k].trim()]] : []))));
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    show(draft);
  };
  // The rows the table's filter finds (the address's, not fields changed since), every page, as the server's CSV file.
  const exportCsv = useMutation({
    mutationFn: () => auditCsv(filter),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? HISTORY_UI.csvFileName(sarajevoToday())),
    onError: () => notify.error(HISTORY_UI.exportFailed),
  });
  const users = [...new Set([...(accounts.data ?? []).map((a) => a.userName), ...(filter.actor ? [filter.actor] : [])])].sort();
  return (
    <>
      <form className="form content-filter" onSubmit={apply} role="search" aria-label={HISTORY_UI.filter}>
        <div className="field">
          <label htmlFor={ids.actor}>{HISTORY_UI.actor}</label>
          <select id={ids.actor} value={draft.actor} onChange={(e) => setDraft({ ...draft, actor: e.target.value })}>
            <option value="">{HISTORY_UI.anyActor}</option>
            {users.map((u) => <option key={u} value={u}>{u}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.resource}>{HISTORY_UI.resource}</label>
          <select id={ids.resource} value={draft.resource} onChange={(e) => setDraft({ ...draft, resource: e.target.value })}>
            <option value="">{HISTORY_UI.anyResource}</option>
            {Object.entries(RESOURCES).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.from}>{HISTORY_UI.fromDay}</label>
          <input id={ids.from} className="input" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={ids.to}>{HISTORY_UI.toDay}</label>
          <input id={ids.to} className="input" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary">{HISTORY_UI.filter}</button>
          <button type="button" className="btn btn-secondary" onClick={() => show(EMPTY)}>
            {HISTORY_UI.clearFilter}
          </button>
        </div>
      </form>
      <p className="audit-export">
        <button type="button" className="btn btn-secondary" disabled={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
          {HISTORY_UI.exportCsv}
        </button>
      </p>
      <Loaded query={log} isEmpty={(p) => p.items.length === 0} emptyText={HISTORY_UI.auditEmpty}>
        {(p) => <AuditTable items={p.items} />}
      </Loaded>
      {log.data && <Pagination page={page} totalItems={log.data.totalItems} keep={keep} pageSize={AUDIT_PAGE_SIZE} />}
    </>
  );
}

function AuditTable({ items }: { items: AuditEntry[] }) {
  return (
    <DataTable className="accounts audit" columns={[HISTORY_UI.at, HISTORY_UI.actor, HISTORY_UI.action, HISTORY_UI.resource, HISTORY_UI.item, HISTORY_UI.ip]}>
      {items.map((e) => (
        <tr key={e.id}>
          <th scope="row"><When iso={e.at} /></th>
          <td data-label={HISTORY_UI.actor}>{e.actorName || HISTORY_UI.unknownAuthor}</td>
          <td data-label={HISTORY_UI.action}>{AUDIT_ACTION_LABELS[e.action] ?? e.action}</td>
          <td data-label={HISTORY_UI.resource}>{resourceLabel(e.resource)}</td>
          <td data-label={HISTORY_UI.item}>{e.editUrl ? <Link to={e.editUrl}>{e.title}</Link> : (e.title || e.itemId || '')}</td>
          <td data-label={HISTORY_UI.ip}>{e.ip}</td>
        </tr>
      ))}
    </DataTable>
  );
}
