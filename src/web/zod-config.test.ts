import { expect, test } from 'vitest';

test('zod, loaded after the entry set its setting without importing it, parses jitless', async () => {
  await import('./zod-config.ts');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  const { z } = await import('zod');
  expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
});
