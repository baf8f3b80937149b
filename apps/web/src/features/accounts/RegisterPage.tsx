import { ACCOUNTS_UI, ADMIN_ROLE, DEFAULT_ROLE, registerSchema, ROLE_CHOICES, roleSummary, ROUTES, WEB_UI, type RegisterInput } from '@dz/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { register } from '../../api/zod/accounts';
import { ApiError } from '../../api/errors';
import { useSession } from '../../session/context';
import { SelectField, TextField } from '../../ui/Fields';
import { PasswordField } from '../../ui/PasswordField';
import { weakPasswordReason } from '../../ui/passwordRule';
import { FormActions } from '../../ui/FormActions';
import { notify } from '../../ui/notify';
import { fieldProps, useSchemaForm } from '../../ui/useSchemaForm';
import { PageTitle } from '../../ui/PageTitle';
import { accountKeys } from './queries';

type Field = keyof RegisterInput;
const FIELDS: readonly string[] = ['username', 'email', 'password', 'role'] satisfies Field[];

/** The role select's options: the stored value → its Bosnian name (docs/product.md "Passwords and roles"). */
const ROLE_OPTIONS = Object.fromEntries(ROLE_CHOICES.map((c) => [c.value, c.label]));
const summaryOf = (role: string | undefined) => {
  const choice = ROLE_CHOICES.find((c) => c.value === role);
  return choice && roleSummary(choice);
};

/**
 * docs/product.md "Screens" register: admins only ('Pristup zabranjen!' for others); 'Korisnik kreiran' then /nalozi.
 * The role is a choice of the two the product knows, shown with what each may do.
 */
export default function RegisterPage() {
  const { session } = useSession();
  return (
    <>
      <PageTitle title={WEB_UI.registerHeading} />
      {session?.isAdmin ? <RegisterForm /> : <p className="denied">{WEB_UI.registerDenied}</p>}
    </>
  );
}

function RegisterForm() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<RegisterInput>(registerSchema, { username: '', email: '', password: '', role: DEFAULT_ROLE });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    // The server's rule, checked before sending (it refuses a weak one all the same).
    const weak = await weakPasswordReason(values.password, values.username, values.email);
    if (weak) return form.setError('password', { message: weak }, { shouldFocus: true });
    try {
      await register(values);
      await qc.invalidateQueries({ queryKey: accountKeys.all });
      notify.success(WEB_UI.registerSuccess);
      navigate(ROUTES.accounts);
    } catch (e) {
      console.error(e);
      const message = e instanceof ApiError && e.fromServer ? e.message : WEB_UI.registerFailed;
      if (e instanceof ApiError && e.field && FIELDS.includes(e.field)) form.setError(e.field as Field, { message });
      else setFormError(message);
      notify.error(message);
    }
  });

  // Choosing the admin role is asked once more (issue 21): it gives the accounts screens. Declined, the choice goes back.
  const role = fieldProps(form, 'role');
  const roleProps = {
    ...role,
    onChange: async (e: ChangeEvent<HTMLSelectElement>) => {
      if (e.target.value === ADMIN_ROLE && !window.confirm(ACCOUNTS_UI.adminConfirm)) {
        e.target.value = form.getValues('role') ?? DEFAULT_ROLE;
        return;
      }
      await role.onChange(e);
    },
  };

  const { isSubmitting } = form.formState;
  return (
    <form className="form form-narrow" onSubmit={onSubmit} noValidate>
      <TextField label={WEB_UI.username} autoComplete="off" {...fieldProps(form, 'username')} />
      <TextField label={WEB_UI.email} type="email" autoComplete="off" {...fieldProps(form, 'email')} />
      <PasswordField
        label={WEB_UI.password}
        autoComplete="new-password"
        accountWords={[form.watch('username'), form.watch('email')]}
        {...fieldProps(form, 'password')}
      />
      <SelectField label={WEB_UI.role} options={ROLE_OPTIONS} hint={summaryOf(form.watch('role'))} {...roleProps} />
      <FormActions submitLabel={WEB_UI.createUser} disabled={isSubmitting} error={formError} />
    </form>
  );
}
