import type { Sharp } from 'sharp';
import { FILE_RULES, LIMITS, SHARE_PICTURE_SIZE } from '@dz/contracts';
import { asBytes, sha256, type Bytes } from './bytes.js';
import { inSlot, slots } from './slots.js';
import { invalidFile, uploadedFile } from './upload.js';

/** A news image as stored: the full-size and the card JPEG, and the full one's sha256. */
export interface StoredImage {
  full: Bytes;
  card: Bytes;
  hash: string;
}


/**
 * How a news image is stored: two JPEGs, each with its longest side (the product's, contracts
 * LIMITS) and its quality (ours: the card is small and seen small). The one place for both;
 * the upload, the demo seed and the benches all encode through encodeImage.
 */
const IMAGE_VARIANTS = {
  full: { maxSide: LIMITS.imageMaxSide, quality: 82 },
  card: { maxSide: LIMITS.imageCardMaxSide, quality: 78 },
} as const;

/** Raster formats we accept; SVG and anything else is refused. */
const RASTER = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff', 'heif']);
/**
 * Larger inputs are refused by their header, before decoding (a small file can announce a huge image); a 36-megapixel
 * camera's pictures pass. The decoders are bounded by it too (limitInputPixels), should a header have lied.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

// Memory that stays flat (issue 25). libvips' operation cache (sharp's default: 50 MB, 100 operations) keeps recent
// pixels for a repeat that never comes (every upload is new): off, so a burst of pictures leaves nothing behind.
// Its threads per picture: one (each holds buffers of its own; the other core stays with the pages).
// Loaded at the first picture, not at the start (libvips is about 13 MB of code and its own heap, and most starts of
// the server never see a picture).
let loaded: Promise<typeof import('sharp').default> | undefined;
const sharpOf = () => (loaded ??= import('sharp').then(({ default: sharp }) => {
  sharp.cache(false);
  sharp.concurrency(1);
  return sharp;
}));

/**
 * Pictures decoded at once in the whole process (uploads, the share picture, the demo seed), the others waiting in
 * order: one decode of a 36-megapixel picture streams its rows (libvips' sequential access) but still costs tens of MB
 * and a core, and six at once took the server from 336 to 686 MB.
 */
const decodes = slots(1);
let begun = 0;
/** Decodes under way, waiting for their slot, and begun since the start (tests). */
export const imageDecodes = {
  get active() { return decodes.active; },
  get waiting() { return decodes.waiting; },
  get begun() { return begun; },
};
/** `task` (a decode and its encodes) in a decode slot. */
const decoding = <T>(task: () => Promise<T>) => inSlot(decodes, () => {
  begun++;
  return task();
});

const input = async (bytes: Buffer) => (await sharpOf())(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true });
const jpeg = (pipeline: Sharp, quality: number) => pipeline.jpeg({ quality, mozjpeg: true }).toBuffer(); // sharp writes no EXIF/ICC/XMP unless asked: metadata is stripped

/** The bytes of an uploaded raster image (FILE_RULES.image's checks, then its format by its bytes), or undefined when none was sent and none is required. */
async function rasterUpload(upload: Express.Multer.File | undefined, required: boolean): Promise<Buffer | undefined> {
  const file = uploadedFile(FILE_RULES.image, upload, required);
  if (!file) return undefined;
  // The header only: nothing is decoded yet.
  const sharp = await sharpOf();
  const meta = await sharp(file.buffer).metadata().catch(() => undefined);
  if (!meta?.format || !RASTER.has(meta.format)) throw invalidFile(FILE_RULES.image);
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) throw invalidFile(FILE_RULES.image);
  return file.buffer;
}

/** Re-encodes an uploaded raster image to the stored JPEG pair (IMAGE_VARIANTS). */
export async function processImage(upload: Express.Multer.File | undefined, required: boolean): Promise<StoredImage | undefined> {
  const input = await rasterUpload(upload, required);
  return input && encodeImage(input);
}

/**
 * An uploaded picture for link previews (issue 24): cropped to fill SHARE_PICTURE_SIZE (1200×630, from its middle) and
 * re-encoded as one JPEG; a smaller upload is enlarged to it, so every preview gets the size it asks for.
 */
export async function processSharePicture(upload: Express.Multer.File | undefined): Promise<{ full: Bytes; hash: string }> {
  const bytes = (await rasterUpload(upload, true))!;
  try {
    const full = await decoding(async () => jpeg(
      (await input(bytes)).rotate().resize({ ...SHARE_PICTURE_SIZE, fit: 'cover' }).flatten({ background: '#ffffff' }),
      IMAGE_VARIANTS.full.quality,
    ));
    return { full: asBytes(full), hash: sha256(full) };
  } catch {
    throw invalidFile(FILE_RULES.image);
  }
}

/**
 * The stored pair for an image already known to be a raster image. Decoded once, in a decode slot: the full variant's
 * pixels (at most LIMITS.imageMaxSide square) are kept raw, encoded, and shrunk again to the card, so no more than one
 * decode of the upload and one small raw picture are ever held.
 */
export async function encodeImage(bytes: Buffer): Promise<StoredImage> {
  const { full: fullSize, card: cardSize } = IMAGE_VARIANTS;
  const inside = (maxSide: number) => ({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true }) as const;
  try {
    const [full, card] = await decoding(async (): Promise<[Buffer, Buffer]> => {
      const sharp = await sharpOf();
      const { data, info } = await (await input(bytes))
        .rotate() // apply EXIF orientation before the metadata is dropped
        .resize(inside(fullSize.maxSide))
        .flatten({ background: '#ffffff' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      return [await jpeg(sharp(data, raw), fullSize.quality), await jpeg(sharp(data, raw).resize(inside(cardSize.maxSide)), cardSize.quality)];
    });
    return { full: asBytes(full), card: asBytes(card), hash: sha256(full) };
  } catch {
    // Truncated or corrupt data that passed the header check.
    throw invalidFile(FILE_RULES.image);
  }
}
