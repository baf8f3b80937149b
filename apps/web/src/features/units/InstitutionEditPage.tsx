import { institutionInputSchema, ROUTES, WEB_UI, type Institution, type InstitutionInput } from '@dz/contracts';
import { useQuery } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { RequireLogin } from '../../session/RequireLogin';
import { useSession } from '../../session/context';
import { TextField } from '../../ui/Fields';
import { FormActions } from '../../ui/FormActions';
import { Loaded } from '../../ui/Loaded';
import { fieldProps, useSchemaForm } from '../../ui/useSchemaForm';
import { unitKeys } from '../pages/queries';
import { institutionQuery, staffKeys } from './staffQueries';
import { useJsonForm } from './unitForm';
import { getInstitution, updateInstitution } from '../../api/zod/units';
import { EditGuard } from '../../ui/EditGuard';
import { itemVersion } from '../../ui/itemVersion';
import { useDraftId } from '../shared/useDraftId';
import { DutyPhonesField } from './UnitFields';
import { SharePictureSection } from './SharePictureSection';

/**
 * /ustanova-uredi (docs/product.md "Clinics, services and hours"): the footer's contacts and the emergency strip's on-duty
 * numbers (issue 24), and the picture link previews show (SharePictureSection); admins only, as /nalozi.
 */
export default function InstitutionEditPage() {
  const { session } = useSession();
  const admin = !!session?.isAdmin;
  const institution = useQuery({ ...institutionQuery, enabled: admin });
  return (
    <RequireLogin title={WEB_UI.institutionEditHeading}>
      {admin ? (
        <>
          <Loaded query={institution}>{(i) => <InstitutionForm institution={i} />}</Loaded>
          <SharePictureSection />
        </>
      ) : (
        <p className="denied">{WEB_UI.accountsDenied}</p>
      )}
    </RequireLogin>
  );
}

const valuesOf = ({ updatedAt: _updatedAt, ...input }: Institution): InstitutionInput => input;

function InstitutionForm({ institution }: { institution: Institution }) {
  const form = useSchemaForm<InstitutionInput>(institutionInputSchema, valuesOf(institution));
  // Stays on the form: the footer below it shows the change.
  const { formProps, actions, guard } = useJsonForm({
    form,
    send: updateInstitution,
    invalidate: [unitKeys.frame, staffKeys.institution],
    success: WEB_UI.saved,
    draft: useDraftId('institution', 1),
    presence: { resource: 'Ustanova', id: 1 },
    version: itemVersion(institution, () => getInstitution(), valuesOf),
    view: () => ROUTES.home,
  });
  return (
    <FormProvider {...form}>
    <form {...formProps}>
      <EditGuard {...guard} />
      <TextField type="tel" label={WEB_UI.phone} {...fieldProps(form, 'phone')} />
      <TextField type="email" label={WEB_UI.email} {...fieldProps(form, 'email')} />
      <TextField label={WEB_UI.street} {...fieldProps(form, 'street')} />
      <TextField label={WEB_UI.postalCode} {...fieldProps(form, 'postalCode')} />
      <TextField label={WEB_UI.city} {...fieldProps(form, 'city')} />
      <TextField label={WEB_UI.giroAccount} {...fieldProps(form, 'giroAccount')} />
      <TextField label={WEB_UI.bank} {...fieldProps(form, 'bank')} />
      <TextField inputMode="url" label={WEB_UI.socialUrl} {...fieldProps(form, 'socialUrl')} />
      <TextField label={WEB_UI.socialLabel} {...fieldProps(form, 'socialLabel')} />
      <DutyPhonesField />
      <FormActions submitLabel={WEB_UI.saveChanges} {...actions} />
    </form>
    </FormProvider>
  );
}
