import { AUDIT_ACTION_LABELS, HISTORY_UI, PAGE_SIZE, type AuditEntry } from '@dz/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/context';
import { RequireLogin } from '../../session/RequireLogin';
import { Loaded } from '../../ui/Loaded';
import { Pagination } from '../../ui/Pagination';
import { usePageParam } from '../../ui/usePageParam';
import { listAudit } from './api';
import { When } from './When';
import { resourceLabel } from './labels';
import { DataTable } from '../../ui/DataTable';

/** /dnevnik (docs/product.md "Audit log"): admins only; filters by user name and resource, newest first, paged. */
export default function AuditPage() {
  const { session } = useSession();
  return (
    <RequireLogin title={HISTORY_UI.audit}>
      {session?.isAdmin ? <AuditLog /> : <p className="denied">{HISTORY_UI.auditDenied}</p>}
    </RequireLogin>
  );
}

/** The filter's fields, as they are kept in the URL (`?actor=&resource=&page=`). */
const FILTER_FIELDS = ['actor', 'resource'] as const;

function AuditLog() {
  const actorId = useId();
  const resourceId = useId();
  const [params, setParams] = useSearchParams();
  const { page } = usePageParam();
  // The filter lives in the URL with the page: the pager's links keep it, Back steps through it.
  const filter = { actor: params.get('actor') ?? '', resource: params.get('resource') ?? '' };
  const [draft, setDraft] = useState(filter);
  // Back and Forward change the URL's filter: the fields follow it.
  useEffect(() => setDraft({ actor: filter.actor, resource: filter.resource }), [filter.actor, filter.resource]);
  const log = useQuery({
    queryKey: ['audit', filter, page],
    queryFn: ({ signal }) => listAudit({ ...filter, page, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const keep = Object.fromEntries(FILTER_FIELDS.flatMap((k) => (filter[k] ? [[k, filter[k]]] : [])));
  /** A new filter starts on the first page. */
  const show = (next: typeof filter) => {
    setDraft(next);
    setParams(Object.fromEntries(FILTER_FIELDS.flatMap((k) => (next[k].trim() ? [[k, next[k].trim()]] : []))));
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    show(draft);
  };
  return (
    <>
      <form className="form audit-filter" onSubmit={apply} role="search" aria-label={HISTORY_UI.filter}>
        <div className="field">
          <label htmlFor={actorId}>{HISTORY_UI.actor}</label>
          <input id={actorId} className="input" value={draft.actor} onChange={(e) => setDraft({ ...draft, actor: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor={resourceId}>{HISTORY_UI.resource}</label>
          <input id={resourceId} className="input" value={draft.resource} placeholder="Novost, Account, Ambulanta…" onChange={(e) => setDraft({ ...draft, resource: e.target.value })} />
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary">{HISTORY_UI.filter}</button>
          <button type="button" className="btn btn-secondary" onClick={() => show({ actor: '', resource: '' })}>
            {HISTORY_UI.clearFilter}
          </button>
        </div>
      </form>
      <Loaded query={log} isEmpty={(p) => p.items.length === 0} emptyText={HISTORY_UI.auditEmpty}>
        {(p) => <AuditTable items={p.items} />}
      </Loaded>
      {log.data && <Pagination page={page} totalItems={log.data.totalItems} keep={keep} />}
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
          <td data-label={HISTORY_UI.item}>{e.itemId ?? ''}</td>
          <td data-label={HISTORY_UI.ip}>{e.ip}</td>
        </tr>
      ))}
    </DataTable>
  );
}
