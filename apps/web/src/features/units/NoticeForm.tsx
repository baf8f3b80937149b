import { noticeInputSchema, ROUTES, sarajevoToday, WEB_UI, type Notice, type NoticeInput } from '@dz/contracts';
import { createNotice, getNotice, updateNotice } from '../../api/zod/units';
import { EditGuard } from '../../ui/EditGuard';
import { itemVersion } from '../../ui/itemVersion';
import { useDraftId } from '../shared/useDraftId';
import { CheckboxField, TextField } from '../../ui/Fields';
import { FormActions } from '../../ui/FormActions';
import { fieldProps, useSchemaForm } from '../../ui/useSchemaForm';
import { noticeKeys } from './staffQueries';
import { useJsonForm } from './unitForm';

/** A new notice shows today only, until staff choose other days. */
const fresh = (): NoticeInput => {
  const today = sarajevoToday();
  return { text: '', link: '', from: today, to: today, urgent: false };
};

const valuesOf = (n: Notice): NoticeInput => ({ text: n.text, link: n.link, from: n.from, to: n.to, urgent: n.urgent });

/**
 * A notice's text, optional link, first and last day (Sarajevo, inclusive) and urgency. Creating
 * stays on /obavijesti with an empty form again; editing goes back there.
 */
export function NoticeForm({ notice }: { notice?: Notice }) {
  const form = useSchemaForm<NoticeInput>(noticeInputSchema, notice ? valuesOf(notice) : fresh());
  const { formProps, actions, guard } = useJsonForm({
    form,
    send: (input, v) => (notice ? updateNotice(notice.id, input, v) : createNotice(input)),
    invalidate: noticeKeys,
    success: notice ? WEB_UI.saved : WEB_UI.created,
    ...(notice ? { to: ROUTES.notices } : { after: () => form.reset(fresh()) }),
    draft: useDraftId('notice', notice?.id ?? 'new'),
    presence: notice && { resource: 'Obavijest', id: notice.id },
    version: notice && itemVersion(notice, () => getNotice(notice.id), valuesOf),
    // Notices show at the top of every page of the site.
    view: () => ROUTES.home,
  });
  return (
    <form {...formProps}>
      <EditGuard {...guard} />
      <TextField label={WEB_UI.noticeText} multiline rows={3} {...fieldProps(form, 'text')} />
      <TextField inputMode="url" label={WEB_UI.noticeLink} hint={WEB_UI.noticeLinkHint} {...fieldProps(form, 'link')} />
      <div className="time-pair">
        <TextField type="date" label={WEB_UI.noticeFrom} {...fieldProps(form, 'from', 'to')} />
        <TextField type="date" label={WEB_UI.noticeTo} {...fieldProps(form, 'to')} />
      </div>
      <CheckboxField label={WEB_UI.noticeUrgentField} {...fieldProps(form, 'urgent')} />
      <FormActions submitLabel={notice ? WEB_UI.saveChanges : WEB_UI.noticeCreateButton} cancelTo={notice ? ROUTES.notices : undefined} {...actions} />
    </form>
  );
}
