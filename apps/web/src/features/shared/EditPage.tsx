import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RequireLogin } from '../../session/RequireLogin';
import { Loaded } from '../../ui/Loaded';
import { WithRouteId } from '../../ui/WithRouteId';

interface Props<T, K extends QueryKey> {
  title: string;
  /** The query of the record that the route's id names. */
  query: (id: number) => UseQueryOptions<T, Error, T, K>;
  /** The form, filled with the loaded record. */
  children: (record: T) => ReactNode;
}

/**
 * The frame of every edit screen (docs/product.md "Screens" edit pages): the record of the route
 * id, for staff only, under the heading; loading, failure and not-found states as on any screen.
 */
export function EditPage<T, K extends QueryKey>({ title, query, children }: Props<T, K>) {
  return (
    <WithRouteId>
      {(id) => (
        <RequireLogin title={title}>
          {/* Keyed by id: another record gets a fresh form. */}
          <Record key={id} options={query(id)}>
            {children}
          </Record>
        </RequireLogin>
      )}
    </WithRouteId>
  );
}

function Record<T, K extends QueryKey>({ options, children }: { options: UseQueryOptions<T, Error, T, K>; children: (record: T) => ReactNode }) {
  return <Loaded query={useQuery(options)}>{children}</Loaded>;
}
