import { NEWS_PREVIEW_LENGTH } from './constants.js';

/** docs/product.md "Screens": a news item's description (the card, the RSS feed's item) cut to 100 characters plus '...' when longer (counted in code points, so no emoji is split). */
export function previewText(opis: string, max = NEWS_PREVIEW_LENGTH): string {
  const chars = Array.from(opis);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : opis;
}
