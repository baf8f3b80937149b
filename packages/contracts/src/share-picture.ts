/**
 * The picture link previews show for a page without one of its own (issue 24, docs/product.md "Heads"): the site's
 * default (packages/content SHARE_PICTURE: the logo and the institution's name) or one an admin uploaded on the
 * institution's screen, re-encoded as a JPEG of exactly this size. Zod-free.
 */
export const SHARE_PICTURE_SIZE = { width: 1200, height: 630 } as const;

/** GET /api/Ustanova/slika (public), and the answer of its PUT and DELETE (admins). */
export interface SharePicture {
  /** Where it is: the default's file, or the upload's versioned URL (?v=hash: cached for good). */
  url: string;
  width: number;
  height: number;
  /** An admin's upload; false: the default. */
  custom: boolean;
}

/** The institution screen's section (admins). */
export const SHARE_PICTURE_UI = {
  heading: 'Slika za dijeljenje linkova',
  hint:
    'Prikazuje se kad neko podijeli link na stranicu koja nema svoju sliku (Facebook, WhatsApp, Viber…). ' +
    `Učitana slika se izreže i smanji na ${SHARE_PICTURE_SIZE.width} × ${SHARE_PICTURE_SIZE.height} px.`,
  currentDefault: 'Sada se prikazuje zadana slika: logo i naziv ustanove.',
  currentCustom: 'Sada se prikazuje učitana slika.',
  /** The preview's alt text. */
  preview: 'Slika koja se prikazuje uz podijeljeni link',
  field: 'Nova slika (JPEG, PNG ili WebP)',
  upload: 'Učitaj sliku',
  reset: 'Vrati zadanu sliku',
  saved: 'Slika za dijeljenje je sačuvana.',
  resetDone: 'Vraćena je zadana slika.',
  failed: 'Slika nije sačuvana.',
} as const;
