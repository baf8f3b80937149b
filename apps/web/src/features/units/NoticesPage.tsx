import { formatDate, ROUTES, sarajevoToday, WEB_UI, type Notice } from '@dz/contracts';
import { ApiError } from '../../api/errors';
import { RequireLogin } from '../../session/RequireLogin';
import { confirmDelete } from '../../ui/confirmDelete';
import { Loaded } from '../../ui/Loaded';
import { StaffActions } from '../../ui/StaffActions';
import { NoticeForm } from './NoticeForm';
import { noticeStatus } from './noticeStatus';
import { useDeleteNotice, useEndNotice, useNotices } from './staffQueries';

/** /obavijesti (docs/product.md "Clinics, services and hours"): a new notice's form, then every notice with its state. */
export default function NoticesPage() {
  return (
    <RequireLogin title={WEB_UI.noticesHeading}>
      <section aria-labelledby="notice-create">
        <h2 id="notice-create">{WEB_UI.noticeCreateHeading}</h2>
        <NoticeForm />
      </section>
      <section aria-labelledby="notice-list" className="doc-section">
        <h2 id="notice-list">{WEB_UI.allNotices}</h2>
        <Loaded query={useNotices()} isEmpty={(list) => list.length === 0} emptyText={WEB_UI.noticesEmpty}>
          {(list) => <NoticeList notices={list} />}
        </Loaded>
      </section>
    </RequireLogin>
  );
}

/** "YYYY-MM-DD" as the site writes a day: noon UTC is that same day in Sarajevo. */
const day = (date: string) => formatDate(`${date}T12:00:00Z`);

const failure = (fallback: string) => (e: Error) => (e instanceof ApiError && e.fromServer ? e.message : fallback);

function NoticeList({ notices }: { notices: Notice[] }) {
  const end = useEndNotice();
  const remove = useDeleteNotice();
  const today = sarajevoToday();
  return (
    <ul className="doc-list">
      {notices.map((n) => {
        const status = noticeStatus(n, today);
        return (
          <li key={n.id} className="doc-row">
            <div className="doc-body">
              <p className="doc-text">
                {n.urgent && <strong className="badge badge-urgent">{WEB_UI.urgent}</strong>} {n.text}
              </p>
              {n.link && (
                <p className="doc-text">
                  <a href={n.link}>{n.link}</a>
                </p>
              )}
              <p className="item-meta">
                <span className={`badge notice-${status}`}>{WEB_UI.noticeStatus[status]}</span>
                <span>{WEB_UI.noticeDates(day(n.from), day(n.to))}</span>
              </p>
            </div>
            <div className="doc-actions">
              <StaffActions
                editTo={ROUTES.noticeEdit(n.id)}
                name={n.text}
                deleting={remove.isPending && remove.variables?.id === n.id}
                onDelete={() => confirmDelete(WEB_UI.deleteNoticeConfirm, remove.mutate, n, { failure: failure(WEB_UI.deleteFailed) })}
              />
              {(status === 'active' || status === 'scheduled') && (
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={end.isPending && end.variables?.id === n.id}
                  aria-label={WEB_UI.forItem(WEB_UI.noticeEnd, n.text)}
                  onClick={() =>
                    confirmDelete(WEB_UI.noticeEndConfirm, end.mutate, n, { success: WEB_UI.noticeEnded, failure: failure(WEB_UI.noticeEndFailed) })
                  }
                >
                  {WEB_UI.noticeEnd}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
