import { type DescribedItem } from '@dz/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useLocation, useParams, type Params } from 'react-router-dom';
import { fetchFound, findKey, type PageQuery } from '../api/find';
import { Loaded } from './Loaded';

/** Where a page module's link goes in the navbar: into the menu of that label, else before the last entry ("O nama"). */
export interface PageNav {
  label: string;
  menu?: string;
}

/**
 * A public page in one module (issue 37, docs/architecture.md "Add a public page"): its path, what it reads (`query`,
 * from the route's params and address: a kind's items, a page of them or one item; none: nothing to read), the screen
 * that shows it, its navbar link. The router's route and its server loader (app/loaders.ts `page`, one for every page)
 * follow from it, and its navbar link (app/pages.ts `navWith`); a kind's public list is in the sitemap by its
 * description's `capabilities.sitemap`. Every module in src/page-modules is one, or a list of them (app/pages.ts).
 *
 * The screen is either `Component`, given the data (a kind served from its description: `PageScreen` reads it), or
 * `Screen`, which reads its own data by the same PageQuery (api/pageQueries.ts) and so under the same key. A page
 * module is loaded with the route table, in the first load: a large screen is a `lazyScreen()` (its own chunk).
 */
export interface PageModule {
  path: string;
  query?: (at: { params: Params; url: URL }) => PageQuery | undefined;
  Component?: ComponentType<{ data: DescribedItem[] | DescribedItem; query: PageQuery }>;
  Screen?: ComponentType;
  nav?: PageNav;
}

export const definePage = (page: PageModule): PageModule => page;

/** A page module's route element: its data from the query cache (the server's loader filled it) or the API, then its screen. */
export function PageScreen({ page }: { page: PageModule }) {
  const params = useParams();
  const location = useLocation();
  const query = page.query?.({ params, url: new URL(`${location.pathname}${location.search}`, 'http://page') });
  const found = useQuery({
    queryKey: query ? findKey(query) : ['find'],
    queryFn: ({ signal }) => fetchFound(query!, signal),
    enabled: query !== undefined,
  });
  if (!page.Component) return null;
  if (!query) return <page.Component data={[]} query={{ kind: '' }} />;
  return <Loaded query={found}>{(data) => page.Component && <page.Component data={data} query={query} />}</Loaded>;
}
