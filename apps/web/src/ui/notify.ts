import { EDIT_UI, SNACKBAR_MS } from '@dz/contracts';
import { createElement } from 'react';
import { Link } from 'react-router-dom';

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

/** How long a saved item's snackbar stays: it carries a link to follow (it also stays while hovered or focused). */
const SAVED_MS = SNACKBAR_MS * 4;

/** The snackbar of docs/product.md: 3 s, an error style for failures. */
export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  /** A save's snackbar with "Pogledaj na stranici" to where visitors see it (issue 21). */
  saved: (message: string, view: string) =>
    void loadSonner().then(({ toast }) =>
      toast.success(message, {
        duration: SAVED_MS,
        description: createElement(Link, { to: view, className: 'toast-link' }, EDIT_UI.viewOnSite),
      }),
    ),
};
