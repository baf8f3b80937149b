import { useQuery } from '@tanstack/react-query';
import { checkPagePath } from '@dz/contracts/paths';
import { useLocation } from 'react-router-dom';
import { fetchFound, findKey } from '../../api/find';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { StoredPage } from './StoredPage';
import { storedPageQuery } from './storedPageQuery';

/**
 * Any address no route names (issue 39): the page staff made there, read as a stored page is (the server's loader put
 * it in the cache, or the browser asks /api/Stranica?path=), else the 404 page. Its 301 from a page's old address is
 * the server's (app/loaders.ts).
 */
export default function AnyPage() {
  const { pathname } = useLocation();
  // An address no page can have (three segments, an app's own) is asked of no one.
  const valid = checkPagePath(pathname).ok;
  const q = storedPageQuery(pathname);
  const page = useQuery({ queryKey: findKey(q), queryFn: ({ signal }) => fetchFound(q, signal), retry: false, enabled: valid });
  const found = Array.isArray(page.data) ? page.data : [];
  if (found.length) return <StoredPage data={found} path={pathname} />;
  return page.fetchStatus === 'fetching' && !page.data ? null : <NotFoundPage />;
}
