import { HISTORY_UI, ROUTES } from '@dz/contracts';
import { Link } from 'react-router-dom';

/** "Verzije" on an edit screen: the item's saved versions (docs/product.md "Versions"). */
export function VersionsLink({ resource, id }: { resource: string; id: number }) {
  return <p className="versions-link"><Link to={ROUTES.versions(resource, id)}>{HISTORY_UI.versions}</Link></p>;
}
