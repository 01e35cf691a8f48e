import { describe, expect, it } from 'vitest';
import { IdSchema, IdTextSchema } from './common.ts';
import { MAX_ID, parseId } from './ids.ts';

describe('ids (docs/rules.md#holding-up)', () => {
  it('reads plain decimal digits from 1 to 2147483647', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('16')).toBe(16);
    expect(parseId(String(MAX_ID))).toBe(MAX_ID);
    expect(IdTextSchema.parse('42')).toBe(42);
  });

  it.each([
    '0x10',
    '1e3',
    ' 1',
    '1 ',
    'true',
    '0',
    '-1',
    '+1',
    '1.0',
    '01',
    '2147483648',
    '99999999999',
    '',
    '１',
    'Infinity',
  ])('refuses %j as text', (text) => {
    expect(parseId(text)).toBeUndefined();
    expect(IdTextSchema.safeParse(text).success).toBe(false);
  });

  it.each([true, '16', 0, -1, 1.5, MAX_ID + 1, null, Number.NaN])('refuses %j in a JSON body', (value) => {
    expect(IdSchema.safeParse(value).success).toBe(false);
  });
});
