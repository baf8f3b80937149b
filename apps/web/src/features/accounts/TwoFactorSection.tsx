import { TWO_FACTOR_UI, WEB_UI, type TwoFactorEnabled, type TwoFactorSetup, type TwoFactorStatus } from '@dz/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/errors';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor, twoFactorStatus } from '../../api/zod/twoFactor';
import { useSession } from '../../session/context';
import { DateText } from '../../ui/DateText';
import { TextField } from '../../ui/Fields';
import { FormActions } from '../../ui/FormActions';
import { Loaded } from '../../ui/Loaded';
import { PasswordField } from '../../ui/PasswordField';
import { notify } from '../../ui/notify';

export const twoFactorKey = ['twoFactor'] as const;

/**
 * /lozinka's "Prijava u dva koraka" (issue 20): the status, and turning it on (password → QR code and the secret as
 * text → a code from the app → the ten recovery codes, shown once) or off (password and a code).
 */
export function TwoFactorSection() {
  const { session, login } = useSession();
  const qc = useQueryClient();
  const status = useQuery({ queryKey: twoFactorKey, queryFn: ({ signal }) => twoFactorStatus(signal) });
  const [codes, setCodes] = useState<string[] | null>(null);
  const headingId = useId();
  const refresh = () => void qc.invalidateQueries({ queryKey: twoFactorKey });
  const onEnabled = (r: TwoFactorEnabled) => {
    // The fresh session no longer has to enrol (REQUIRE_ADMIN_2FA).
    if (r.token) login(r.token);
    setCodes(r.recoveryCodes);
  };
  return (
    <section className="two-factor" aria-labelledby={headingId}>
      <h2 id={headingId}>{TWO_FACTOR_UI.heading}</h2>
      {session?.claims.secondFactorRequired && !codes && <p className="notice notice-password">{TWO_FACTOR_UI.required}</p>}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => { setCodes(null); refresh(); }} />
      ) : (
        <Loaded query={status}>
          {(s) => (s.enabled ? <Enabled status={s} onDisabled={refresh} /> : <Enrol onEnabled={onEnabled} />)}
        </Loaded>
      )}
    </section>
  );
}

/** One field's message from a failed call: under the field it names, else above the buttons. */
function failure(e: unknown, fields: Record<string, (m: string) => void>, form: (m: string) => void) {
  console.error(e);
  if (e instanceof ApiError && e.field && fields[e.field]) fields[e.field]!(e.message);
  else form(e instanceof ApiError ? e.message : WEB_UI.saveFailed);
}

/** A small form of its own: the first field focused when it opens, each message announced. */
function useStep() {
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  // A field's message is read out as the field it belongs to takes the focus.
  useEffect(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), [errors]);
  const run = (fields: string[], call: () => Promise<void>) => async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFormError(null);
    setErrors({});
    try {
      await call();
    } catch (err) {
      failure(err, Object.fromEntries(fields.map((f) => [f, (m: string) => setErrors({ [f]: m })])), setFormError);
    } finally {
      setBusy(false);
    }
  };
  return { form, busy, formError, errors, run };
}

function Enrol({ onEnabled }: { onEnabled: (r: TwoFactorEnabled) => void }) {
  const [started, setStarted] = useState(false);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  if (!started) {
    return (
      <>
        <p>{TWO_FACTOR_UI.statusOff}</p>
        <button type="button" className="btn" onClick={() => setStarted(true)}>{TWO_FACTOR_UI.enable}</button>
      </>
    );
  }
  const cancel = () => { setStarted(false); setSetup(null); };
  return setup ? <ConfirmStep setup={setup} onEnabled={onEnabled} onCancel={cancel} /> : <PasswordStep onSetup={setSetup} onCancel={cancel} />;
}

