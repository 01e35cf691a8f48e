import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  demoArticles,
  demoGames,
  demoMerchandise,
  demoTestimonials,
  demoTutors,
} from '../src/contract/demo-content.ts';
import {
  drawIcon,
  drawPicture,
  ICON_SIZE,
  illustrationsIn,
  PICTURE_MAX_WIDTH,
  pictureName,
} from './illustration-pictures.ts';

const IMAGES = path.resolve(import.meta.dirname, '../src/web/public/images');

describe("Sprout's illustrations as pictures", () => {
  it('draws a WebP picture twice as wide as the illustration, its transparency kept', async () => {
    // A 100-wide circle on nothing: the corners must stay see-through.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50"><circle cx="50" cy="25" r="20" fill="#2f7d3e"/></svg>',
    );
    const picture = await drawPicture(svg);
    const meta = await sharp(picture.data).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([200, 100]);
    expect(meta.hasAlpha).toBe(true);
    const { data } = await sharp(picture.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0); // the top left corner's alpha
  });

  it('draws a wide illustration no wider than the largest picture', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><rect width="800" height="450" fill="#fff"/></svg>',
    );
    expect((await drawPicture(svg)).width).toBe(PICTURE_MAX_WIDTH);
  });

  it("draws the site's icon as a square PNG a dense screen's tab shows sharp, its corners see-through", async () => {
    const icon = await drawIcon(await readFile(path.join(IMAGES, '..', 'favicon.svg')));
    const meta = await sharp(icon).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
      'png',
      ICON_SIZE,
      ICON_SIZE,
      true,
    ]);
    const { data } = await sharp(icon).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
  });

  it('has an illustration behind every picture the demo content shows, so the build draws each', async () => {
    const illustrations = new Set(await illustrationsIn(IMAGES));
    const shown = [demoTutors, demoArticles, demoGames, demoMerchandise, demoTestimonials]
      .flat()
      .map((item) => item.imageUrl)
      .filter((url) => url.startsWith('/images/'));
    expect(shown.length).toBeGreaterThan(40);
    for (const url of shown) {
      expect(url).toMatch(/\.webp$/);
      const source = url.slice('/images/'.length).replace(/\.webp$/, '.svg');
      expect(illustrations, url).toContain(source);
      expect(pictureName(source)).toBe(url.slice('/images/'.length));
    }
  });

  it('finds the illustrations in folders below the images folder', async () => {
    const found = await illustrationsIn(IMAGES);
    expect(found).toContain(path.join('tutors', 'tutor-01.svg'));
    expect(found.every((name) => name.endsWith('.svg'))).toBe(true);
    await expect(readFile(path.join(IMAGES, found[0] ?? ''))).resolves.toBeTruthy();
  });
});
