import { LIMITS } from './constants.js';

/**
 * The one password rule (issue 20), for registration, the own change, an admin's reset and ADMIN_PASSWORD: the
 * length rules of passwordSchema (account.ts), then refused when zxcvbn finds it common or guessable (score below
 * PASSWORD_MIN_SCORE), with zxcvbn's common and English dictionaries, a Bosnian/Croatian/Serbian one
 * (password-words.ts) and the account's own name and e-mail. Logins never apply it: older accounts still sign in.
 *
 * The dictionaries are about 1.6 MB of code: this file imports none of them. loadPasswordRule()
 * (password-loader.ts) loads them (password-estimator.ts, a chunk of its own in the browser and in the server's
 * bundle) and builds the estimator on first use, once; importing contracts stays cheap and the public pages never
 * download them.
 */

/** zxcvbn's score from which a password is accepted: 3 is "safely unguessable" (about 10^8 guesses and more). */
export const PASSWORD_MIN_SCORE = 3;

export interface PasswordVerdict {
  /** Why the rule refuses it (a sentence of API_ERRORS), undefined when it passes. */
  problem?: string;
  /** zxcvbn's 0 to 4; 0 for one the length rules refuse. */
  score: number;
  /** A short Bosnian hint for the screens: what to change, or how good it is. */
  hint: string;
}

/** The rule, once loaded: `userInputs` are the account's own words (passwordUserInputs). */
export type PasswordRule = (password: string, userInputs?: readonly string[]) => PasswordVerdict;

/** The password fields' own words (beside zxcvbn's translated feedback, password-hints.ts). */
export const PASSWORD_UI = {
  /** The show-password toggle's name, by what a press does. */
  show: 'Prikaži lozinku',
  hide: 'Sakrij lozinku',
  /** A new-password field's hint before anything is typed (and while the rule loads). */
  rule: `Najmanje ${LIMITS.passwordMinChars} znakova, teška za pogoditi: najbolje nekoliko nepovezanih riječi.`,
  /** A refusal for which zxcvbn has no warning of its own (a name with a year, a listed word and digits). */
  weak: 'Lozinku je lako pogoditi.',
  good: 'Lozinka je dovoljno jaka.',
  strong: 'Lozinka je jaka.',
} as const;

/**
 * The account's own words for the rule: each value whole, and its parts (an e-mail's name and domain, a user
 * name's pieces between dots, dashes and the like), so "amra.h2026" is known to be "amra" plus a year.
 */
export function passwordUserInputs(...values: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const value of values) {
    const whole = value?.trim().toLowerCase();
    if (!whole) continue;
    words.add(whole);
    for (const part of whole.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}
