import { EDIT_UI, SNACKBAR_MS } from '@dz/contracts';
import { Link } from 'react-router-dom';
import { loadSonner } from './notify';

/** How long a saved item's snackbar stays: it carries a link to follow (it also stays while hovered or focused). */
const SAVED_MS = SNACKBAR_MS * 4;

/**
 * A save's snackbar: "Sačuvano", what was done, and "Pogledaj na stranici" to where visitors see it (issue 21).
 * Apart from ui/notify.ts, which the home page loads: only the staff forms need it.
 */
export const notifySaved = (message: string, view: string) =>
  void loadSonner().then(({ toast }) =>
    toast.success(EDIT_UI.savedHeading, {
      duration: SAVED_MS,
      description: (
        <>
          {message} <Link to={view} className="toast-link">{EDIT_UI.viewOnSite}</Link>
        </>
      ),
    }),
  );
