import { NEWS_PREVIEW_LENGTH } from '@dz/contracts';

/** docs/product.md "Screens": the description cut to 100 characters plus '...' when longer (counted in code points, so no emoji is split). */
export function previewText(opis: string, max = NEWS_PREVIEW_LENGTH): string {
  const chars = Array.from(opis);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : opis;
}
