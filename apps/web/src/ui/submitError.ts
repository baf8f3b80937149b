import { WEB_UI } from '@dz/contracts';
import { ApiError, isAbort } from '../api/errors';
import { notify } from './notify';

interface Targets {
  /** Puts the message under the named field; false when the form has no such field. */
  field: (name: string, message: string) => boolean;
  form: (message: string) => void;
}

/**
 * Where a failed save's message goes: a cancelled upload says so, a 401 was already announced
 * by the session, a message naming a field goes under it, anything else above the buttons.
 */
export function showSubmitError(e: unknown, to: Targets): void {
  if (isAbort(e)) {
    notify.error(WEB_UI.uploadCancelled);
    return;
  }
  console.error(e);
  if (!(e instanceof ApiError)) {
    to.form(WEB_UI.saveFailed);
    return;
  }
  if (e.status === 401) return;
  if (e.field && to.field(e.field, e.message)) return;
  to.form(e.message);
}
