import { resetPasswordSchema, ROLE_CHOICES, roleLabel, roleSummary, ROUTES, WEB_UI, type Account, type ResetPasswordInput } from '@dz/contracts';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../api/errors';
import { useSession } from '../../session/context';
import { confirmDelete } from '../../ui/confirmDelete';
import { DateText } from '../../ui/DateText';
import { PasswordField } from '../../ui/PasswordField';
import { weakPasswordReason } from '../../ui/passwordRule';
import { FormActions } from '../../ui/FormActions';
import { AddLink, Loaded } from '../../ui/Loaded';
import { notify } from '../../ui/notify';
import { DeleteButton } from '../../ui/StaffActions';
import { PageTitle } from '../../ui/PageTitle';
import { showSubmitError } from '../../ui/submitError';
import { fieldProps, useSchemaForm } from '../../ui/useSchemaForm';
import { useAccounts, useDeleteAccount, useResetPassword } from './queries';
import { ResetTwoFactorButton } from './ResetTwoFactorButton';
import { DataTable } from '../../ui/DataTable';

/**
 * docs/product.md "Screens" /nalozi: the accounts with a delete button each; admins only. "Passwords and roles":
 * each role by its name, what the roles may do, and a new password for any other account.
 */
export default function AccountsPage() {
  const { session } = useSession();
  const admin = !!session?.isAdmin;
  const accounts = useAccounts(admin);
  return (
    <>
      <PageTitle title={WEB_UI.accountsHeading} />
      {admin ? (
        <>
          <AddLink to={ROUTES.register} label={WEB_UI.register} />
          <Loaded query={accounts} isEmpty={(list) => list.length === 0}>
            {(list) => <AccountsTable accounts={list} selfId={Number(session.claims.sub)} />}
          </Loaded>
          <section aria-labelledby="roles-heading" className="roles">
            <h2 id="roles-heading">{WEB_UI.roles}</h2>
            <ul>
              {ROLE_CHOICES.map((c) => <li key={c.value}>{roleSummary(c)}</li>)}
            </ul>
          </section>
        </>
      ) : (
        <p className="denied">{WEB_UI.accountsDenied}</p>
      )}
    </>
  );
}

/**
 * The accounts as a table; on narrow screens (below md) each row stacks into a block whose cells
 * carry their column's name (data-label, components.css), so no column is cut off.
 */
function AccountsTable({ accounts, selfId }: { accounts: Account[]; selfId: number }) {
  const remove = useDeleteAccount();
  const [resetting, setResetting] = useState<Account | null>(null);
  const onDelete = (a: Account) =>
    confirmDelete(WEB_UI.deleteAccountConfirm(a.userName), remove.mutate, a, {
      success: WEB_UI.accountDeleted,
      failure: (e) => (e instanceof ApiError && e.fromServer ? e.message : WEB_UI.deleteFailed),
    });
  return (
    <>
      <DataTable className="accounts" columns={[WEB_UI.username, WEB_UI.email, WEB_UI.role, WEB_UI.createdAt]} actions={`${WEB_UI.resetPassword}, ${WEB_UI.delete}`}>
        {accounts.map((a) => (
          <tr key={a.id}>
            <th scope="row">{a.userName}</th>
            <td data-label={WEB_UI.email}>{a.email}</td>
            <td data-label={WEB_UI.role}>{roleLabel(a.role)}</td>
            <td data-label={WEB_UI.createdAt}><DateText iso={a.createdAt} /></td>
            <td className="row-actions">
              {/* Your own password changes with the current one, on /lozinka. */}
              {a.id !== selfId && (
                <button
                  type="button"
                  className="btn btn-secondary"
                  aria-label={WEB_UI.forItem(WEB_UI.resetPassword, a.userName)}
                  aria-expanded={resetting?.id === a.id}
                  onClick={() => setResetting(a)}
                >
                  {WEB_UI.resetPassword}
                </button>
              )}
              {/* Your own second factor goes off on /lozinka, with your password and a code. */}
              {a.twoFactor && a.id !== selfId && <ResetTwoFactorButton account={a} />}
              {/* No deleting yourself (the server refuses it with 409): no button that could only fail after its confirm. */}
              {a.id !== selfId && <DeleteButton name={a.userName} deleting={remove.isPending && remove.variables?.id === a.id} onDelete={() => onDelete(a)} />}
            </td>
          </tr>
        ))}
      </DataTable>
      {resetting && <ResetPasswordForm key={resetting.id} account={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}

/** "Nova lozinka" for one account: its own small form below the table, the field focused when it opens. */
function ResetPasswordForm({ account, onClose }: { account: Account; onClose: () => void }) {
  const headingId = useId();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<ResetPasswordInput>(resetPasswordSchema, { newPassword: '' });
  useEffect(() => form.setFocus('newPassword'), [form]);

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    // The server's rule, checked before sending (it refuses a weak one all the same).
    const weak = await weakPasswordReason(newPassword, account.userName, account.email);
    if (weak) return form.setError('newPassword', { message: weak }, { shouldFocus: true });
    try {
      await reset.mutateAsync({ id: account.id, newPassword });
      notify.success(WEB_UI.passwordReset(account.userName));
      onClose();
    } catch (e) {
      showSubmitError(e, {
        field: (name, message) => name === 'newPassword' && (form.setError('newPassword', { message }), true),
        form: setFormError,
      });
    }
  });

  return (
    <section className="reset-password" aria-labelledby={headingId}>
      <h2 id={headingId}>{WEB_UI.resetPasswordHeading(account.userName)}</h2>
      <form className="form form-narrow" onSubmit={onSubmit} noValidate>
        <PasswordField
          label={WEB_UI.newPassword}
          autoComplete="new-password"
          hint={WEB_UI.resetPasswordHint}
          accountWords={[account.userName, account.email]}
          {...fieldProps(form, 'newPassword')}
        />
        <FormActions submitLabel={WEB_UI.resetPasswordButton} disabled={form.formState.isSubmitting} error={formError} onCancel={onClose} />
      </form>
    </section>
  );
}
