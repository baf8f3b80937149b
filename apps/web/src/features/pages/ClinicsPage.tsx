import { ROUTES } from '@dz/contracts';
import { clinicImage, clinicsPage } from '@dz/content';
import { Loaded } from '../../ui/Loaded';
import { CardGrid, LinkCard } from './components/CardGrid';
import { OpenStatusText } from './components/OpenStatus';
import { PageHeader } from './components/PageHeader';
import { useClinics } from './queries';

/** /ambulante: the 28 clinics as cards linking to their detail pages, each saying whether it is open now. */
export default function ClinicsPage() {
  const clinics = useClinics();
  return (
    <>
      <PageHeader page={clinicsPage} />
      <Loaded query={clinics}>
        {(list) => (
          <CardGrid>
            {list.map((c) => (
              <LinkCard key={c.id} to={ROUTES.clinicDetail(c.id)} title={c.title} image={clinicImage(c)}>
                <OpenStatusText status={c.status} />
              </LinkCard>
            ))}
          </CardGrid>
        )}
      </Loaded>
    </>
  );
}
