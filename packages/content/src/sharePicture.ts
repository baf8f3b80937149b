import { SHARE_PICTURE_SIZE } from '@dz/contracts';

/**
 * The picture link previews show for every page without one of its own (og:image; docs/product.md "Heads"): the
 * institution's logo and name, 1200×630 (the size Facebook, LinkedIn and others ask for), a committed JPEG written by
 * `pnpm --filter @dz/content run generate:images` (scripts/share-picture.ts). An admin may upload another on the
 * institution's screen (the API's /api/Ustanova/slika), which then stands in for this one.
 */
export const SHARE_PICTURE = { path: '/assets/img/dijeljenje.jpg', ...SHARE_PICTURE_SIZE } as const;
