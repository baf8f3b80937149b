import { SNACKBAR_MS } from '@dz/contracts/rules';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/**
 * The snackbar's code (sonner, about 9 KB gzipped) is not part of the first load: ui/Snackbar.tsx
 * asks for it once the browser is idle after hydration, and the first message asks for it at once.
 * Messages given before it arrives are shown when it does (sonner keeps them for its Toaster).
 */
export function loadSonner(): Promise<Sonner> {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  return (sonner ??= import('sonner'));
}

/** Whether the snackbar's code has been asked for (ui/Snackbar.tsx then mounts the Toaster). */
export const snackbarWanted = {
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
  get: () => wanted,
};

const show = (kind: 'success' | 'error', message: string) =>
  void loadSonner().then(({ toast }) => toast[kind](message, { duration: SNACKBAR_MS }));

/** The snackbar of docs/product.md: 3 s, an error style for failures. */
export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};
