import { API, ROUTES, serviceCollection, serviceInputSchema, UNIT_UI, WEB_UI, type Service, type ServiceInput } from '@dz/contracts';
import { serviceIcon } from '@dz/content';
import { FormProvider, useWatch } from 'react-hook-form';
import { createService, getService, updateService } from '../../api/zod/units';
import { EditGuard } from '../../ui/EditGuard';
import { itemVersion } from '../../ui/itemVersion';
import { CollectionFields } from '../../ui/CollectionFields';
import { FormActions } from '../../ui/FormActions';
import { useSchemaForm } from '../../ui/useSchemaForm';
import { EditPage } from '../shared/EditPage';
import { useDraftId } from '../shared/useDraftId';
import { MoveToBinButton } from './MoveToBin';
import { unitKeys } from '../pages/queries';
import { serviceQuery, staffKeys } from './staffQueries';
import { inputOf, useJsonForm } from './unitForm';
import { UNIT_FIELD_WIDGETS } from './fieldWidgets';
import { UnitPictureField, useUnitPicture } from './UnitPicture';

/** /sluzbe-uredi/:id (docs/product.md "Clinics, services and hours"): a service's facts, hours and picture; back to /sluzbe after saving. */
export default function ServiceEditPage() {
  return (
    <EditPage title={WEB_UI.serviceEditHeading} query={serviceQuery}>
      {(service) => <ServiceForm service={service} />}
    </EditPage>
  );
}

/** What a new service's form starts with: a head to name, no chief nurse, no hours yet, an audio guide. */
const NEW_SERVICE: ServiceInput = {
  title: '', description: '', icon: 'stethoscope', head: { role: '', name: '' }, chiefNurse: null, phone: '', email: '',
  hours: { weekly: [], exceptions: [] }, audioGuide: true,
};

/** A service's form: the edit of `service`, or without it a new service ("Nova služba", /sluzbe-nova); both land on /sluzbe, the snackbar links its page. */
export function ServiceForm({ service }: { service?: Service }) {
  const form = useSchemaForm<ServiceInput>(serviceInputSchema, service ? inputOf(service) : NEW_SERVICE);
  const icon = useWatch({ control: form.control, name: 'icon' });
  const picture = useUnitPicture();
  const { formProps, actions, guard, leave } = useJsonForm({
    form,
    ...picture.formOptions,
    send: async (input, v) => {
      const saved = service ? await updateService(service.id, input, v) : await createService(input);
      await picture.send(API.servicePicture(saved.id), saved, !service, v.onTag);
      return saved;
    },
    invalidate: service ? [unitKeys.services, staffKeys.service(service.id)] : [unitKeys.services],
    success: service ? WEB_UI.saved : WEB_UI.created,
    to: ROUTES.services,
    draft: useDraftId('service', service?.id ?? 'new'),
    presence: service && { resource: 'Sluzba', id: service.id },
    version: service && itemVersion(service, () => getService(service.id), inputOf),
    view: (saved) => ROUTES.serviceDetail((saved as Service).id),
  });
  return (
    <>
      <FormProvider {...form}>
        <form {...formProps} className={`${formProps.className} unit-form`}>
          <EditGuard {...guard} />
          {/* Its fields from its description, in its order; its picture is sent apart (below). */}
          <CollectionFields collection={serviceCollection} form={form} widgets={UNIT_FIELD_WIDGETS} />
          <UnitPictureField state={picture.file} current={service?.picture ?? null} fallback={serviceIcon({ icon })} hint={UNIT_UI.servicePictureHint} />
          <FormActions submitLabel={service ? WEB_UI.saveChanges : UNIT_UI.serviceCreateButton} cancelTo={ROUTES.services} {...actions} {...picture.progress} />
        </form>
      </FormProvider>
      {service && (
        <MoveToBinButton
          name={service.title}
          path={API.service(service.id)}
          updatedAt={service.updatedAt}
          invalidate={[unitKeys.services, staffKeys.service(service.id)]}
          to={ROUTES.services}
          leave={leave}
        />
      )}
    </>
  );
}
