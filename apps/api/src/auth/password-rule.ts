import { loadPasswordRule, passwordUserInputs, releasePasswordRule, type PasswordRule } from '@dz/contracts';
import { ValidationError } from '../errors.js';

/** How long the rule stays built after its last use: a form's few tries share it, a day's rest does not hold it. */
export const PASSWORD_RULE_KEPT_MS = 60_000;
let release: NodeJS.Timeout | undefined;

/**
 * The password rule, loaded at its first use and let go PASSWORD_RULE_KEPT_MS after its last (issue 25: its
 * dictionaries, about 14 MB of heap once built, are needed a few times a day; ADMIN_PASSWORD's check at the start
 * would otherwise keep them for the process's life). The one way the server reaches it.
 */
export async function passwordRule(): Promise<PasswordRule> {
  const rule = await loadPasswordRule();
  clearTimeout(release);
  release = setTimeout(releasePasswordRule, PASSWORD_RULE_KEPT_MS);
  release.unref();
  return rule;
}

/**
 * The password rule (contracts password-strength.ts) for a new password: registration, the own change and an admin's
 * reset (config.ts applies it to ADMIN_PASSWORD). A refusal is a 400 on `field` with the Bosnian reason.
 * `accountWords`: the account's user name and e-mail, which the password must not be built from. Logins never
 * call this: accounts made before the rule still sign in.
 */
export async function requireStrongPassword(password: string, field: string, ...accountWords: (string | undefined)[]): Promise<void> {
  const rule = await passwordRule();
  const { problem } = rule(password, passwordUserInputs(...accountWords));
  if (problem) throw new ValidationError(problem, field);
}
