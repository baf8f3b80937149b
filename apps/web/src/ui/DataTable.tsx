import type { ReactNode } from 'react';

interface Props {
  /** The table's classes (`accounts` gives the staff tables their look and their stacked rows on a phone). */
  className: string;
  /** The columns' headings, in order. */
  columns: readonly string[];
  /** A last column of buttons, named for screen readers only. */
  actions?: string;
  /** The rows (<tr>s). */
  children: ReactNode;
}

/** The staff screens' tables (accounts, audit log, bin, versions): scrollable, headed, rows given. */
export function DataTable({ className, columns, actions, children }: Props) {
  return (
    <div className="table-wrap">
      <table className={className}>
        <thead>
          <tr>
            {columns.map((c) => <th key={c} scope="col">{c}</th>)}
            {actions !== undefined && <th scope="col"><span className="visually-hidden">{actions}</span></th>}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
