// The theme's own animations are short and end (BRAND.md "Motion"): anything that moves on its
// own for more than 5 s needs a way to pause it (WCAG 2.2.2), and children should not have to
// watch a mascot bounce while they read.
import { describe, expect, it } from 'vitest';
import css from './globals.css?raw';

/** The theme's animation tokens (`--animate-*` in @theme) by name. */
function themeAnimations(): Map<string, string> {
  const theme = css.slice(css.indexOf('@theme'), css.indexOf('\n}', css.indexOf('@theme')));
  return new Map(
    [...theme.matchAll(/--animate-([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1] ?? '', (m[2] ?? '').trim()]),
  );
}

const seconds = (duration: string) =>
  duration.endsWith('ms') ? Number.parseFloat(duration) / 1000 : Number.parseFloat(duration);

describe('the theme’s animations', () => {
  it('are all found, and each has its keyframes', () => {
    const animations = themeAnimations();
    expect([...animations.keys()]).toEqual(expect.arrayContaining(['fade-in', 'pop', 'cheer', 'urgent']));
    for (const value of animations.values()) {
      const name = value.split(/\s+/)[0] ?? '';
      expect(css, `@keyframes ${name}`).toContain(`@keyframes ${name} {`);
    }
  });

  it('never repeat forever, and end within 5 seconds', () => {
    for (const [token, value] of themeAnimations()) {
      const parts = value.split(/\s+/);
      expect(parts, token).not.toContain('infinite');
      const duration = seconds(parts.find((p) => /^[\d.]+m?s$/.test(p)) ?? '0s');
      const count = Number(parts.find((p) => /^\d+$/.test(p)) ?? 1);
      expect(duration * count, token).toBeLessThanOrEqual(5);
    }
  });
});
