import { ROUTES, UNIT_UI, WEB_UI, type Clinic } from '@dz/contracts';
import { clinicDescription, clinicImage, labels } from '@dz/content';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/context';
import { Loaded } from '../../ui/Loaded';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageTitle } from '../../ui/PageTitle';
import { EditLink } from '../../ui/StaffActions';
import { WithRouteId } from '../../ui/WithRouteId';
import { AudioPlayer } from './components/AudioPlayer';
import { ContactList } from './components/Blocks';
import { OpenStatusText } from './components/OpenStatus';
import { HoursExceptions, HoursTable, TeamTable } from './components/TeamHours';
import { useClinic } from './queries';
import './clinic-detail.css';

/** /ambulante-details/:id: team, contact, open-now status and hours of one clinic, from the API. */
export default function ClinicDetailPage() {
  return <WithRouteId>{(id) => <ClinicDetail id={id} />}</WithRouteId>;
}

function ClinicDetail({ id }: { id: number }) {
  const clinic = useClinic(id);
  // An id the API does not know: the site's 404 page (the server answers it with status 404). The coming exceptions
  // count from the day the server computed the status on (never the browser's clock: the hydrated page reads as the HTML).
  return <Loaded query={clinic} missing={<NotFoundPage />}>{(c) => <ClinicView clinic={c} today={c.status.date} />}</Loaded>;
}

function ClinicView({ clinic, today }: { clinic: Clinic; today: string }) {
  const { session } = useSession();
  return (
    <article className="clinic-detail">
      <PageTitle title={clinic.name} description={clinicDescription(clinic)} path={ROUTES.clinicDetail(clinic.id)} />
      {session && (
        <div className="staff-bar">
          <EditLink to={ROUTES.clinicEdit(clinic.id)} name={clinic.title} />
          {clinic.audio?.stale && <p className="staff-note">{WEB_UI.audioStale}</p>}
          {clinic.audioGuide && !clinic.audio && <p className="staff-note">{UNIT_UI.audioPending}</p>}
        </div>
      )}
      <OpenStatusText status={clinic.status} note />
      <div className="clinic-detail-grid">
        <img src={clinic.picture?.cardUrl ?? clinicImage(clinic)} alt="" width={320} height={200} />
        <div>
          <h2>{labels.contact}</h2>
          <ContactList contact={{ email: clinic.email, address: clinic.address }} phones={clinic.phones} />
          {clinic.audio && (
            <p className="clinic-audio">
              <span>{labels.audioGuide}</span>
              <AudioPlayer audio={clinic.audio} label={WEB_UI.forItem(labels.audioGuide, clinic.title)} />
            </p>
          )}
        </div>
      </div>
      <TeamTable caption={labels.team} people={clinic.team} />
      <HoursTable hours={clinic.hours.weekly} />
      <HoursExceptions exceptions={clinic.hours.exceptions} today={today} />
      <p><Link to={ROUTES.clinics}>{labels.allClinics}</Link></p>
    </article>
  );
}
