import { FRAME_UI } from '@dz/contracts/text';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../api/errors';
import { EmptyNote, ErrorNote, Loading } from './Status';

interface Props<T> {
  query: UseQueryResult<T>;
  /** True when the loaded data has nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  loading?: ReactNode;
  /** Shown instead of the server's message when the record does not exist (404). */
  missing?: ReactNode;
  /** Wraps the empty and failure notes, e.g. in a box as tall as the loading placeholder was. */
  frame?: (note: ReactNode) => ReactNode;
  children: (data: T) => ReactNode;
}

const bare = (note: ReactNode) => note;

/**
 * The states of every screen that loads something: a spinner, a quiet failure with a retry
 * (none for a record that does not exist: asking again will not make it), an empty note,
 * then the content. Data already shown stays while a refetch fails.
 */
export function Loaded<T>({ query, isEmpty, emptyText, loading = <Loading />, missing, frame = bare, children }: Props<T>) {
  if (query.isPending) return loading;
  if (query.isError && query.data === undefined) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    if (notFound && missing) return missing;
    return frame(<ErrorNote message={notFound ? query.error.message : undefined} onRetry={notFound ? undefined : () => void query.refetch()} />);
  }
  const data = query.data as T;
  if (isEmpty?.(data)) return frame(<EmptyNote text={emptyText} />);
  return children(data);
}

/** The '+' link to a create screen, shown to staff above lists. */
export function AddLink({ to, label = FRAME_UI.add }: { to: string; label?: string }) {
  return (
    <p className="add-link">
      <Link className="btn btn-add" to={to}>
        <span aria-hidden="true">+</span> {label}
      </Link>
    </p>
  );
}