function PasswordStep({ onSetup, onCancel }: { onSetup: (s: TwoFactorSetup) => void; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const step = useStep();
  const submit = step.run(['password'], async () => onSetup(await setupTwoFactor(password)));
  return (
    <form ref={step.form} className="form form-narrow" onSubmit={submit} noValidate>
      <p>{TWO_FACTOR_UI.startHint}</p>
      <PasswordField
        label={WEB_UI.password} autoComplete="current-password"
        value={password} onChange={(e) => setPassword(e.target.value)} error={step.errors.password}
      />
      <FormActions submitLabel={TWO_FACTOR_UI.continue} disabled={step.busy || !password} error={step.formError} onCancel={onCancel} />
    </form>
  );
}

/** Groups of four, as apps that take the secret by hand show it (they ignore the spaces). */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

function ConfirmStep({ setup, onEnabled, onCancel }: { setup: TwoFactorSetup; onEnabled: (r: TwoFactorEnabled) => void; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const step = useStep();
  const secretId = useId();
  const submit = step.run(['code'], async () => onEnabled(await enableTwoFactor(code)));
  return (
    <form ref={step.form} className="form form-narrow" onSubmit={submit} noValidate>
      <p>{TWO_FACTOR_UI.scan}</p>
      {/* The server's SVG as an image: nothing of it runs, and it is named for screen readers. */}
      <img className="totp-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} alt={TWO_FACTOR_UI.qrLabel} width={200} height={200} />
      <p id={secretId}>{TWO_FACTOR_UI.manual}</p>
      <p><code className="totp-secret" aria-labelledby={secretId} data-secret={setup.secret}>{grouped(setup.secret)}</code></p>
      <TextField
        label={TWO_FACTOR_UI.confirmCode} inputMode="numeric" autoComplete="one-time-code" maxLength={64}
        value={code} onChange={(e) => setCode(e.target.value)} error={step.errors.code}
      />
      <FormActions submitLabel={TWO_FACTOR_UI.confirm} disabled={step.busy || !code.trim()} error={step.formError} onCancel={onCancel} />
    </form>
  );
}

/** The recovery codes, once: a file to keep, a print, and "saved" to close them. Focused so they are read first. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`${TWO_FACTOR_UI.issuerLine}\n\n${codes.join('\n')}\n`)}`;
  return (
    <div className="recovery-codes" role="region" aria-label={TWO_FACTOR_UI.recoveryHeading}>
      <p className="notice" role="status">{TWO_FACTOR_UI.enabled}</p>
      <h3 ref={heading} tabIndex={-1}>{TWO_FACTOR_UI.recoveryHeading}</h3>
      <p>{TWO_FACTOR_UI.recoveryHint}</p>
      <ol>
        {codes.map((c) => <li key={c}><code>{c}</code></li>)}
      </ol>
      <p className="form-actions">
        <a className="btn btn-secondary" href={file} download={TWO_FACTOR_UI.fileName}>{TWO_FACTOR_UI.download}</a>
        <button type="button" className="btn btn-secondary" onClick={() => window.print()}>{TWO_FACTOR_UI.print}</button>
        <button type="button" className="btn" onClick={onDone}>{TWO_FACTOR_UI.saved}</button>
      </p>
    </div>
  );
}

function Enabled({ status, onDisabled }: { status: TwoFactorStatus; onDisabled: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>
        {status.enabledAt ? <>{TWO_FACTOR_UI.statusOnPrefix} <DateText iso={status.enabledAt} />.</> : TWO_FACTOR_UI.enabled}
        {' '}{TWO_FACTOR_UI.recoveryLeft(status.recoveryCodesLeft)}
      </p>
      {open ? (
        <DisableForm onDone={() => { setOpen(false); onDisabled(); }} onCancel={() => setOpen(false)} />
      ) : (
        <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>{TWO_FACTOR_UI.disable}</button>
      )}
    </>
  );
}

function DisableForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const step = useStep();
  const submit = step.run(['password', 'code'], async () => {
    await disableTwoFactor({ password, code });
    notify.success(TWO_FACTOR_UI.disabled);
    onDone();
  });
  return (
    <form ref={step.form} className="form form-narrow" onSubmit={submit} noValidate>
      <p>{TWO_FACTOR_UI.disableHint}</p>
      <PasswordField
        label={WEB_UI.password} autoComplete="current-password"
        value={password} onChange={(e) => setPassword(e.target.value)} error={step.errors.password}
      />
      <TextField
        label={TWO_FACTOR_UI.codeLabel} inputMode="numeric" autoComplete="one-time-code" maxLength={64}
        value={code} onChange={(e) => setCode(e.target.value)} error={step.errors.code}
      />
      <FormActions submitLabel={TWO_FACTOR_UI.disable} disabled={step.busy || !password || !code.trim()} error={step.formError} onCancel={onCancel} />
    </form>
  );
}
