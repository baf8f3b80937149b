import { loadPasswordRule, passwordUserInputs } from '@dz/contracts';
import { ValidationError } from '../errors.js';

/**
 * The password rule (contracts password-strength.ts) for a new password: registration, the own change and an admin's
 * reset (config.ts applies it to ADMIN_PASSWORD). A refusal is a 400 on `field` with the Bosnian reason.
 * `accountWords`: the account's user name and e-mail, which the password must not be built from. Logins never
 * call this: accounts made before the rule still sign in.
 */
export async function requireStrongPassword(password: string, field: string, ...accountWords: (string | undefined)[]): Promise<void> {
  const rule = await loadPasswordRule();
  const { problem } = rule(password, passwordUserInputs(...accountWords));
  if (problem) throw new ValidationError(problem, field);
}
