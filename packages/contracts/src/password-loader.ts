import type { PasswordRule } from './password-strength.js';

/**
 * The one importer of password-estimator.ts, and only dynamically (password-strength.ts says why). A module of
 * its own: the estimator imports password-strength.ts, which would otherwise import it back.
 */

let loading: Promise<PasswordRule> | undefined;

/** The rule, its dictionaries loaded and its estimator built on the first call; later calls share it. */
export function loadPasswordRule(): Promise<PasswordRule> {
  loading ??= import('./password-estimator.js').then((m) => m.createPasswordRule());
  // A load that failed (a browser's chunk that did not arrive) is tried again by the next call.
  loading.catch(() => { loading = undefined; });
  return loading;
}

/**
 * Lets go of the rule: the next loadPasswordRule builds it again. For the server, where a password is checked a few times
 * a day and the built dictionaries (about 14 MB of heap) would otherwise stay for the process's life (issue 25); a
 * browser keeps it while the form is open.
 */
export function releasePasswordRule(): void {
  loading = undefined;
}
