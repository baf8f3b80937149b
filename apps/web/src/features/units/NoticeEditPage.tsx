import { WEB_UI } from '@dz/contracts';
import { EditPage } from '../shared/EditPage';
import { NoticeForm } from './NoticeForm';
import { noticeQuery } from './staffQueries';

/** /obavijesti/:id: one notice's form; back to the list after saving. */
export default function NoticeEditPage() {
  return (
    <EditPage title={WEB_UI.noticeEditHeading} query={noticeQuery}>
      {(notice) => <NoticeForm notice={notice} />}
    </EditPage>
  );
}
