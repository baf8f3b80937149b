import { EDIT_UI, SNACKBAR_MS } from '@dz/contracts';
import { Link } from 'react-router-dom';
import { loadSonner } from './notify';

/** How long a saved item's snackbar stays: it carries a link to follow (it also stays while hovered or focused). */
const SAVED_MS = SNACKBAR_MS * 4;

/**
 * A save's snackbar with "Pogledaj na stranici" to where visitors see what was saved (issue 21).
 * Apart from ui/notify.ts, which the home page loads: only the staff forms need it.
 */
export const notifySaved = (message: string, view: string) =>
  void loadSonner().then(({ toast }) =>
    toast.success(message, {
      duration: SAVED_MS,
      description: <Link to={view} className="toast-link">{EDIT_UI.viewOnSite}</Link>,
    }),
  );
