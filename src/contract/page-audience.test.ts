import { describe, expect, it } from 'vitest';
import { audienceOf } from './page-audience.ts';

describe('audienceOf', () => {
  it('is a guest without the signed-in cookie, whatever else is sent', () => {
    for (const cookies of [undefined, '', 'sprout_locale=es', 'not_sprout_signed_in=1', 'sprout_signed_in=0'])
      expect(audienceOf(cookies), String(cookies)).toBe('guest');
  });

  it('is anyone with the signed-in cookie, wherever it stands among the others', () => {
    for (const cookies of [
      'sprout_signed_in=1',
      'sprout_locale=es; sprout_signed_in=1',
      'a=1;sprout_signed_in=1',
    ])
      expect(audienceOf(cookies), cookies).toBe('anyone');
  });
});
