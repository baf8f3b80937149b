import type { Tile } from '@dz/content';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import './card-grid.css';

/** Big link tiles (/info, /centar). */
export function Tiles({ tiles }: { tiles: Tile[] }) {
  return (
    <ul className="tile-grid" style={{ '--tiles': tiles.length } as CSSProperties}>
      {tiles.map((t) => (
        <li key={t.href}>
          <Link className="tile" to={t.href}>
            <h2>{t.title}</h2>
            {t.text && <p>{t.text}</p>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
