import type { NewsSummary } from '@dz/contracts/schemas';

/**
 * Which alt text a news picture gets where (issue 23, WCAG 1.1.1; docs/product.md "Screens"). An item saved before
 * pictures had text (or by a client that sends none) has neither alt text nor the decorative box: its picture stands
 * for the item, as it always did, so the item's page falls back to its title. A decorative picture is alt="" everywhere
 * it is shown: screen readers pass over it.
 */
type Picture = Pick<NewsSummary, 'naslov' | 'imageAlt' | 'imageDecorative'>;

/** The item's page: its alt text; '' when decorative; the title when it has none (older items). */
export const pagePictureAlt = (n: Picture): string => (n.imageDecorative ? '' : n.imageAlt || n.naslov);

/** A card (carousel, archive), whose title follows the picture: its alt text, else '' (the title is not read twice). */
export const cardPictureAlt = (n: Picture): string => (n.imageDecorative ? '' : n.imageAlt || '');

/**
 * A link preview's picture (og:image:alt) stands for the article whatever it shows: its alt text, else the title
 * (decorative or older items).
 */
export const previewPictureAlt = (n: Picture): string => n.imageAlt || n.naslov;
