import { ADMIN_ROLE, DEFAULT_ROLE, registerSchema, ROUTES, WEB_UI, type RegisterInput } from '@dz/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { register } from '../../api/zod/accounts';
import { ApiError } from '../../api/errors';
import { useSession } from '../../session/context';
import { TextField } from '../../ui/Fields';
import { notify } from '../../ui/notify';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { accountKeys } from './queries';

type Field = keyof RegisterInput;
const FIELDS: readonly string[] = ['username', 'email', 'password', 'role'] satisfies Field[];

/** docs/product.md "Screens" register: admins only ('Pristup zabranjen!' for others); 'Korisnik kreiran' then /nalozi. */
export default function RegisterPage() {
  useDocumentTitle(WEB_UI.registerHeading);
  const { session } = useSession();
  return (
    <>
      <h1>{WEB_UI.registerHeading}</h1>
      {session?.isAdmin ? <RegisterForm /> : <p className="denied">{WEB_UI.registerDenied}</p>}
    </>
  );
}

function RegisterForm() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: { username: '', email: '', password: '', role: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
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

  const { errors, isSubmitting } = form.formState;
  return (
    <form className="form form-narrow" onSubmit={onSubmit} noValidate>
      <TextField label={WEB_UI.username} autoComplete="off" error={errors.username?.message} {...form.register('username')} />
      <TextField label={WEB_UI.email} type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
      <TextField
        label={WEB_UI.password}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label={WEB_UI.role}
        list="roles"
        placeholder={DEFAULT_ROLE}
        error={errors.role?.message}
        {...form.register('role')}
      />
      <datalist id="roles">
        <option value={DEFAULT_ROLE} />
        <option value={ADMIN_ROLE} />
      </datalist>
      {formError && <p className="form-error" role="alert">{formError}</p>}
      <div className="form-actions">
        <button type="submit" className="btn" disabled={isSubmitting}>
          {WEB_UI.createUser}
        </button>
      </div>
    </form>
  );
}
