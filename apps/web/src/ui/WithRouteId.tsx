import { idFromParam } from '@dz/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

/** The screens of one record (`…/:id`): an id that is not a positive whole number is the 404 page. */
export function WithRouteId({ children }: { children: (id: number) => ReactNode }) {
  const id = idFromParam(useParams().id);
  return id === undefined ? <NotFoundPage /> : children(id);
}
