import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path.ts';

describe('safeNextPath (docs/rules.md#holding-up)', () => {
  it.each(['/', '/store', '/tutors/12?tab=reviews#top', '/articles?category=Reading%20tips', '/a/b/c'])(
    'follows the path on this site %j',
    (next) => {
      expect(safeNextPath(next)).toBe(next);
    },
  );

  it.each([
    null,
    undefined,
    '',
    'store',
    'https://evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/store\\..\\evil',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0D/evil.example',
    '/%00',
    '%2F%2Fevil.example',
    '/%2Fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252F/evil.example',
    '/%25252525252F',
    '/%E0%A4%A',
    'javascript:alert(1)',
    ' /store',
  ])('goes home instead of %j', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });
});
