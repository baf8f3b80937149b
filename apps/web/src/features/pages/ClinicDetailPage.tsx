import { ROUTES } from '@dz/contracts';
import { clinicDescription, clinicImage, labels } from '@dz/content';
import { ContactList } from './components/Blocks';
import { TeamTable } from './components/TeamHours';
import { UnitDetail, UnitPage } from './components/UnitPage';
import { useClinic } from './queries';

/** /ambulante-details/:id: team, contact, open-now status and hours of one clinic, from the API. */
export default function ClinicDetailPage() {
  return (
    <UnitDetail useUnit={useClinic}>
      {(clinic) => (
        <UnitPage
          unit={clinic}
          heading={clinic.name}
          description={clinicDescription(clinic)}
          path={ROUTES.clinicDetail(clinic.id)}
          editPath={ROUTES.clinicEdit(clinic.id)}
          picture={{ src: clinic.picture?.cardUrl ?? clinicImage(clinic) }}
          contact={<ContactList contact={{ email: clinic.email, address: clinic.address }} phones={clinic.phones} />}
          people={<TeamTable caption={labels.team} people={clinic.team} />}
          back={{ to: ROUTES.clinics, label: labels.allClinics }}
        />
      )}
    </UnitDetail>
  );
}
