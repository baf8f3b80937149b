/**
 * Signing out for real (issue 20): the server ends a token ("Logout") or every token of an account ("sign out
 * everywhere"), and the audit log's stand-in for a user name that no account has. The text of both ends, once; their
 * paths are api.ts's SIGN_OUT_API (every page's "Logout" calls one, and its script loads api.ts whole).
 */

/**
 * The audit log's actor of a failed login whose user name no account has: what was typed is never stored (it may be a
 * password typed into the wrong field).
 */
export const UNKNOWN_USER_NAME = '(nepoznato korisničko ime)';

export const SIGN_OUT_UI = {
  heading: 'Prijavljeni uređaji',
  everywhere: 'Odjavi se sa svih uređaja',
  everywhereHint: 'Završava prijavu na svim računarima i telefonima na kojima ste prijavljeni, i na ovom.',
  everywhereConfirm: 'Jeste li sigurni da se želite odjaviti sa svih uređaja? Morat ćete se ponovo prijaviti i na ovom.',
  everywhereDone: 'Odjavljeni ste sa svih uređaja.',
} as const;
