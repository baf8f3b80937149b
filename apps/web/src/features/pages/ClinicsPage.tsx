import { ROUTES } from '@dz/contracts';
import { clinicImage, clinics, clinicsPage } from '@dz/content';
import { CardGrid, LinkCard } from './components/CardGrid';
import { PageHeader } from './components/PageHeader';

/** /ambulante: the 28 clinics as cards linking to their detail pages. */
export default function ClinicsPage() {
  return (
    <>
      <PageHeader page={clinicsPage} />
      <CardGrid>
        {clinics.map((c) => (
          <LinkCard key={c.id} to={ROUTES.clinicDetail(c.id)} title={c.title} image={clinicImage(c)} />
        ))}
      </CardGrid>
    </>
  );
}
