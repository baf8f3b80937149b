import { TWO_FACTOR_UI, type LoginInput } from '@dz/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import { login } from '../../api/zod/accounts';
import { loginWithCode } from '../../api/zod/twoFactor';
import { TextField } from '../../ui/Fields';

/**
 * The login's second step (issue 20): once the server answers the right password with a 401 on `code`, a code
 * field appears (focused, the server's request read out) and every later submit sends the code along. A wrong
 * code's message goes under the field. Accounts without a second factor never see it.
 */
export function useLoginCode() {
  const [step, setStep] = useState<{ message: string; error?: string } | null>(null);
  const [code, setCode] = useState('');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step) box.current?.querySelector('input')?.focus();
  }, [step]);

  return {
    /** The login: with the code once the server asked for it. */
    login: (values: LoginInput) => (step ? loginWithCode({ ...values, code }) : login(values)),
    /** True when the failure is the server asking for the code (or refusing it): shown here, not as the login's failure. */
    handled(e: unknown): boolean {
      if (!(e instanceof ApiError) || e.status !== 401 || e.field !== 'code') return false;
      setStep(step ? { message: step.message, error: e.message } : { message: e.message });
      return true;
    },
    /** The code field is shown and still empty: nothing to submit yet. */
    missing: step !== null && !code.trim(),
    field: step && (
      <div ref={box}>
        <p className="notice" role="alert">{step.message}</p>
        <TextField
          label={TWO_FACTOR_UI.codeLabel}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          hint={TWO_FACTOR_UI.codeHint}
          error={step.error}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
    ),
  };
}
