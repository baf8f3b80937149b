import { ROUTES, UNIT_UI } from '@dz/contracts';
import { clinicImage, clinicsPage } from '@dz/content';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/context';
import { Loaded } from '../../ui/Loaded';
import { CardGrid, LinkCard } from './components/CardGrid';
import { OpenStatusText } from './components/OpenStatus';
import { PageHeader } from './components/PageHeader';
import { useClinics } from './queries';

/**
 * /ambulante: the clinics as cards linking to their detail pages, each with its uploaded picture (else its static
 * illustration) and whether it is open now; staff also get "Nova ambulanta".
 */
export default function ClinicsPage() {
  const clinics = useClinics();
  const { session } = useSession();
  return (
    <>
      <PageHeader page={clinicsPage} />
      {session && <p><Link className="btn btn-primary" to={ROUTES.clinicCreate}>{UNIT_UI.clinicCreateHeading}</Link></p>}
      <Loaded query={clinics}>
        {(list) => (
          <CardGrid>
            {list.map((c) => (
              <LinkCard key={c.id} to={ROUTES.clinicDetail(c.id)} title={c.title} image={c.picture?.cardUrl ?? clinicImage(c)}>
                <OpenStatusText status={c.status} />
              </LinkCard>
            ))}
          </CardGrid>
        )}
      </Loaded>
    </>
  );
}
