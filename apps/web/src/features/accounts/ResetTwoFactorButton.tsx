import { TWO_FACTOR_UI, WEB_UI, type Account } from '@dz/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/errors';
import { resetTwoFactor } from '../../api/zod/twoFactor';
import { notify } from '../../ui/notify';
import { accountKeys } from './queries';

/**
 * /nalozi: "Poništi drugi faktor" for another account that signs in with one (issue 20), after a confirmation.
 * The account then signs in with its password only until its owner turns it on again.
 */
export function ResetTwoFactorButton({ account }: { account: Account }) {
  const qc = useQueryClient();
  const reset = useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: () => {
      qc.setQueryData<Account[]>(accountKeys.all, (old) => old?.map((a) => (a.id === account.id ? { ...a, twoFactor: false } : a)));
      notify.success(TWO_FACTOR_UI.resetDone(account.userName));
    },
    onError: (e) => {
      console.error(e);
      notify.error(e instanceof ApiError && e.fromServer ? e.message : WEB_UI.saveFailed);
    },
  });
  return (
    <button
      type="button"
      className="btn btn-secondary"
      aria-label={WEB_UI.forItem(TWO_FACTOR_UI.reset, account.userName)}
      disabled={reset.isPending}
      onClick={() => window.confirm(TWO_FACTOR_UI.resetConfirm(account.userName)) && reset.mutate(account.id)}
    >
      {TWO_FACTOR_UI.reset}
    </button>
  );
}
