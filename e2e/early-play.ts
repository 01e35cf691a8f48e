// The Math Quick Challenge play started before the browser tests (global-setup.ts).
import { PlayCreatedSchema } from '@contract/games';
import { z } from 'zod';

export const EARLY_PLAY_ENV = 'E2E_EARLY_MATH_PLAY';

const EarlyPlaySchema = z.object({ username: z.string(), password: z.string(), play: PlayCreatedSchema });
export type EarlyPlay = z.infer<typeof EarlyPlaySchema>;

export function earlyPlay(): EarlyPlay | undefined {
  const value = process.env[EARLY_PLAY_ENV];
  return value ? EarlyPlaySchema.parse(JSON.parse(value)) : undefined;
}
