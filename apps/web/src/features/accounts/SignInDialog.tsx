import { SESSION_UI, WEB_UI } from '@dz/contracts';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/errors';
import { useLoginCode } from './LoginCode';
import { PasswordField } from '../../ui/PasswordField';
import { useModal } from '../../ui/useModal';

interface Props {
  /** The account whose session ended: fixed, since the work waiting in the form (and the call sent again) is its own. */
  name: string;
  /** Why: the 401's message (expired, signed out elsewhere, past SESSION_MAX_HOURS). */
  message: string;
  onSignedIn: (token: string) => void;
  onCancel: () => void;
}

/**
 * The sign-in over a staff screen whose session ended (issue 21): a modal dialog, the focus kept inside (Tab wraps),
 * Escape cancels and the focus goes back where it was. The login's own pieces: the password, then the second
 * factor's code when the server asks for it (LoginCode.tsx). No 'Dobrodosli' and no navigation: the screen underneath
 * is where the user goes on.
 */
export function SignInDialog({ name, message, onSignedIn, onCancel }: Props) {
  const id = useId();
  const { box, onKeyDown } = useModal<HTMLDivElement>('input[type="password"]', onCancel);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const code = useLoginCode();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSending(true);
    try {
      onSignedIn(await code.login({ username: name, password }));
    } catch (failure) {
      if (code.handled(failure)) return;
      setError(failure instanceof ApiError && (failure.status === 429 || failure.status === 0) ? failure.message : WEB_UI.loginFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="modal-backdrop">
      <div
        ref={box}
        className="modal sign-in-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-why`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`}>{SESSION_UI.dialogTitle}</h2>
        <div id={`${id}-why`}>
          <p>{message}</p>
          <p>{SESSION_UI.dialogKept}</p>
        </div>
        <form className="form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor={`${id}-user`}>{WEB_UI.username}</label>
            <input id={`${id}-user`} type="text" name="username" autoComplete="username" value={name} readOnly aria-describedby={`${id}-same`} />
            <p id={`${id}-same`} className="field-hint">{SESSION_UI.sameAccount}</p>
          </div>
          <PasswordField label={WEB_UI.password} name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          {code.field}
          {error && <p className="field-error" role="alert">{error}</p>}
          <div className="form-actions">
            <button type="submit" className="btn" disabled={!password || sending || code.missing}>{WEB_UI.loginButton}</button>
            <button type="button" className="btn btn-secondary" onClick={onCancel}>{SESSION_UI.cancel}</button>
          </div>
        </form>
      </div>
    </div>
  );
}
