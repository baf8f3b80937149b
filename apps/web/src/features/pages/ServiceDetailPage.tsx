import { ROUTES } from '@dz/contracts';
import { labels, serviceDescription, serviceIcon } from '@dz/content';
import { ContactList } from './components/Blocks';
import { TeamTable } from './components/TeamHours';
import { UnitDetail, UnitPage } from './components/UnitPage';
import { useService } from './queries';

/** /sluzbe-details/:id (issue 36): head, chief nurse, contact, open-now status and hours of one service, from the API. */
export default function ServiceDetailPage() {
  return (
    <UnitDetail useUnit={useService}>
      {(service) => (
        <UnitPage
          unit={service}
          heading={service.title}
          description={serviceDescription(service)}
          path={ROUTES.serviceDetail(service.id)}
          editPath={ROUTES.serviceEdit(service.id)}
          picture={service.picture ? { src: service.picture.cardUrl } : { src: serviceIcon(service), icon: true }}
          lead={service.description}
          contact={<ContactList contact={{ phone: service.phone, email: service.email }} />}
          people={<TeamTable caption={labels.serviceLeads} people={service.chiefNurse ? [service.head, service.chiefNurse] : [service.head]} />}
          back={{ to: ROUTES.services, label: labels.allServices }}
        />
      )}
    </UnitDetail>
  );
}
