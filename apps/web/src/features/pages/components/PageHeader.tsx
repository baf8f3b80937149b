import { firstSentence } from '@dz/contracts';
import type { ListingPage } from '@dz/content';
import { PageTitle } from '../../../ui/PageTitle';

/** The h1 and the lead of a listing page (clinics, services, audio guides); declares the page's head (described by its lead). */
export function PageHeader({ page }: { page: ListingPage }) {
  return (
    <>
      <PageTitle title={page.title} description={page.description ?? firstSentence(page.lead)} />
      <p>{page.lead}</p>
    </>
  );
}
