// Sprout's own illustrations (src/web/public/images/**/*.svg) as WebP pictures beside them, for
// the pages to show, and its icon (favicon.svg) as a PNG: an SVG in an <img>, or as the page's
// icon, is a document of its own that the browser builds and draws on the page's main thread,
// 10-25 ms each on a slow phone, and a picture is decoded off it.
// docs/decisions/0045-illustrations-are-shown-as-pictures.md. The SVGs stay the sources to edit.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** A picture is drawn at twice the illustration's own width (sharp phones), at most this wide. */
export const PICTURE_MAX_WIDTH = 960;
const PICTURE_QUALITY = 80;

/** A tab draws the icon at 16-32 px: 48 serves a screen three times as dense. */
export const ICON_SIZE = 48;
/** The icon's source and picture, at the root of the public folder (site-head.ts names the picture). */
const ICON_SOURCE = 'favicon.svg';
export const ICON_PICTURE = 'favicon.png';

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
 * (favicon.png); the dev server draws one when it is asked for. Every SVG under the public images
 * folder gets one: there is no list.
 */
export function illustrationPictures(publicFolder: string): Plugin {
  const imagesFolder = path.join(publicFolder, 'images');
  const drawn = new Map<string, Promise<Buffer>>();
  const drawOnce = (svgFile: string, draw: (svg: Buffer) => Promise<Buffer>) => {
    let picture = drawn.get(svgFile);
    if (!picture) {
      picture = readFile(svgFile).then(draw);
      drawn.set(svgFile, picture);
    }
    return picture;
  };
  const pictureOf = (svgFile: string) => drawOnce(svgFile, async (svg) => (await drawPicture(svg)).data);
  const iconFile = path.join(publicFolder, ICON_SOURCE);
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
      this.emitFile({ type: 'asset', fileName: ICON_PICTURE, source: await drawOnce(iconFile, drawIcon) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        const illustration = /^\/images\/([\w/-]+)\.webp$/.exec(url)?.[1];
        let svgFile: string;
        let picture: Promise<Buffer>;
        if (illustration) {
          svgFile = path.join(imagesFolder, `${illustration}.svg`);
          picture = pictureOf(svgFile);
        } else if (url === `/${ICON_PICTURE}`) {
          svgFile = iconFile;
          picture = drawOnce(iconFile, drawIcon);
        } else {
          return next();
        }
        picture.then(
          (data) => {
            res.setHeader('Content-Type', illustration ? 'image/webp' : 'image/png');
            res.end(data);
          },
          () => {
            drawn.delete(svgFile);
            next();
          },
        );
      });
    },
  };
}
