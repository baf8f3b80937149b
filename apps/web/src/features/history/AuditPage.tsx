import { AUDIT_ACTION_LABELS, HISTORY_UI, PAGE_SIZE, pageCount, type AuditEntry } from '@dz/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useSession } from '../../session/context';
import { RequireLogin } from '../../session/RequireLogin';
import { Loaded } from '../../ui/Loaded';
import { listAudit } from './api';
import { When } from './When';
import { resourceLabel } from './labels';

/** /dnevnik (docs/product.md "Audit log"): admins only; filters by user name and resource, newest first, paged. */
export default function AuditPage() {
  const { session } = useSession();
  return (
    <RequireLogin title={HISTORY_UI.audit}>
      {session?.isAdmin ? <AuditLog /> : <p className="denied">{HISTORY_UI.auditDenied}</p>}
    </RequireLogin>
  );
}

function AuditLog() {
  const actorId = useId();
  const resourceId = useId();
  const [filter, setFilter] = useState({ actor: '', resource: '' });
  const [draft, setDraft] = useState(filter);
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: ['audit', filter, page],
    queryFn: ({ signal }) => listAudit({ ...filter, page, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ actor: draft.actor.trim(), resource: draft.resource.trim() });
    setPage(1);
  };
  const pages = Math.max(1, pageCount(log.data?.totalItems ?? 0));
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
          <button type="button" className="btn btn-secondary" onClick={() => { setDraft({ actor: '', resource: '' }); setFilter({ actor: '', resource: '' }); setPage(1); }}>
            {HISTORY_UI.clearFilter}
          </button>
        </div>
      </form>
      <Loaded query={log} isEmpty={(p) => p.items.length === 0} emptyText={HISTORY_UI.auditEmpty}>
        {(p) => <AuditTable items={p.items} />}
      </Loaded>
      {pages > 1 && (
        <nav className="pager" aria-label={HISTORY_UI.pageOf(page, pages)}>
          <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>{HISTORY_UI.previous}</button>
          <span aria-live="polite">{HISTORY_UI.pageOf(page, pages)}</span>
          <button type="button" className="btn btn-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>{HISTORY_UI.next}</button>
        </nav>
      )}
    </>
  );
}

function AuditTable({ items }: { items: AuditEntry[] }) {
  return (
    <div className="table-wrap">
      <table className="accounts audit">
        <thead>
          <tr>
            <th scope="col">{HISTORY_UI.at}</th>
            <th scope="col">{HISTORY_UI.actor}</th>
            <th scope="col">{HISTORY_UI.action}</th>
            <th scope="col">{HISTORY_UI.resource}</th>
            <th scope="col">{HISTORY_UI.item}</th>
            <th scope="col">{HISTORY_UI.ip}</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
