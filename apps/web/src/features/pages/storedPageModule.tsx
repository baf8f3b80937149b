import { definePage, type PageModule } from '../../ui/page';
import { StoredPage } from './StoredPage';
import { storedPageQuery } from './storedPageQuery';

/**
 * The page module (src/page-modules) of a static path whose page staff write (issue 38): the page at that address
 * through the query API, on the server and in the browser alike. `path` is the page's own address (its canonical one);
 * `name` what the tab calls it when another page has the same heading.
 */
export function storedPageModule(path: string, { at = path, name }: { at?: string; name?: string } = {}): PageModule {
  return definePage({
    path: at,
    query: () => storedPageQuery(at),
    Component: ({ data }) => <StoredPage data={data} path={path} name={name} />,
  });
}
