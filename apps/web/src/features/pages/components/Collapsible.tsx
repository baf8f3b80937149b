import type { ReactNode } from 'react';
import './collapsible.css';

interface Props {
  title: string;
  /** Level of the heading in the toggle, so boxes sit right in the page outline. */
  level?: 2 | 3;
  children: ReactNode;
}

/**
 * A box that starts closed and opens and closes by a click on its title (docs/product.md "Screens"): a
 * <details>, so it works before and without JavaScript, and the browser gives its <summary> the
 * expanded state.
 */
export function Collapsible({ title, level = 2, children }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <details className="collapsible">
      <summary className="collapsible-toggle">
        <Heading className="collapsible-heading">{title}</Heading>
        <span className="collapsible-icon" aria-hidden="true" />
      </summary>
      <div className="collapsible-panel">{children}</div>
    </details>
  );
}
