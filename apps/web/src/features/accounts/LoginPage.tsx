import { loginSchema, ROUTES, WEB_UI, type LoginInput } from '@dz/contracts';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { decodeClaims } from '../../api/token';
import { useSession } from '../../session/context';
import { returnPath } from '../../session/loginReturn';
import { TextField } from '../../ui/Fields';
import { PasswordField } from '../../ui/PasswordField';
import { FormActions } from '../../ui/FormActions';
import { notify } from '../../ui/notify';
import { fieldProps, useSchemaForm } from '../../ui/useSchemaForm';
import { PageTitle } from '../../ui/PageTitle';
import { useLoginCode } from './LoginCode';

/**
 * docs/product.md "Screens" login: submit disabled until both fields are filled; 'Dobrodosli' and home on success, or
 * back to the staff page that sent here (`?next=`, session/loginReturn.ts; issue 36).
 * An account with a second factor is asked for its code (LoginCode.tsx); an admin who still has to enrol one
 * (REQUIRE_ADMIN_2FA), or whose password someone else set (temporary), is led to /lozinka instead of home.
 */
export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const back = returnPath(useLocation().search);
  const form = useSchemaForm<LoginInput>(loginSchema, { username: '', password: '' });
  const code = useLoginCode();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const token = await code.login(values);
      session.login(token);
      notify.success(WEB_UI.loginSuccess);
      // A password someone else set is changed first (issue 21), as a second factor an admin must enrol is.
      const claims = decodeClaims(token);
      navigate(claims?.secondFactorRequired || claims?.temporaryPassword ? ROUTES.password : back ?? ROUTES.home);
    } catch (e) {
      console.error(e);
      if (code.handled(e)) return;
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
        <PasswordField label={WEB_UI.password} autoComplete="current-password" {...fieldProps(form, 'password')} />
        {code.field}
        <FormActions submitLabel={WEB_UI.loginButton} disabled={!isValid || isSubmitting || code.missing} />
      </form>
    </>
  );
}
