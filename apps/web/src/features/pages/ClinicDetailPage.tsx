import { ROUTES, WEB_UI } from '@dz/contracts';
import { clinicAudioGuides, clinicById, clinicDescription, clinicImage, labels, type Clinic } from '@dz/content';
import { Link, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { PageTitle } from '../../ui/PageTitle';
import { AudioPlayer } from './components/AudioPlayer';
import { ContactList } from './components/Blocks';
import { HoursTable, TeamTable } from './components/TeamHours';
import './clinic-detail.css';

/** /ambulante-details/:id: team, contact and hours of one clinic, from its record. */
export default function ClinicDetailPage() {
  const { id } = useParams();
  const clinic = clinicById(Number(id));
  // An id outside 1–28: the site's 404 page (the server answers it with status 404).
  if (!clinic) return <NotFoundPage />;
  return (
    <article className="clinic-detail">
      <PageTitle title={clinic.name} description={clinicDescription(clinic)} path={ROUTES.clinicDetail(clinic.id)} />
      <div className="clinic-detail-grid">
        <img src={clinicImage(clinic)} alt="" width={320} height={200} />
        <div>
          <h2>{labels.contact}</h2>
          <ContactList contact={{ phone: clinic.phone, email: clinic.email, address: clinic.address }} />
          {clinic.audioGuide && <AudioGuide clinic={clinic} />}
        </div>
      </div>
      <TeamTable caption={labels.team} people={clinic.team} />
      <HoursTable hours={clinic.hours} />
      <p><Link to={ROUTES.clinics}>{labels.allClinics}</Link></p>
    </article>
  );
}

function AudioGuide({ clinic }: { clinic: Clinic }) {
  const guide = clinicAudioGuides.find((g) => g.id === clinic.id);
  if (!guide) return null;
  return (
    <p className="clinic-audio">
      <span>{labels.audioGuide}</span>
      <AudioPlayer guide={guide} label={WEB_UI.forItem(labels.audioGuide, clinic.title)} />
    </p>
  );
}
