import { useState, type ReactNode } from 'react';
import './collapsible.css';

interface Props {
  /** Unique on the page: the panel's id is built from it. */
  id: string;
  title: string;
  /** Level of the heading that wraps the toggle, so boxes sit right in the page outline. */
  level?: 2 | 3;
  children: ReactNode;
}

/** A box that starts closed; its heading is a button with aria-expanded (docs/product.md "Screens"). */
export function Collapsible({ id, title, level = 2, children }: Props) {
  const [open, setOpen] = useState(false);
  const Heading = level === 2 ? 'h2' : 'h3';
  const panelId = `${id}-panel`;
  return (
    <div className={open ? 'collapsible is-open' : 'collapsible'}>
      <Heading className="collapsible-heading">
        <button type="button" className="collapsible-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <span>{title}</span>
          <span className="collapsible-icon" aria-hidden="true" />
        </button>
      </Heading>
      <div id={panelId} className="collapsible-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
