import { ROUTES, SIGN_OUT_UI, WEB_UI } from '@dz/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { signOutEverywhere } from '../../api/signOut';
import { useSession } from '../../session/context';
import { notify } from '../../ui/notify';

/**
 * /lozinka: "Odjavi se sa svih uređaja" (issue 20), after a confirmation: every token of the account stops working
 * on the server, on every computer and phone it was used on, and this browser is signed out too.
 */
export function SignOutEverywhere() {
  const { logout } = useSession();
  const headingId = useId();
  const navigate = useNavigate();
  const everywhere = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      logout();
      notify.success(SIGN_OUT_UI.everywhereDone);
      navigate(ROUTES.home);
    },
    onError: (e) => {
      console.error(e);
      notify.error(e instanceof ApiError && e.fromServer ? e.message : WEB_UI.saveFailed);
    },
  });
  return (
    <section className="sign-out-everywhere" aria-labelledby={headingId}>
      <h2 id={headingId}>{SIGN_OUT_UI.heading}</h2>
      <p>{SIGN_OUT_UI.everywhereHint}</p>
      <p>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={everywhere.isPending}
          onClick={() => window.confirm(SIGN_OUT_UI.everywhereConfirm) && everywhere.mutate()}
        >
          {SIGN_OUT_UI.everywhere}
        </button>
      </p>
    </section>
  );
}
