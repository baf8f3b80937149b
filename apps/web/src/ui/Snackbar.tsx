import { SNACKBAR_MS } from '@dz/contracts/rules';
import { FRAME_UI } from '@dz/contracts/text';
import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from './idle';
import { loadSonner, snackbarWanted } from './notify';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/**
 * Where ui/notify.ts's messages appear. Nothing on the server nor in the first render in the
 * browser (both the same markup); the Toaster and its code come when the browser is idle after
 * hydration, or at once when a message comes first.
 */
export function Snackbar() {
  const wanted = useSyncExternalStore(snackbarWanted.subscribe, snackbarWanted.get, () => false);
  useEffect(() => whenIdle(() => void loadSonner()), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        duration={SNACKBAR_MS}
        containerAriaLabel={FRAME_UI.notifications}
        toastOptions={{ classNames: { error: 'toast-error', success: 'toast-success' } }}
      />
    </Suspense>
  );
}
