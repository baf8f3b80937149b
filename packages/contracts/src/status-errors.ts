/**
 * The sentences of API_ERRORS that every page's API client may need without the rest (issue 36, item 9: the home
 * page's script loads this module whole, API_ERRORS would add every rule's message): what a failed answer says when
 * its body says nothing (by its status), and the session's end. API_ERRORS takes them in (`...STATUS_ERRORS`).
 */
export const STATUS_ERRORS = {
  badRequest: 'Neispravan zahtjev',
  notFound: 'Traženi zapis ne postoji',
  unauthorized: 'Potrebna je prijava',
  invalidToken: 'Sesija je istekla ili nije važeća. Prijavite se ponovo.',
  forbidden: 'Nemate ovlasti za ovu radnju',
  tooManyLogins: 'Previše neuspjelih prijava. Pokušajte ponovo za nekoliko minuta.',
  payloadTooLarge: 'Zahtjev je prevelik',
  unsupportedMediaType: 'Nepodržan tip sadržaja',
  unavailable: 'Servis je privremeno nedostupan. Pokušajte ponovo za koji trenutak.',
  internal: 'Došlo je do greške na serveru. Pokušajte ponovo.',
} as const;

/**
 * A write refused with 403 after the account's role changed (issue 21; every page's API client says it, api/reauth.ts):
 * nothing is lost, nothing is asked. SESSION_UI takes them in.
 */
export const ROLE_REFUSED_UI = {
  forbiddenKept: 'Vaš nalog više nema ovlasti za ovu radnju. Izmjene su sačuvane u obrascu.',
  forbidden: 'Vaš nalog više nema ovlasti za ovu radnju.',
} as const;
