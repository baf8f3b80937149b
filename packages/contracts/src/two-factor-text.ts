// Zod-free (the staff menu's notice on every page uses the screen text without loading zod).

/**
 * Two-factor sign-in (issue 20): TOTP (RFC 6238: 6 digits, 30 s, SHA-1, one step either side) and ten
 * one-time recovery codes. The paths, messages and screen text of both ends, once; the payloads'
 * schemas are two-factor.ts.
 */

export const TOTP = { digits: 6, periodSeconds: 30, algorithm: 'SHA1', window: 1, issuer: 'Dom zdravlja' } as const;

/** Recovery codes: `xxxx-xxxx` from lower-case letters and digits without look-alikes (no 0/o, 1/l/i). */
export const RECOVERY_CODE = { count: 10, alphabet: 'abcdefghjkmnpqrstuvwxyz23456789', groups: 2, groupLength: 4 } as const;

export const TWO_FACTOR_API = {
  /** GET: the own second factor's status (signed in). */
  status: '/api/Account/2fa',
  /** POST { password }: a new secret to confirm (QR as SVG, the otpauth:// URI, the secret as text). */
  setup: '/api/Account/2fa/setup',
  /** POST { code }: confirms the pending secret; answers the ten recovery codes, once. */
  enable: '/api/Account/2fa/enable',
  /** POST { password, code }: turns the own second factor off. */
  disable: '/api/Account/2fa/disable',
  /** DELETE: an admin removes another account's second factor. */
  reset: (id: number | string) => `/api/Account/${id}/2fa`,
} as const;

export const TWO_FACTOR_ERRORS = {
  /** The login's answer (401, field `code`, `secondFactor: true`) to the right password without a code. */
  codeRequired: 'Unesite šestocifreni kod iz aplikacije za autentifikaciju ili jedan od rezervnih kodova.',
  codeWrong: 'Kod nije ispravan ili je već iskorišten. Unesite novi kod iz aplikacije ili neiskorišten rezervni kod.',
  /** The 403 of every other call while an admin still has to enrol (REQUIRE_ADMIN_2FA). */
  enrolmentRequired: 'Prije nastavka uključite prijavu u dva koraka.',
  passwordWrong: 'Lozinka nije ispravna',
  alreadyEnabled: 'Prijava u dva koraka je već uključena.',
  notEnabled: 'Prijava u dva koraka nije uključena.',
  noPendingSetup: 'Prvo pokrenite uključivanje (lozinka, pa QR kod), zatim unesite kod.',
  resetOwn: 'Vlastitu prijavu u dva koraka isključujete na stranici Promjena lozinke, uz lozinku i kod.',
} as const;

/** The screens' text of the second factor (/login's code step, /lozinka's section, /nalozi's reset). */
export const TWO_FACTOR_UI = {
  heading: 'Prijava u dva koraka',
  codeLabel: 'Kod za prijavu',
  codeHint: 'Šest cifara iz aplikacije za autentifikaciju ili jedan od rezervnih kodova (xxxx-xxxx).',
  /** Before the date it was turned on ("Uključena od 11. mart 2026."). */
  statusOnPrefix: 'Uključena od',
  statusOff: 'Isključena. Uz lozinku će se tražiti i kod iz aplikacije na telefonu (npr. Google Authenticator, Microsoft Authenticator, FreeOTP).',
  recoveryLeft: (n: number) => `Neiskorištenih rezervnih kodova: ${n}.`,
  enable: 'Uključi prijavu u dva koraka',
  startHint: 'Za početak potvrdite lozinku.',
  continue: 'Nastavi',
  scan: 'Skenirajte QR kod aplikacijom za autentifikaciju.',
  qrLabel: 'QR kod za aplikaciju za autentifikaciju',
  manual: 'Ako ne možete skenirati, unesite ovaj ključ ručno:',
  secretLabel: 'Tajni ključ',
  confirmCode: 'Kod iz aplikacije',
  confirm: 'Potvrdi i uključi',
  enabled: 'Prijava u dva koraka je uključena.',
  recoveryHeading: 'Rezervni kodovi',
  recoveryHint: 'Svaki kod vrijedi jednom, ako nemate telefon pri ruci. Prikazuju se samo sada: preuzmite ih, odštampajte ili prepišite i čuvajte na sigurnom.',
  download: 'Preuzmi kodove',
  print: 'Odštampaj',
  saved: 'Sačuvao/la sam kodove',
  disable: 'Isključi prijavu u dva koraka',
  disableHint: 'Za isključivanje unesite lozinku i trenutni kod iz aplikacije (ili rezervni kod).',
  disabled: 'Prijava u dva koraka je isključena.',
  required: 'Administratori moraju imati uključenu prijavu u dva koraka. Uključite je ovdje prije nastavka rada.',
  requiredElsewhere: 'Prije nastavka uključite prijavu u dva koraka.',
  goEnable: 'Uključite prijavu u dva koraka',
  accountsColumn: 'Dva koraka',
  on: 'Da',
  off: 'Ne',
  reset: 'Poništi drugi faktor',
  resetConfirm: (userName: string) => `Jeste li sigurni da želite poništiti prijavu u dva koraka za ${userName}? Nalog će se prijavljivati samo lozinkom dok je ponovo ne uključi.`,
  resetDone: (userName: string) => `Prijava u dva koraka za ${userName} je poništena.`,
  fileName: 'rezervni-kodovi.txt',
  /** The first line of the downloaded file. */
  issuerLine: 'Dom zdravlja: rezervni kodovi za prijavu u dva koraka (svaki vrijedi jednom)',
} as const;
