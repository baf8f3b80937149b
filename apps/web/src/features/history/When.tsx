import { HISTORY_UI } from '@dz/contracts';
import { ApiError } from '../../api/errors';
import { DateText } from '../../ui/DateText';
import { notify } from '../../ui/notify';

/** A day and the time in Sarajevo: when a version was saved, an audit row written. */
export function When({ iso }: { iso: string }) {
  return <><DateText iso={iso} /> {new Date(iso).toLocaleTimeString('bs-BA', { timeZone: 'Europe/Sarajevo' })}</>;
}

/** A failed restore's snackbar: the server's reason, else the generic one. */
export const restoreFailed = (e: Error) => notify.error(e instanceof ApiError && e.fromServer ? e.message : HISTORY_UI.restoreFailed);
