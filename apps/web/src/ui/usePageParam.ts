import { FIRST_PAGE, pageFromQuery } from '@dz/contracts';
import { useSearchParams } from 'react-router-dom';

/** The query of a list's page: `?page=N`, none for the first (the bare path), after the parameters to keep (the search's `q`). */
export function pageSearch(page: number, keep?: Readonly<Record<string, string>>): string {
  const params = new URLSearchParams(keep);
  if (page !== FIRST_PAGE) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The page of a paged list, kept in the URL (`?page=N`, none for the first; the pager links there),
 * and the step back after a delete emptied a later page.
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  /** After a delete: when it took the only row shown on a page after the first, show the page before it. */
  const afterDelete = (rowsShown: number | undefined) => {
    if (rowsShown === 1 && page > FIRST_PAGE) setParams(pageSearch(page - 1));
  };
  return { page, afterDelete };
}
