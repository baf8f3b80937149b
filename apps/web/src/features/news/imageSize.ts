import { LIMITS } from '@dz/contracts/rules';

/**
 * The width and height attributes of a news picture, so the browser reserves its box before it
 * loads (no layout shift): the stored variant's longest side (contracts LIMITS) at the 16:9 the
 * cards are cropped to by CSS.
 */
const hint = (side: number) => ({ width: side, height: Math.round((side * 9) / 16) });

export const CARD_IMAGE_SIZE = hint(LIMITS.imageCardMaxSide);
export const FULL_IMAGE_SIZE = hint(LIMITS.imageMaxSide);
