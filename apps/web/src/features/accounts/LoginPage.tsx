import { loginSchema, ROUTES, WEB_UI, type LoginInput } from '@dz/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { login } from '../../api/zod/accounts';
import { ApiError } from '../../api/errors';
import { useSession } from '../../session/context';
import { TextField } from '../../ui/Fields';
import { notify } from '../../ui/notify';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

/** docs/product.md "Screens" login: submit disabled until both fields are filled; 'Dobrodosli' and home on success. */
export default function LoginPage() {
  useDocumentTitle(WEB_UI.loginHeading);
  const session = useSession();
  const navigate = useNavigate();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      session.login(await login(values));
      notify.success(WEB_UI.loginSuccess);
      navigate(ROUTES.home);
    } catch (e) {
      console.error(e);
      // Too many attempts gets the server's own (Bosnian) message; any other failure the spec's sentence.
      notify.error(e instanceof ApiError && e.status === 429 ? e.message : WEB_UI.loginFailed);
    }
  });

  const { errors, isValid, isSubmitting } = form.formState;
  return (
    <>
      <h1>{WEB_UI.loginHeading}</h1>
      <form className="form form-narrow" onSubmit={onSubmit} noValidate>
        <TextField label={WEB_UI.username} autoComplete="username" error={errors.username?.message} {...form.register('username')} />
        <TextField
          label={WEB_UI.password}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="form-actions">
          <button type="submit" className="btn" disabled={!isValid || isSubmitting}>
            {WEB_UI.loginButton}
          </button>
        </div>
      </form>
    </>
  );
}
