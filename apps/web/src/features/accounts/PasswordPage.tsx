import { changePasswordFormSchema, ROUTES, WEB_UI, type ChangePasswordForm } from '@dz/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { changeOwnPassword } from '../../api/zod/accounts';
import { RequireLogin } from '../../session/RequireLogin';
import { useSession } from '../../session/context';
import { PasswordField } from '../../ui/PasswordField';
import { weakPasswordReason } from '../../ui/passwordRule';
import { FormActions } from '../../ui/FormActions';
import { notify } from '../../ui/notify';
import { showSubmitError } from '../../ui/submitError';
import { fieldProps, useSchemaForm } from '../../ui/useSchemaForm';
import { SignOutEverywhere } from './SignOutEverywhere';
import { TwoFactorSection } from './TwoFactorSection';

const FIELDS: readonly string[] = ['currentPassword', 'newPassword'] satisfies (keyof ChangePasswordForm)[];

/**
 * /lozinka (docs/product.md "Passwords and roles"): the signed-in account changes its own password. The
 * server ends every earlier session and answers a fresh one, which replaces the stored token.
 */
export default function PasswordPage() {
  return (
    <RequireLogin title={WEB_UI.passwordHeading} enrolment>
      <PasswordForm />
      <TwoFactorSection />
      <SignOutEverywhere />
    </RequireLogin>
  );
}

function PasswordForm() {
  const session = useSession();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<ChangePasswordForm>(changePasswordFormSchema, { currentPassword: '', newPassword: '', repeatPassword: '' });

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    // The server's rule, checked before sending (it refuses a weak one all the same).
    const weak = await weakPasswordReason(newPassword, session.session?.claims.name);
    if (weak) return form.setError('newPassword', { message: weak }, { shouldFocus: true });
    try {
      session.login(await changeOwnPassword({ currentPassword, newPassword }));
      notify.success(WEB_UI.passwordChanged);
      navigate(ROUTES.home);
    } catch (e) {
      showSubmitError(e, {
        field: (name, message) => FIELDS.includes(name) && (form.setError(name as keyof ChangePasswordForm, { message }, { shouldFocus: true }), true),
        form: setFormError,
      });
    }
  });

  const { isSubmitting } = form.formState;
  return (
    <form className="form form-narrow" onSubmit={onSubmit} noValidate>
      {/* The user name lets a password manager store the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={session.session?.claims.name ?? ''} readOnly hidden />
      <PasswordField label={WEB_UI.currentPassword} autoComplete="current-password" {...fieldProps(form, 'currentPassword')} />
      <PasswordField
        label={WEB_UI.newPassword}
        autoComplete="new-password"
        accountWords={[session.session?.claims.name]}
        {...fieldProps(form, 'newPassword')}
      />
      <PasswordField label={WEB_UI.repeatPassword} autoComplete="new-password" {...fieldProps(form, 'repeatPassword')} />
      <FormActions submitLabel={WEB_UI.changePasswordButton} disabled={isSubmitting} error={formError} cancelTo={ROUTES.home} />
    </form>
  );
}
