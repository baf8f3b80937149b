import { loginSchema, ROUTES, WEB_UI, type LoginInput } from '@dz/contracts';
import { useNavigate } from 'react-router-dom';
import { login } from '../../api/zod/accounts';
import { ApiError } from '../../api/errors';
import { useSession } from '../../session/context';
import { TextField } from '../../ui/Fields';
import { FormActions } from '../../ui/FormActions';
import { notify } from '../../ui/notify';
import { fieldProps, useSchemaForm } from '../../ui/useSchemaForm';
import { PageTitle } from '../../ui/PageTitle';

/** docs/product.md "Screens" login: submit disabled until both fields are filled; 'Dobrodosli' and home on success. */
export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const form = useSchemaForm<LoginInput>(loginSchema, { username: '', password: '' });

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

  const { isValid, isSubmitting } = form.formState;
  return (
    <>
      <PageTitle title={WEB_UI.loginHeading} />
      <form className="form form-narrow" onSubmit={onSubmit} noValidate>
        <TextField label={WEB_UI.username} autoComplete="username" {...fieldProps(form, 'username')} />
        <TextField
          label={WEB_UI.password}
          type="password"
          autoComplete="current-password"
          {...fieldProps(form, 'password')}
        />
        <FormActions submitLabel={WEB_UI.loginButton} disabled={!isValid || isSubmitting} />
      </form>
    </>
  );
}
