// Sprout's own illustrations (src/web/public/images/**/*.svg) as WebP pictures beside them, for
// the pages to show, and its icon (favicon.svg) as a PNG: an SVG in an <img>, or as the page's
// icon, is a document of its own that the browser builds and draws on the page's main thread,
// 10-25 ms each on a slow phone, and a picture is decoded off it.
// docs/decisions/0045-illustrations-are-shown-as-pictures.md. The SVGs stay the sources to edit.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';
import { SITE_ICON } from '../src/contract/site-head.ts';

/** A picture is drawn at twice the illustration's own width (sharp phones), at most this wide. */
export const PICTURE_MAX_WIDTH = 960;
const PICTURE_QUALITY = 80;

/** A tab draws the icon at 16-32 px: 48 serves a screen three times as dense. */
export const ICON_SIZE = 48;
/** The icon's source, at the root of the public folder; its picture is SITE_ICON. */
const ICON_SOURCE = 'favicon.svg';

/** `/images/tutors/tutor-01.webp` is the picture of `/images/tutors/tutor-01.svg`. */
export const pictureName = (svgName: string) => svgName.replace(/\.svg$/, '.webp');

/** The illustration's WebP picture, its transparency kept. */
export async function drawPicture(svg: Buffer): Promise<{ data: Buffer; width: number }> {
  const own = await sharp(svg).metadata();
  if (!own.width) throw new Error('An illustration without a width');
  const width = Math.min(2 * own.width, PICTURE_MAX_WIDTH);
  // The density scales the drawing itself, so the picture is sharp, not an enlarged small one.
  const { data, info } = await sharp(svg, { density: (72 * width) / own.width })
    .resize({ width })
    .webp({ quality: PICTURE_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

/** The site's icon as a square PNG. */
export async function drawIcon(svg: Buffer): Promise<Buffer> {
  const own = await sharp(svg).metadata();
  const density = own.width ? (72 * ICON_SIZE) / own.width : 72;
  return sharp(svg, { density }).resize(ICON_SIZE, ICON_SIZE).png().toBuffer();
}

/** Every SVG under the folder, as paths relative to it. */
export async function illustrationsIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.svg'))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The build writes each illustration's picture beside it (images/x.webp) and the icon's
 * (SITE_ICON); the dev server draws one each time it is asked, so an edited SVG shows at once.
 * Every SVG under the public images folder gets one: there is no list.
 */
export function illustrationPictures(publicFolder: string): Plugin {
  const imagesFolder = path.join(publicFolder, 'images');
  const iconFile = path.join(publicFolder, ICON_SOURCE);
  const pictureOf = async (svgFile: string) => (await drawPicture(await readFile(svgFile))).data;
  const iconPicture = async () => drawIcon(await readFile(iconFile));
  return {
    name: 'sprout-illustration-pictures',
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const name of await illustrationsIn(imagesFolder)) {
        this.emitFile({
          type: 'asset',
          fileName: `images/${pictureName(name).split(path.sep).join('/')}`,
          source: await pictureOf(path.join(imagesFolder, name)),
        });
      }
      this.emitFile({ type: 'asset', fileName: SITE_ICON.slice(1), source: await iconPicture() });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        const illustration = /^\/images\/([\w/-]+)\.webp$/.exec(url)?.[1];
        if (!illustration && url !== SITE_ICON) return next();
        const picture = illustration
          ? pictureOf(path.join(imagesFolder, `${illustration}.svg`))
          : iconPicture();
        picture.then(
          (data) => {
            res.setHeader('Content-Type', illustration ? 'image/webp' : 'image/png');
            res.end(data);
          },
          () => next(),
        );
      });
    },
  };
}
