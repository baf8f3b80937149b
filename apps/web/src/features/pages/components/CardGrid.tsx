import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './card-grid.css';

/** The 4 / 2 / 1 column grid of clinics and audio guides (breaks at the md and xs breakpoints). */
export function CardGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={className ? `card-grid ${className}` : 'card-grid'}>{children}</ul>;
}

interface LinkCardProps {
  to: string;
  title: string;
  image: string;
  /** Shown under the title (a clinic's open-now status). */
  children?: ReactNode;
}

/**
 * A card whose heading link covers the whole card. The illustration is decorative
 * (alt=""): the title is the link's name, so screen readers hear it once.
 */
export function LinkCard({ to, title, image, children }: LinkCardProps) {
  return (
    <li className="card card-link">
      <img src={image} alt="" width={320} height={200} loading="lazy" decoding="async" />
      <h2 className="card-title">
        <Link to={to}>{title}</Link>
      </h2>
      {children}
    </li>
  );
}

export function Card({ children }: { children: ReactNode }) {
  return <li className="card">{children}</li>;
}
