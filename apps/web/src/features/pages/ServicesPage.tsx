import { serviceIcon, services, servicesPage, type Service } from '@dz/content';
import { ContactList } from './components/Blocks';
import { FlipCard } from './components/FlipCard';
import { HoursTable } from './components/TeamHours';
import { PageHeader } from './components/PageHeader';

/** /sluzbe: 20 flip cards; the back shows head, chief nurse, contact and hours. */
export default function ServicesPage() {
  return (
    <>
      <PageHeader page={servicesPage} />
      <ul className="flip-grid">
        {services.map((s) => (
          <li key={s.id}>
            <FlipCard label={s.title} front={<Front service={s} />} back={<Back service={s} />} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Front({ service }: { service: Service }) {
  return (
    <>
      <img src={serviceIcon(service)} alt="" width={64} height={64} />
      <h2>{service.title}</h2>
      <p>{service.description}</p>
    </>
  );
}

function Back({ service }: { service: Service }) {
  return (
    <>
      <h2>{service.title}</h2>
      <ContactList contact={{ role: service.head.role, name: service.head.name, phone: service.phone, email: service.email }} />
      {service.chiefNurse && <ContactList contact={{ role: service.chiefNurse.role, name: service.chiefNurse.name }} />}
      <HoursTable hours={service.hours} compact />
    </>
  );
}
