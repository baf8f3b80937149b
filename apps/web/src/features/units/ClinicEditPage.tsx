import { API, clinicInputSchema, ROUTES, WEB_UI, type Clinic, type ClinicInput } from '@dz/contracts';
import { FormProvider } from 'react-hook-form';
import { getClinic, updateClinic } from '../../api/zod/units';
import { EditGuard } from '../../ui/EditGuard';
import { itemVersion } from '../../ui/itemVersion';
import { CheckboxField, SelectField, TextField } from '../../ui/Fields';
import { FormActions } from '../../ui/FormActions';
import { fieldProps, useSchemaForm } from '../../ui/useSchemaForm';
import { EditPage } from '../shared/EditPage';
import { useDraftId } from '../shared/useDraftId';
import { HoursEditor } from './HoursEditor';
import { unitKeys } from '../pages/queries';
import { clinicQuery, staffKeys } from './staffQueries';
import { inputOf, useJsonForm } from './unitForm';
import { PhonesField, TeamField } from './UnitFields';

/** /ambulante-uredi/:id (docs/product.md "Clinics, services and hours"): a clinic's facts and hours; back to its page after saving. */
export default function ClinicEditPage() {
  return (
    <EditPage title={WEB_UI.clinicEditHeading} query={clinicQuery}>
      {(clinic) => <ClinicForm clinic={clinic} />}
    </EditPage>
  );
}

function ClinicForm({ clinic }: { clinic: Clinic }) {
  const form = useSchemaForm<ClinicInput>(clinicInputSchema, inputOf(clinic));
  const back = ROUTES.clinicDetail(clinic.id);
  const { formProps, actions, guard } = useJsonForm({
    form,
    send: (input, v) => updateClinic(clinic.id, input, v),
    invalidate: [unitKeys.clinics, unitKeys.clinic(clinic.id), staffKeys.clinic(clinic.id)],
    success: WEB_UI.saved,
    to: back,
    draft: useDraftId('clinic', clinic.id),
    presence: { resource: 'Ambulanta', id: clinic.id },
    version: itemVersion(API.clinic(clinic.id), clinic, () => getClinic(clinic.id), inputOf),
    view: () => back,
  });
  return (
    <FormProvider {...form}>
      <form {...formProps}>
        <EditGuard {...guard} />
        <TextField label={WEB_UI.unitTitle} {...fieldProps(form, 'title')} />
        <TextField label={WEB_UI.clinicFullName} {...fieldProps(form, 'name')} />
        <SelectField label={WEB_UI.clinicKind} options={WEB_UI.clinicKinds} {...fieldProps(form, 'kind')} />
        <TextField label={WEB_UI.address} {...fieldProps(form, 'address')} />
        <PhonesField />
        <TextField type="email" label={WEB_UI.email} {...fieldProps(form, 'email')} />
        <TeamField />
        <HoursEditor />
        <CheckboxField label={WEB_UI.audioGuide} {...fieldProps(form, 'audioGuide')} />
        <FormActions submitLabel={WEB_UI.saveChanges} cancelTo={back} {...actions} />
      </form>
    </FormProvider>
  );
}
