import {
  AUDIT_ACTION_LABELS, CONTENT_UI, DESK_UI, PUBLICATION_UI, ROUTES, WEB_UI, collectionByResource, documentTypeByResource, formatFileSize,
  type BackupStatus, type ContentItem, type Desk, type StaleFact,
} from '@dz/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RequireLogin } from '../../session/RequireLogin';
import { DataTable } from '../../ui/DataTable';
import { Loaded } from '../../ui/Loaded';
import { notify } from '../../ui/notify';
import { stateText } from '../../ui/PublicationFields';
import { When } from '../history/When';
import { deskKey, getDesk, markChecked } from './api';

/**
 * /urednik, "Radni stol" (issue 23, GET /api/desk): what needs a staff member's eye: my recent edits, drafts, scheduled
 * items with their times, the notices shown now, facts nobody checked for six months ("Provjereno"), and what
 * residents searched for in vain. Each section says when it is empty; the content list has everything.
 */
export default function DeskPage() {
  return (
    <RequireLogin title={DESK_UI.heading}>
      <DeskSections />
    </RequireLogin>
  );
}

function DeskSections() {
  const desk = useQuery({ queryKey: deskKey, queryFn: ({ signal }) => getDesk(signal) });
  return (
    <Loaded query={desk}>
      {(d) => (
        <div className="desk">
          <p><Link to={ROUTES.content}>{DESK_UI.allContent} ({CONTENT_UI.heading})</Link></p>
          <Section id="desk-edits" title={DESK_UI.recentEdits} empty={DESK_UI.noRecentEdits} count={d.recentEdits.length}>
            <ul className="desk-list">
              {d.recentEdits.map((e) => (
                <li key={e.id}>
                  {e.editUrl ? <Link to={e.editUrl}>{e.title || `${e.resource} ${e.itemId}`}</Link> : <span>{e.title}</span>}
                  {' · '}{AUDIT_ACTION_LABELS[e.action]} · <When iso={e.at} />
                </li>
              ))}
            </ul>
          </Section>
          <Section id="desk-drafts" title={DESK_UI.drafts} empty={DESK_UI.noDrafts} count={d.drafts.length}>
            <ContentRows items={d.drafts} />
          </Section>
          <Section id="desk-scheduled" title={DESK_UI.scheduled} empty={DESK_UI.noScheduled} count={d.scheduled.length}>
            <ContentRows items={d.scheduled} />
            <p className="field-hint">{DESK_UI.neverLate}</p>
          </Section>
          <Section id="desk-notices" title={DESK_UI.notices} empty={DESK_UI.noNotices} count={d.notices.length}>
            <ul className="desk-list">
              {d.notices.map((n) => <li key={n.id}><Link to={ROUTES.noticeEdit(n.id)}>{n.text}</Link></li>)}
            </ul>
          </Section>
          <Section id="desk-facts" title={DESK_UI.staleFacts} empty={DESK_UI.noStaleFacts} count={d.staleFacts.length}>
            <StaleFacts facts={d.staleFacts} />
          </Section>
          <Section id="desk-searches" title={DESK_UI.missedSearches} empty={DESK_UI.noMissedSearches} count={d.missedSearches.length}>
            <MissedSearches rows={d.missedSearches} />
          </Section>
          {d.backup && <Backups status={d.backup} />}
        </div>
      )}
    </Loaded>
  );
}

function Section({ id, title, empty, count, children }: { id: string; title: string; empty: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="doc-section desk-section">
      <h2 id={id}>{title}</h2>
      {count ? children : <p>{empty}</p>}
    </section>
  );
}

/** A draft's or scheduled item's preview: a news item's own page, a document's preview screen (both read with the token). */
const previewOf = (i: ContentItem) => (documentTypeByResource(i.kind) ? ROUTES.documentPreview(i.kind, i.id) : i.url);

function ContentRows({ items }: { items: ContentItem[] }) {
  return (
    <ul className="desk-list">
      {items.map((i) => (
        <li key={`${i.kind}-${i.id}`}>
          <Link to={i.editUrl}>{i.title}</Link>
          {' · '}{collectionByResource(i.kind)?.labels.singular ?? i.kind} · {stateText(i)}
          {' · '}<Link to={previewOf(i)} aria-label={WEB_UI.forItem(PUBLICATION_UI.preview, i.title)}>{PUBLICATION_UI.preview}</Link>
        </li>
      ))}
    </ul>
  );
}

function StaleFacts({ facts }: { facts: StaleFact[] }) {
  const qc = useQueryClient();
  const check = useMutation({
    mutationFn: (f: StaleFact) => markChecked({ kind: f.kind, id: f.id }),
    onSuccess: (_, f) => {
      notify.success(DESK_UI.checkedDone(f.title));
      void qc.invalidateQueries({ queryKey: deskKey });
    },
    onError: () => notify.error(WEB_UI.saveFailed),
  });
  return (
    <DataTable className="accounts desk-facts" columns={[CONTENT_UI.title, DESK_UI.lastChecked]} actions={DESK_UI.checked}>
      {facts.map((f) => (
        <tr key={`${f.kind}-${f.id}`}>
          <th scope="row"><Link to={f.editUrl}>{f.title}</Link></th>
          <td data-label={DESK_UI.lastChecked}><When iso={f.lastChecked} /></td>
          <td className="row-actions">
            <button type="button" className="btn btn-secondary" aria-label={DESK_UI.checkedFor(f.title)} disabled={check.isPending} onClick={() => check.mutate(f)}>
              {DESK_UI.checked}
            </button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function MissedSearches({ rows }: { rows: Desk['missedSearches'] }) {
  return (
    <DataTable className="accounts desk-searches" columns={[DESK_UI.query, DESK_UI.count]}>
      {rows.map((r) => (
        <tr key={r.query}>
          <th scope="row"><Link to={`${ROUTES.search}?q=${encodeURIComponent(r.query)}`}>{r.query}</Link></th>
          <td data-label={DESK_UI.count}>{r.count}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * "Sigurnosne kopije" (issue 26; the API sends it to admins only): the newest scheduled backup's time, file and size,
 * the last failure since it, when the next is due; or that BACKUP_DIR is not set.
 */
function Backups({ status }: { status: BackupStatus }) {
  return (
    <section aria-labelledby="desk-backups" className="doc-section desk-section">
      <h2 id="desk-backups">{DESK_UI.backups}</h2>
      {!status.enabled ? <p className="form-error">{DESK_UI.backupsOff}</p> : (
        <>
          {status.failure && <p className="form-error">{DESK_UI.backupFailed} (<When iso={status.failure.at} />): {status.failure.message}</p>}
          {status.overdue && <p className="form-error">{DESK_UI.backupOverdue}</p>}
          {status.last ? (
            <dl className="desk-backup">
              <dt>{DESK_UI.backupLast}</dt><dd><When iso={status.last.at} /></dd>
              <dt>{DESK_UI.backupFile}</dt><dd>{status.last.file}</dd>
              <dt>{DESK_UI.backupSize}</dt><dd>{formatFileSize(status.last.bytes)}</dd>
              <dt>{DESK_UI.backupCount}</dt><dd>{status.count ?? 0}</dd>
              {status.nextDue && <><dt>{DESK_UI.backupNext}</dt><dd><When iso={status.nextDue} /></dd></>}
            </dl>
          ) : <p>{DESK_UI.backupNone}</p>}
          {status.everyHours !== undefined && status.keep !== undefined && <p className="field-hint">{DESK_UI.backupSchedule(status.everyHours, status.keep)}</p>}
        </>
      )}
    </section>
  );
}
