import { FRAME_UI } from '@dz/contracts/text';
import { notify } from '../ui/notify';
import { useSession } from './context';

/** Ends the session and says so: the footer's "Logout" and the navbar's "Odjava". */
export function useSignOut() {
  const { logout } = useSession();
  return () => {
    logout();
    notify.success(FRAME_UI.loggedOut);
  };
}
