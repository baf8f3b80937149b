import { WEB_UI } from '@dz/contracts';
import { useRouteError } from 'react-router-dom';
import { ErrorNote } from '../ui/Status';

/**
 * A screen that failed to load or render. The usual cause is a deploy that replaced the chunk
 * an open tab still asks for; a reload fetches the new one.
 */
export function RouteError() {
  console.error(useRouteError());
  return (
    <>
      <h1>{WEB_UI.loadFailed}</h1>
      <ErrorNote message="" onRetry={() => window.location.reload()} />
    </>
  );
}
