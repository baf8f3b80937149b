/**
 * Clinics and services come and go (issue 23, docs/product.md "Clinics, services and hours"): the screen text of
 * their create screens, their picture and their move to the bin. Zod-free: the staff menu reads it on every page.
 */
export const UNIT_UI = {
  clinicCreateHeading: 'Nova ambulanta',
  serviceCreateHeading: 'Nova služba',
  clinicCreateButton: 'Dodaj ambulantu',
  serviceCreateButton: 'Dodaj službu',
  /** The picture field of both forms (multipart `slika`, re-encoded as a news picture). */
  picture: 'Slika',
  clinicPictureHint: 'JPEG, PNG ili WebP. Bez učitane slike ambulanta ima svoju zadanu ilustraciju.',
  servicePictureHint: 'JPEG, PNG ili WebP. Bez učitane slike služba ima svoju ikonu.',
  /** A create or edit saved its fields but its picture was refused (the fields stay saved). */
  pictureNotSaved: (reason: string) => `Podaci su sačuvani, ali slika nije: ${reason}`,
  /** The edit screens' button, its one question and its outcomes. */
  toBin: 'Premjesti u kantu',
  /** `days`: BIN_DAYS (history.ts, which loads zod: not imported here). */
  toBinConfirm: (name: string, days: number) =>
    `Premjestiti „${name}“ u kantu? Nestaje sa stranice, iz imenika i pretrage; iz kante se može vratiti ${days} dana.`,
  movedToBin: 'Premješteno u kantu.',
  toBinFailed: 'Premještanje u kantu nije uspjelo.',
  /** Staff only: a unit whose guide is on, before its first recording is spoken. */
  audioPending: 'Audio vodič se priprema.',
} as const;
