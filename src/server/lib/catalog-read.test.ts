import { describe, expect, it } from 'vitest';
import { gamesEndpoints } from '#contract/endpoints/games.ts';
import { reviewsEndpoints } from '#contract/endpoints/reviews.ts';
import { tutorsEndpoints } from '#contract/endpoints/tutors.ts';
import { catalogKeyOf } from './catalog-read.ts';

describe('the key a catalog read is cached under', () => {
  it("is the entry's path with its params filled in", () => {
    expect(catalogKeyOf(gamesEndpoints.get, { id: 7 }, {})).toBe('/api/games/7');
    expect(catalogKeyOf(reviewsEndpoints.tutorReviews, { id: 3 }, { limit: 5 })).toBe(
      '/api/tutors/3/reviews?limit=5',
    );
  });

  it('is one per question, whatever the order of the parsed query, leaving out what is not set', () => {
    const spelt = catalogKeyOf(tutorsEndpoints.list, {}, { subject: 'Science', limit: 5, grade: undefined });
    expect(spelt).toBe(catalogKeyOf(tutorsEndpoints.list, {}, { limit: 5, subject: 'Science' }));
    expect(spelt).toBe('/api/tutors?limit=5&subject=Science');
  });

  it('tells apart the pages of a list', () => {
    expect(catalogKeyOf(gamesEndpoints.list, {}, { limit: 1, offset: 0 })).not.toBe(
      catalogKeyOf(gamesEndpoints.list, {}, { limit: 1, offset: 1 }),
    );
    expect(catalogKeyOf(gamesEndpoints.list, {}, {})).toBe('/api/games');
  });
});
