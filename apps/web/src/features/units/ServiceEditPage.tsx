import { API, ROUTES, serviceInputSchema, WEB_UI, type Service, type ServiceInput } from '@dz/contracts';
import { FormProvider, useWatch } from 'react-hook-form';
import { getService, updateService } from '../../api/zod/units';
import { EditGuard } from '../../ui/EditGuard';
import { itemVersion } from '../../ui/itemVersion';
import { CheckboxField, SelectField, TextField } from '../../ui/Fields';
import { FormActions } from '../../ui/FormActions';
import { fieldProps, useSchemaForm } from '../../ui/useSchemaForm';
import { EditPage } from '../shared/EditPage';
import { useDraftId } from '../shared/useDraftId';
import { HoursEditor } from './HoursEditor';
import { unitKeys } from '../pages/queries';
import { serviceQuery, staffKeys } from './staffQueries';
import { inputOf, useJsonForm } from './unitForm';
import { PersonFields } from './UnitFields';

/** /sluzbe-uredi/:id (docs/product.md "Clinics, services and hours"): a service's facts and hours; back to /sluzbe after saving. */
export default function ServiceEditPage() {
  return (
    <EditPage title={WEB_UI.serviceEditHeading} query={serviceQuery}>
      {(service) => <ServiceForm service={service} />}
    </EditPage>
  );
}

function ServiceForm({ service }: { service: Service }) {
  const form = useSchemaForm<ServiceInput>(serviceInputSchema, inputOf(service));
  const nurse = useWatch({ control: form.control, name: 'chiefNurse' });
  const { formProps, actions, guard } = useJsonForm({
    form,
    send: (input, v) => updateService(service.id, input, v),
    invalidate: [unitKeys.services, staffKeys.service(service.id)],
    success: WEB_UI.saved,
    to: ROUTES.services,
    draft: useDraftId('service', service.id),
    presence: { resource: 'Sluzba', id: service.id },
    version: itemVersion(API.service(service.id), service, () => getService(service.id), inputOf),
    view: () => ROUTES.services,
  });
  return (
    <FormProvider {...form}>
      <form {...formProps}>
        <EditGuard {...guard} />
        <TextField label={WEB_UI.unitTitle} {...fieldProps(form, 'title')} />
        <TextField label={WEB_UI.serviceDescription} multiline {...fieldProps(form, 'description')} />
        <SelectField label={WEB_UI.serviceIcon} options={WEB_UI.serviceIcons} {...fieldProps(form, 'icon')} />
        <fieldset className="group">
          <legend>{WEB_UI.serviceHead}</legend>
          <PersonFields base="head" />
        </fieldset>
        <fieldset className="group">
          <legend>{WEB_UI.chiefNurse}</legend>
          <CheckboxField
            label={WEB_UI.hasChiefNurse}
            checked={nurse !== null}
            onChange={(e) => form.setValue('chiefNurse', e.target.checked ? { role: '', name: '' } : null, { shouldValidate: true })}
          />
          {nurse && <PersonFields base="chiefNurse" />}
        </fieldset>
        <TextField type="tel" label={WEB_UI.phone} {...fieldProps(form, 'phone')} />
        <TextField type="email" label={WEB_UI.email} {...fieldProps(form, 'email')} />
        <HoursEditor />
        <CheckboxField label={WEB_UI.audioGuide} {...fieldProps(form, 'audioGuide')} />
        <FormActions submitLabel={WEB_UI.saveChanges} cancelTo={ROUTES.services} {...actions} />
      </form>
    </FormProvider>
  );
}
