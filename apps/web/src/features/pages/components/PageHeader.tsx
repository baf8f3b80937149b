import type { ListingPage } from '@dz/content';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';

/** The h1 and the lead of a listing page (clinics, services, audio guides); sets the tab title. */
export function PageHeader({ page }: { page: ListingPage }) {
  useDocumentTitle(page.title);
  return (
    <>
      <h1>{page.title}</h1>
      <p>{page.lead}</p>
    </>
  );
}
