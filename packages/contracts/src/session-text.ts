import { ROLE_REFUSED_UI } from './status-errors.js';

// Zod-free: the session's banner and sign-in dialog are part of every staff page's frame.

/**
 * Sessions that end politely (issue 21): the banner before and after the token's end, the sign-in dialog that keeps
 * the form, and the accounts screens' confirmations. Screen text of the web, once.
 */
export const SESSION_UI = {
  ...ROLE_REFUSED_UI,
  /** Five minutes before the token's exp (a polite status, not a modal). */
  ending: 'Vaša prijava uskoro ističe.',
  stay: 'Ostani prijavljen',
  /** The renewal did not go through (offline, the server busy): the session still runs until its end. */
  renewFailed: 'Prijavu trenutno nije moguće produžiti. Pokušajte ponovo.',
  expired: 'Sesija je istekla.',
  signInAgain: 'Prijavi se ponovo',
  dialogTitle: 'Ponovna prijava',
  /** Why the dialog came up instead of the answer: the form waits, unchanged. */
  dialogKept: 'Ono što ste unijeli ostaje u obrascu; nakon prijave radnja se nastavlja.',
  /** The user name is fixed: the work waiting in the form belongs to this account. */
  sameAccount: 'Prijavite se istim nalogom. Za drugi nalog odustanite i odjavite se.',
  cancel: 'Odustani',
} as const;

export const ACCOUNTS_UI = {
  /** Choosing the admin role on the register screen: it gives the accounts screens, so it is asked once more. */
  adminConfirm: 'Administrator može kreirati i brisati naloge, postavljati lozinke i mijenjati kontakte ustanove. Dati novom nalogu ulogu Administrator?',
} as const;
