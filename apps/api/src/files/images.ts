import sharp from 'sharp';
import { FILE_RULES, LIMITS, SHARE_PICTURE_SIZE } from '@dz/contracts';
import { asBytes, sha256, type Bytes } from './bytes.js';
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
/** Larger inputs are refused before decoding (a small file can announce a huge image). */
const MAX_INPUT_PIXELS = 40_000_000;

const encode = (input: Buffer, { maxSide, quality }: { maxSide: number; quality: number }) =>
  sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate() // apply EXIF orientation before the metadata is dropped
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer(); // sharp writes no EXIF/ICC/XMP unless asked: metadata is stripped

/** The bytes of an uploaded raster image (FILE_RULES.image's checks, then its format by its bytes), or undefined when none was sent and none is required. */
async function rasterUpload(upload: Express.Multer.File | undefined, required: boolean): Promise<Buffer | undefined> {
  const file = uploadedFile(FILE_RULES.image, upload, required);
  if (!file) return undefined;
  const format = await sharp(file.buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata().then((m) => m.format, () => undefined);
  if (!format || !RASTER.has(format)) throw invalidFile(FILE_RULES.image);
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
  const input = (await rasterUpload(upload, true))!;
  try {
    const full = await sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ ...SHARE_PICTURE_SIZE, fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: IMAGE_VARIANTS.full.quality, mozjpeg: true })
      .toBuffer();
    return { full: asBytes(full), hash: sha256(full) };
  } catch {
    throw invalidFile(FILE_RULES.image);
  }
}

/** The stored pair for an image already known to be a raster image. */
export async function encodeImage(input: Buffer): Promise<StoredImage> {
  try {
    const [full, card] = await Promise.all([encode(input, IMAGE_VARIANTS.full), encode(input, IMAGE_VARIANTS.card)]);
    return { full: asBytes(full), card: asBytes(card), hash: sha256(full) };
  } catch {
    // Truncated or corrupt data that passed the header check.
    throw invalidFile(FILE_RULES.image);
  }
}
