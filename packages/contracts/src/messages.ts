import { LIMITS, MAX_PAGE_SIZE } from './constants.js';
import { formatDateTime, formatFileSize } from './format.js';
import { STATUS_ERRORS } from './status-errors.js';

/**
 * Every sentence the API sends in an error body, once (the screens may show them too). Screen
 * text is in web.ts (WEB_UI). A sentence that names a limit takes it from constants.ts
 * (computed here, once: still a plain string for callers that compare it). Those a failed answer's status alone
 * gives, and the session's end, are written in status-errors.ts.
 */
export const API_ERRORS = {
  ...STATUS_ERRORS,
  required: 'Ovo polje ne smije biti prazno',
  tooLong: (max: number) => `Tekst je predug (najviše ${max} znakova)`,
  invalidCharacters: 'Tekst sadrži nedozvoljene znakove',
  tooShort: (min: number) => `Tekst je prekratak (najmanje ${min} znakova)`,
  expectedText: 'Vrijednost mora biti tekst',
  expectedNumber: 'Vrijednost mora biti broj',
  expectedObject: 'Podaci moraju biti objekat s poljima (JSON)',
  outOfRange: 'Vrijednost je izvan dozvoljenog raspona',
  invalidFormat: 'Vrijednost nije u ispravnom obliku',
  unknownFields: (keys: string[]) => `Nepoznata polja: ${keys.join(', ')}`,
  /** A query parameter a list does not take (GET /api/content?extra=1). */
  unknownParameters: (keys: string[]) => (keys.length === 1 ? `Nepoznat parametar: ${keys[0]}` : `Nepoznati parametri: ${keys.join(', ')}`),
  invalidValue: 'Neispravna vrijednost',
  /** Drafts and scheduling (publication.ts). */
  /** Search synonyms (search.ts). */
  synonymTerm: 'Riječ smije imati samo slova, brojeve, razmake i znakove . - /',
  synonymGroupSize: `Grupa mora imati od 2 do 20 riječi`,
  publishAtRequired: 'Za zakazanu objavu unesite datum i vrijeme objave',
  publishAtInvalid: 'Neispravan datum i vrijeme objave',
  publishAtPast: 'Vrijeme zakazane objave mora biti u budućnosti',
  contentPageSize: 'Veličina stranice mora biti 25, 50 ili 100',
  invalidId: 'Neispravan identifikator',
  invalidPage: 'Stranica mora biti cijeli broj veći od 0',
  invalidPageSize: `Veličina stranice mora biti cijeli broj od 1 do ${MAX_PAGE_SIZE}`,
  pdfRequired: 'PDF datoteka je obavezna',
  pdfInvalid: 'Datoteka nije PDF dokument',
  pdfTooLarge: `PDF datoteka je prevelika (najviše ${formatFileSize(LIMITS.pdfBytes)})`,
  imageRequired: 'Slika je obavezna',
  imageInvalid: 'Datoteka nije podržana slika (JPEG, PNG, WebP, GIF, AVIF ili TIFF)',
  imageTooLarge: `Slika je prevelika (najviše ${formatFileSize(LIMITS.imageBytes)})`,
  unexpectedFile: 'Neočekivana datoteka u zahtjevu',
  formInvalid: 'Obrazac nije ispravno poslan ili je prekinut. Pokušajte ponovo.',
  tooManyParts: 'Zahtjev ima previše dijelova',
  unknownResource: 'Nepoznat resurs',
  /** A renewal past SESSION_MAX_HOURS from the sign-in. */
  sessionTooOld: 'Prijava traje predugo bez ponovnog unosa lozinke. Prijavite se ponovo.',
  loginFailed: 'Pogrešno korisničko ime ili lozinka',
  userNameTaken: 'Korisničko ime je zauzeto',
  userNameInvalid: 'Korisničko ime smije sadržavati samo slova bez kvačica, brojeve i znakove - . _ @ +',
  userNameAllDigits: 'Korisničko ime ne smije biti samo broj: dodajte barem jedno slovo ili znak - . _ @ +',
  emailInvalid: 'Neispravna e-mail adresa',
  passwordTooShort: `Lozinka mora imati najmanje ${LIMITS.passwordMinChars} znakova`,
  passwordTooLong: `Lozinka je preduga: najviše ${LIMITS.passwordMaxBytes} bajta (slova č, ć, đ, š, ž zauzimaju po dva)`,
  /** The password rule (password-strength.ts): long enough, but common or guessable (zxcvbn's score below PASSWORD_MIN_SCORE). */
  passwordTooGuessable: 'Lozinku je lako pogoditi: izaberite dužu, npr. nekoliko nepovezanih riječi, bez imena, datuma i poznatih riječi',
  cannotDeleteSelf: 'Ne možete izbrisati vlastiti nalog',
  currentPasswordWrong: 'Trenutna lozinka nije ispravna',
  newPasswordSame: 'Nova lozinka mora se razlikovati od trenutne',
  /** The password screen's second entry of the new password (checked in the browser only). */
  passwordsDiffer: 'Lozinke se ne podudaraju',
  /** An admin's own password changes with the current one (PUT /api/Account/password), never by a reset. */
  cannotResetOwnPassword: 'Vlastitu lozinku mijenjate uz trenutnu lozinku, na stranici Promjena lozinke',
  cannotDeleteLastAdmin: 'Ne možete izbrisati posljednjeg administratora',
  /** The login throttle's answer: how long until the next attempt is checked. */
  tooManyLoginsWait: (seconds: number) => `Previše neuspjelih prijava. Pokušajte ponovo za ${seconds} s.`,
  conflict: 'Zapis je upravo izmijenjen u drugom zahtjevu. Pokušajte ponovo.',
  /** 412: the item was saved by someone else since this form loaded it (If-Match no longer matches). */
  editConflict: (who: string, when: string) =>
    `Ovaj zapis je u međuvremenu sačuvao/la ${who || 'drugi korisnik'} (${formatDateTime(when)}). Pogledajte njegove izmjene prije nego što sačuvate svoje.`,
  /** 428 (REQUIRE_IF_MATCH): a write of a versioned item that does not name the version it was made from. */
  ifMatchRequired: 'Izmjena mora navesti verziju zapisa koju mijenja (zaglavlje If-Match). Učitajte zapis ponovo pa sačuvajte.',
  uploadsBusy: 'Server trenutno prima previše datoteka. Pokušajte ponovo za koji trenutak.',
  shuttingDown: 'Server se zaustavlja. Pokušajte ponovo za koji trenutak.',
  requestTimeout: 'Slanje je trajalo predugo pa je prekinuto. Pokušajte ponovo.',
  routeNotFound: 'Tražena adresa ne postoji',
  invalidTime: 'Vrijeme mora biti u obliku SS:MM, od 00:00 do 24:00',
  timeOrder: 'Kraj mora biti poslije početka',
  invalidDate: 'Datum mora biti stvarni dan u obliku GGGG-MM-DD',
  dateOrder: 'Datum završetka ne može biti prije datuma početka',
  invalidDay: 'Dan mora biti broj od 1 (ponedjeljak) do 7 (nedjelja)',
  daysRequired: 'Odaberite barem jedan dan',
  exceptionsOverlap: 'Ovaj izuzetak se preklapa s drugim izuzetkom: jedan dan može imati samo jedan izuzetak',
  phoneInvalid: 'Neispravan broj telefona (dozvoljene su cifre, razmaci i znakovi + ( ) / -)',
  searchTooShort: 'Upišite barem dva znaka za pretragu',
  linkInvalid: 'Link mora biti adresa koja počinje s https:// ili putanja na ovoj stranici (/...)',
  /** A page's blocks (blocks.ts, block-upgrades.ts; issue 38). */
  richTextLinkInvalid: 'Link mora biti putanja na ovoj stranici (/...) ili adresa koja počinje s https://, http://, mailto: ili tel:',
  pagePathInvalid: 'Putanja stranice mora biti jedan ili dva dijela od malih slova, cifara i crtica, npr. /o-nama ili /o-nama/uprava',
  pagePathReserved: (path: string) => `Putanja ${path} pripada aplikaciji; odaberite drugu`,
  pagePathTaken: (path: string) => `Stranica s putanjom ${path} već postoji`,
  blockTypeUnknown: (type: string) => `Nepoznata vrsta bloka: ${type}`,
  blockVersionUnknown: (type: string, v: unknown) => `Nepoznata verzija bloka ${type}: ${String(v)}`,
  blockNestedTooDeep: (max: number) => `Sklopivi blokovi smiju biti ugniježđeni najviše ${max} nivoa`,
  blockTooDeep: 'Sadržaj je previše duboko ugniježđen',
  listNestedTooDeep: (max: number) => `Liste smiju biti ugniježđene najviše ${max} nivoa`,
  nodeTypeUnknown: (type: string) => `Nepoznat element teksta: ${type}`,
  richTextTooLarge: 'Tekst je prevelik',
  listItemStartsWithParagraph: 'Stavka liste mora početi odlomkom teksta',
  tableRowsDiffer: 'Svi redovi tabele moraju imati isti broj ćelija',
  calendarDateInvalid: 'Datum mora biti stvarni dan u obliku MM-DD',
  imageAltRequired: 'Opis slike (alt) je obavezan, osim za ukrasnu sliku',
  imageDecorativeAlt: 'Ukrasna slika nema opis (alt)',
  picturePathInvalid: 'Slika mora biti putanja na ovoj stranici (/...)',
} as const;
