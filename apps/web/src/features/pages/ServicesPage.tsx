import { ROUTES, UNIT_UI, WEB_UI, type Service } from '@dz/contracts';
import { labels, serviceIcon, servicesPage } from '@dz/content';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/context';
import { Loaded } from '../../ui/Loaded';
import { EditLink } from '../../ui/StaffActions';
import { ContactList } from './components/Blocks';
import { FlipCard } from './components/FlipCard';
import { OpenStatusText } from './components/OpenStatus';
import { HoursTable } from './components/TeamHours';
import { PageHeader } from './components/PageHeader';
import { useServices } from './queries';

/**
 * /sluzbe: a flip card per service from the API (its uploaded picture, else its icon, on the front); the back shows head,
 * chief nurse, contact, open-now status and hours; under both, a link to the service's own page. Staff also get "Nova služba".
 */
export default function ServicesPage() {
  const services = useServices();
  const { session } = useSession();
  return (
    <>
      <PageHeader page={servicesPage} />
      {session && <p><Link className="btn btn-primary" to={ROUTES.serviceCreate}>{UNIT_UI.serviceCreateHeading}</Link></p>}
      <Loaded query={services}>
        {(list) => (
          <ul className="flip-grid">
            {list.map((s) => (
              <li key={s.id}>
                <FlipCard
                  label={s.title}
                  front={<Front service={s} staff={session !== null} />}
                  back={<Back service={s} />}
                  footer={<PageLink service={s} />}
                />
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </>
  );
}

function Front({ service, staff }: { service: Service; staff: boolean }) {
  return (
    <>
      {service.picture
        ? <img className="flip-card-picture" src={service.picture.cardUrl} alt="" width={320} height={200} />
        : <img src={serviceIcon(service)} alt="" width={64} height={64} />}
      <h2>{service.title}</h2>
      <p>{service.description}</p>
      {staff && <EditLink to={ROUTES.serviceEdit(service.id)} name={service.title} />}
    </>
  );
}

function Back({ service }: { service: Service }) {
  return (
    <>
      <h2>{service.title}</h2>
      <ContactList contact={{ role: service.head.role, name: service.head.name, phone: service.phone, email: service.email }} />
      {service.chiefNurse && <ContactList contact={{ role: service.chiefNurse.role, name: service.chiefNurse.name }} />}
      <OpenStatusText status={service.status} note />
      <HoursTable hours={service.hours.weekly} compact />
    </>
  );
}

/** The service's own page (/sluzbe-details/{id}), named for the service: the same words repeat on every card. */
function PageLink({ service }: { service: Service }) {
  return (
    <Link className="flip-card-link" to={ROUTES.serviceDetail(service.id)} aria-label={WEB_UI.forItem(labels.servicePage, service.title)}>
      {labels.servicePage}
    </Link>
  );
}
