/**
 * A news picture's text (issue 23, "Pictures that speak"; WCAG 1.1.1): the staff form's words for its alt text, its
 * "decorative" box and its caption. The fields themselves are the news collection's (collections.ts); how the pages
 * use them is docs/product.md "Screens". Zod-free, and apart from WEB_UI: only the staff form and the description read it.
 */
export const NEWS_PICTURE_UI = {
  altLabel: 'Opis slike (alternativni tekst)',
  altHint: 'Kratko opišite šta slika prikazuje, za one koji je ne vide (čitači ekrana, slika koja se ne učita).',
  decorativeLabel: 'Ukrasna slika (bez opisa)',
  captionLabel: 'Potpis ispod slike',
} as const;
