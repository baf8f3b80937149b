import { ROUTES } from '@dz/contracts';
import { clinicImage, clinics, clinicsPage } from '@dz/content';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { CardGrid, LinkCard } from './components/CardGrid';

/** /ambulante: the 28 clinics as cards linking to their detail pages. */
export default function ClinicsPage() {
  useDocumentTitle(clinicsPage.title);
  return (
    <>
      <h1>{clinicsPage.title}</h1>
      <p>{clinicsPage.lead}</p>
      <CardGrid>
        {clinics.map((c) => (
          <LinkCard key={c.id} to={ROUTES.ambulantaDetail(c.id)} title={c.title} image={clinicImage(c)} />
        ))}
      </CardGrid>
    </>
  );
}
