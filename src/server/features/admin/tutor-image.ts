// A tutor's uploaded image (docs/rules.md#rules-the-product-leaves-open "Uploads"): at most 5 MB and 25 megapixels, a PNG,
// JPEG, WebP or GIF by its content (never its name), re-encoded to WebP at most 800 px wide
// without metadata, stored under DATA_DIR/uploads with a random name.
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '#server/lib/app-error.ts';
import { UPLOADS_URL_PREFIX, uploadsDir } from '#server/plugins/uploads.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 25_000_000;
export const MAX_IMAGE_WIDTH = 800;
const FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);

export const IMAGE_FIELD = 'profileImage';
export const NOT_AN_IMAGE = 'Please choose a PNG, JPEG, WebP or GIF image';
export const TOO_MANY_PIXELS = 'The image is too big: at most 25 megapixels';
export const TOO_LARGE = 'The image is too large: at most 5 MB';

const invalid = (message: string) => AppError.invalidField(IMAGE_FIELD, message);

/** Checks the bytes, re-encodes them and stores the result; answers its public path. */
export async function storeTutorImage(dataDir: string, bytes: Buffer): Promise<string> {
  // The header is read without decoding the pixels, so a huge image is refused cheaply.
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !FORMATS.has(meta.format)) throw invalid(NOT_AN_IMAGE);
  if (!meta.width || !meta.height) throw invalid(NOT_AN_IMAGE);
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw invalid(TOO_MANY_PIXELS);

  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate() // apply the EXIF orientation before the metadata goes
      .resize({ width: MAX_IMAGE_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalid(NOT_AN_IMAGE);
  }
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await writeFile(path.join(uploadsDir(dataDir), name), webp, { flag: 'wx' });
  return `${UPLOADS_URL_PREFIX}${name}`;
}
