import { API, clinicCollection, clinicInputSchema, ROUTES, UNIT_UI, WEB_UI, type Clinic, type ClinicInput } from '@dz/contracts';
import { clinicImage } from '@dz/content';
import { FormProvider, useWatch } from 'react-hook-form';
import { createClinic, getClinic, updateClinic } from '../../api/zod/units';
import { EditGuard } from '../../ui/EditGuard';
import { itemVersion } from '../../ui/itemVersion';
import { CollectionFields } from '../../ui/CollectionFields';
import { FormActions } from '../../ui/FormActions';
import { useSchemaForm } from '../../ui/useSchemaForm';
import { EditPage } from '../shared/EditPage';
import { useDraftId } from '../shared/useDraftId';
import { MoveToBinButton } from './MoveToBin';
import { unitKeys } from '../pages/queries';
import { clinicQuery, staffKeys } from './staffQueries';
import { inputOf, useJsonForm } from './unitForm';
import { UNIT_FIELD_WIDGETS } from './fieldWidgets';
import { UnitPictureField, useUnitPicture } from './UnitPicture';

/** /ambulante-uredi/:id (docs/product.md "Clinics, services and hours"): a clinic's facts, hours and picture; back to its page after saving. */
export default function ClinicEditPage() {
  return (
    <EditPage title={WEB_UI.clinicEditHeading} query={clinicQuery}>
      {(clinic) => <ClinicForm clinic={clinic} />}
    </EditPage>
  );
}

/** What a new clinic's form starts with: one phone to fill in, no team or hours yet, an audio guide. */
const NEW_CLINIC: ClinicInput = {
  title: '', name: '', kind: 'porodicna', address: '', phones: [''], email: '', team: [], hours: { weekly: [], exceptions: [] }, audioGuide: true,
};

/** A clinic's form: the edit of `clinic`, or without it a new clinic ("Nova ambulanta", /ambulante-nova), which lands on /ambulante. */
export function ClinicForm({ clinic }: { clinic?: Clinic }) {
  const form = useSchemaForm<ClinicInput>(clinicInputSchema, clinic ? inputOf(clinic) : NEW_CLINIC);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const picture = useUnitPicture();
  const back = clinic ? ROUTES.clinicDetail(clinic.id) : ROUTES.clinics;
  const { formProps, actions, guard, leave } = useJsonForm({
    form,
    ...picture.formOptions,
    send: async (input, v) => {
      const saved = clinic ? await updateClinic(clinic.id, input, v) : await createClinic(input);
      await picture.send(API.clinicPicture(saved.id), saved, !clinic, v.onTag);
      return saved;
    },
    invalidate: clinic ? [unitKeys.clinics, staffKeys.clinic(clinic.id)] : [unitKeys.clinics],
    success: clinic ? WEB_UI.saved : WEB_UI.created,
    to: back,
    draft: useDraftId('clinic', clinic?.id ?? 'new'),
    presence: clinic && { resource: 'Ambulanta', id: clinic.id },
    version: clinic && itemVersion(clinic, () => getClinic(clinic.id), inputOf),
    view: (saved) => ROUTES.clinicDetail((saved as Clinic).id),
  });
  return (
    <>
      <FormProvider {...form}>
        <form {...formProps} className={`${formProps.className} unit-form`}>
          <EditGuard {...guard} />
          {/* Its fields from its description, in its order; its picture is sent apart (below). */}
          <CollectionFields collection={clinicCollection} form={form} widgets={UNIT_FIELD_WIDGETS} />
          <UnitPictureField
            state={picture.file}
            current={clinic?.picture ?? null}
            fallback={clinicImage({ id: clinic?.id ?? 0, kind })}
            hint={UNIT_UI.clinicPictureHint}
          />
          <FormActions submitLabel={clinic ? WEB_UI.saveChanges : UNIT_UI.clinicCreateButton} cancelTo={back} {...actions} {...picture.progress} />
        </form>
      </FormProvider>
      {clinic && (
        <MoveToBinButton
          name={clinic.name}
          path={API.clinic(clinic.id)}
          updatedAt={clinic.updatedAt}
          invalidate={[unitKeys.clinics, staffKeys.clinic(clinic.id)]}
          to={ROUTES.clinics}
          leave={leave}
        />
      )}
    </>
  );
}
