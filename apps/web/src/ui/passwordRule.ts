import { loadPasswordRule, passwordUserInputs, type PasswordRule } from '@dz/contracts';
import { useEffect, useState } from 'react';
import { whenIdle } from './idle';

/**
 * The password rule (contracts password-strength.ts) in the browser: its dictionaries are a chunk of their own
 * (758 kB brotli, about a second of a phone's main thread to build), fetched only by a screen with a new-password
 * field (never by the public pages). Issue 36: only once the browser is idle after the screen is shown, so the form,
 * the screen's own code and data come first; until the rule is there the field says it in words.
 */
export function usePasswordRule(wanted: boolean): PasswordRule | undefined {
  const [rule, setRule] = useState<PasswordRule>();
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    // Not loaded (offline, a failed chunk): the field shows the rule in words and the server still checks.
    const cancel = whenIdle(() => void loadPasswordRule().then((r) => live && setRule(() => r), () => undefined));
    return () => {
      live = false;
      cancel();
    };
  }, [wanted]);
  return rule;
}

/**
 * Why the rule refuses this new password (the Bosnian sentence the server would answer), or undefined: a form checks
 * it before sending. `accountWords`: the account's user name and e-mail. When the rule cannot load, undefined (the
 * server refuses a weak one all the same).
 */
export async function weakPasswordReason(password: string, ...accountWords: (string | undefined)[]): Promise<string | undefined> {
  const rule = await loadPasswordRule().catch(() => undefined);
  return rule?.(password, passwordUserInputs(...accountWords)).problem;
}
