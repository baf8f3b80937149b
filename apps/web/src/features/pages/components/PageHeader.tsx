import type { ListingPage } from '@dz/content';
import { PageTitle } from '../../../ui/PageTitle';

/** The h1 and the lead of a listing page (clinics, services, audio guides); sets the tab title. */
export function PageHeader({ page }: { page: ListingPage }) {
  return (
    <>
      <PageTitle title={page.title} />
      <p>{page.lead}</p>
    </>
  );
}
