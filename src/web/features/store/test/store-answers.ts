// Answers of the store's calls for component tests, shaped by the contract's schemas.
import type { User } from '#contract/accounts.ts';
import type { Merchandise } from '#contract/store.ts';
import { answer, serve } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';

export const kid: User = aStudent();

export function item(overrides: Partial<Merchandise> = {}): Merchandise {
  return {
    id: 1,
    name: 'Star Stickers',
    description: 'A sheet of shiny stickers.',
    imageUrl: null,
    pointsCost: 100,
    priceDollars: '3.99',
    inventory: 500,
    isActive: true,
    averageRating: 0,
    reviewCount: 0,
    digital: true,
    ...overrides,
  };
}

/** Serves the session: a guest (401) or `user` with `points`, and no goal. */
export function serveSession(user: User | null, points = 0) {
  if (!user) {
    serve('GET /api/user', answer({ message: 'Please log in to continue' }, 401));
    return;
  }
  serve('GET /api/user', answer(user));
  serve('GET /api/users/points', answer({ points }));
  serve('GET /api/users/goal', answer(null));
}

export function serveItems(items: Merchandise[]) {
  serve('GET /api/merchandise', answer(items));
}
