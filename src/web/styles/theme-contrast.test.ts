// The theme's colours meet WCAG AA, computed from globals.css itself: every text colour on every
// background it is used on at least 4.5:1 (large text 3:1), and field borders and the focus ring
// at least 3:1 against what surrounds them (WCAG 1.4.3 and 1.4.11). A new colour must join a pair
// here (or the short decorative list, with its reason), so it cannot slip below unnoticed.
import { describe, expect, it } from 'vitest';
import css from './globals.css?raw';

/** The theme's colour tokens by name (without --color-), as written in @theme. */
function themeColors(): Map<string, string> {
  const theme = css.slice(css.indexOf('@theme'), css.indexOf('}', css.indexOf('@theme')));
  const colors = new Map<string, string>();
  for (const match of theme.matchAll(/--color-([a-z-]+):\s*([^;]+);/g)) {
    colors.set(match[1] ?? '', (match[2] ?? '').trim());
  }
  return colors;
}

type Rgb = [number, number, number];

function parseHex(value: string): Rgb {
  const match = value.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
  if (!match) throw new Error(`not a #rrggbb colour: ${value}`);
  return [
    Number.parseInt(match[1] ?? '', 16),
    Number.parseInt(match[2] ?? '', 16),
    Number.parseInt(match[3] ?? '', 16),
  ];
}

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const TEXT = 4.5;
const NON_TEXT = 3;

/** [foreground, backgrounds it is used on, the ratio it needs]. */
const PAIRS: [string, string[], number][] = [
  ['foreground', ['background', 'card', 'muted', 'primary-soft', 'sun-soft', 'sky', 'coral'], TEXT],
  ['card-foreground', ['card'], TEXT],
  ['muted-foreground', ['background', 'card', 'muted'], TEXT],
  ['primary', ['background', 'card', 'muted', 'primary-soft', 'primary-soft-hover'], TEXT],
  ['primary-hover', ['background', 'card'], TEXT],
  ['primary-foreground', ['primary', 'primary-hover', 'coral-strong', 'coral-hover'], TEXT],
  ['primary-foreground-soft', ['primary', 'primary-hover'], TEXT],
  ['sun-foreground', ['sun', 'sun-hover', 'sun-soft'], TEXT],
  ['sky-foreground', ['sky', 'card'], TEXT],
  ['sky-strong', ['sky', 'card', 'background', 'primary-soft', 'muted'], TEXT],
  ['coral-foreground', ['coral', 'card'], TEXT],
  ['coral-strong', ['coral', 'card', 'background'], TEXT],
  ['destructive', ['background', 'card', 'destructive-soft'], TEXT],
  ['destructive-foreground', ['destructive', 'destructive-hover'], TEXT],
  ['input', ['background', 'card', 'muted'], NON_TEXT],
  ['ring', ['background', 'card', 'muted', 'primary-soft', 'sky', 'sun-soft', 'coral'], NON_TEXT],
];

/** Colours in no pair, each with why it needs none. */
const DECORATIVE: Record<string, string> = {
  border: 'lines between parts of a page, not the edge of a control (controls use input)',
  sun: 'stars and icons beside a number or label that says the same in text',
  overlay: 'dims the page behind a dialog; the dialog is on card',
};

describe('theme colours', () => {
  const colors = themeColors();
  const hex = (name: string) => {
    const value = colors.get(name);
    if (!value) throw new Error(`no --color-${name} in globals.css`);
    return parseHex(value);
  };

  it.each(PAIRS)('%s meets its ratio on each of its backgrounds', (fg, backgrounds, needed) => {
    const short = backgrounds
      .map((bg) => ({ bg, ratio: Math.round(contrast(hex(fg), hex(bg)) * 100) / 100 }))
      .filter(({ ratio }) => ratio < needed);
    expect(short, `${fg} below ${needed}:1`).toEqual([]);
  });

  it('puts every colour of the theme in a pair or names it decorative', () => {
    const paired = new Set(PAIRS.flatMap(([fg, bgs]) => [fg, ...bgs]));
    const loose = [...colors.keys()].filter((name) => !paired.has(name) && !(name in DECORATIVE));
    expect(loose).toEqual([]);
  });

  it('computes the WCAG ratio', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    // The pair that missed AA before: the old primary on its soft tint.
    expect(contrast(parseHex('#2f7d3e'), parseHex('#dff3e2'))).toBeLessThan(4.5);
  });
});
