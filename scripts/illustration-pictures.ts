// Sprout's own illustrations (src/web/public/images/**/*.svg) as WebP pictures beside them, for
// the pages to show: an SVG in an <img> is a document of its own that the browser builds and draws
// on the page's main thread, 10-25 ms each on a slow phone, and a picture is decoded off it.
// docs/decisions/0045-illustrations-are-shown-as-pictures.md. The SVG stays the source to edit.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** A picture is drawn at twice the illustration's own width (sharp phones), at most this wide. */
export const PICTURE_MAX_WIDTH = 960;
const PICTURE_QUALITY = 80;

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

/** Every SVG under the folder, as paths relative to it. */
export async function illustrationsIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.svg'))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The build writes each illustration's picture beside it (images/x.webp); the dev server draws
 * one when it is asked for. Every SVG under the public images folder gets one: there is no list.
 */
export function illustrationPictures(imagesFolder: string): Plugin {
  const drawn = new Map<string, Promise<Buffer>>();
  const pictureOf = (svgFile: string) => {
    let picture = drawn.get(svgFile);
    if (!picture) {
      picture = readFile(svgFile).then(async (svg) => (await drawPicture(svg)).data);
      drawn.set(svgFile, picture);
    }
    return picture;
  };
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
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/images\/([\w/-]+)\.webp$/.exec(req.url?.split('?')[0] ?? '');
        if (!match?.[1]) return next();
        const svgFile = path.join(imagesFolder, `${match[1]}.svg`);
        pictureOf(svgFile).then(
          (picture) => {
            res.setHeader('Content-Type', 'image/webp');
            res.end(picture);
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
