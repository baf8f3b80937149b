import { FIRST_PAGE, pageFromQuery } from '@dz/contracts';
import { useSearchParams } from 'react-router-dom';

/**
 * The page of a paged list, kept in the URL (`?page=N`, none for the first), the way to another
 * page, and the step back after a delete emptied a later page.
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = pageFromQuery(params.get('page'));
  const goTo = (p: number) => setParams(p === FIRST_PAGE ? {} : { page: String(p) });
  /** After a delete: when it took the only row shown on a page after the first, show the page before it. */
  const afterDelete = (rowsShown: number | undefined) => {
    if (rowsShown === 1 && page > FIRST_PAGE) goTo(page - 1);
  };
  return { page, goTo, afterDelete };
}
