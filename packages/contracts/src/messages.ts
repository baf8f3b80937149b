/**
 * Every user-facing sentence of the product, once. The spec's own strings (SPEC §2, §8)
 * are kept letter for letter, including the English ones the legacy site shows.
 */
export const UI = {
  fieldRequired: 'Ovo polje ne smije biti prazno',
  loginSuccess: 'Dobrodosli',
  loginFailed: 'Login failed. Please try again.',
  registerSuccess: 'Korisnik kreiran',
  registerFailed: 'Registration failed. Please try again.',
  registerDenied: 'Pristup zabranjen!',
  accountsDenied: 'You do not have permission to view this content.',
  downloadEmpty: 'File data is null or empty.',
  deleteNewsConfirm: 'Jeste li sigurni da želite izbrisati ovu novost?',
  previous: 'Prethodna',
  next: 'Sljedeća',
  learnMore: 'Saznaj više',
  save: 'Uredi',
  cancel: 'Otkaži',
  underConstruction: 'U IZRADI',
  createUser: 'Kreiraj korisnika',
} as const;

/** Builds the spec's delete confirmation from the part after the common stem. */
export const deleteConfirmation = (object: string) => `Jeste li sigurni da želite izbrisati ${object}`;

/** Messages the API returns in its error body (and the UI may show). */
export const API_ERRORS = {
  required: UI.fieldRequired,
  tooLong: (max: number) => `Tekst je predug (najviše ${max} znakova)`,
  invalidCharacters: 'Tekst sadrži nedozvoljene znakove',
  badRequest: 'Neispravan zahtjev',
  invalidId: 'Neispravan identifikator',
  invalidPage: 'Stranica mora biti cijeli broj veći od 0',
  invalidPageSize: 'Veličina stranice mora biti cijeli broj od 1 do 100',
  pdfRequired: 'PDF datoteka je obavezna',
  pdfInvalid: 'Datoteka nije PDF dokument',
  pdfTooLarge: 'PDF datoteka je prevelika (najviše 20 MB)',
  imageRequired: 'Slika je obavezna',
  imageInvalid: 'Datoteka nije podržana slika (JPEG, PNG, WebP, GIF, AVIF ili TIFF)',
  imageTooLarge: 'Slika je prevelika (najviše 8 MB)',
  unexpectedFile: 'Neočekivana datoteka u zahtjevu',
  tooManyParts: 'Zahtjev ima previše dijelova',
  notFound: 'Traženi zapis ne postoji',
  unknownResource: 'Nepoznat resurs',
  unauthorized: 'Potrebna je prijava',
  invalidToken: 'Sesija je istekla ili nije važeća. Prijavite se ponovo.',
  forbidden: 'Nemate ovlasti za ovu radnju',
  loginFailed: 'Pogrešno korisničko ime ili lozinka',
  userNameTaken: 'Korisničko ime je zauzeto',
  userNameInvalid: 'Korisničko ime smije sadržavati samo slova bez kvačica, brojeve i znakove - . _ @ +',
  userNameAllDigits: 'Korisničko ime ne smije biti samo broj: dodajte barem jedno slovo ili znak - . _ @ +',
  emailInvalid: 'Neispravna e-mail adresa',
  passwordTooShort: 'Lozinka mora imati najmanje 8 znakova',
  passwordTooLong: 'Lozinka je preduga: najviše 72 bajta (slova č, ć, đ, š, ž zauzimaju po dva)',
  cannotDeleteSelf: 'Ne možete izbrisati vlastiti nalog',
  cannotDeleteLastAdmin: 'Ne možete izbrisati posljednjeg administratora',
  tooManyLogins: 'Previše neuspjelih prijava. Pokušajte ponovo za nekoliko minuta.',
  /** The login throttle's answer: how long until the next attempt is checked. */
  tooManyLoginsWait: (seconds: number) => `Previše neuspjelih prijava. Pokušajte ponovo za ${seconds} s.`,
  conflict: 'Zapis je upravo izmijenjen u drugom zahtjevu. Pokušajte ponovo.',
  payloadTooLarge: 'Zahtjev je prevelik',
  unsupportedMediaType: 'Nepodržan tip sadržaja',
  unavailable: 'Servis je privremeno nedostupan. Pokušajte ponovo za koji trenutak.',
  internal: 'Došlo je do greške na serveru. Pokušajte ponovo.',
  routeNotFound: 'Tražena adresa ne postoji',
} as const;
