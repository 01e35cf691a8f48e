import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { StarRating, starParts } from './star-rating.tsx';

describe('starParts', () => {
  it.each([
    [0, { full: 0, half: false, empty: 5 }],
    [3.4, { full: 3, half: false, empty: 2 }],
    [3.5, { full: 3, half: true, empty: 1 }],
    [4.9, { full: 4, half: true, empty: 0 }],
    [5, { full: 5, half: false, empty: 0 }],
    [7, { full: 5, half: false, empty: 0 }],
  ])('shows %d as %o (a half star from .5)', (rating, parts) => {
    expect(starParts(rating)).toEqual(parts);
  });
});

describe('StarRating', () => {
  it('is one drawing of five stars, read out as the rating, with the half star filled by half', () => {
    const { container } = renderWithApp(<StarRating rating={3.5} size="sm" />);
    const drawing = screen.getByRole('img', { name: '3.5 out of 5 stars' });
    // One SVG for the five stars: a list of cards draws one per card, not five (its comment).
    expect(container.querySelectorAll('svg')).toHaveLength(1);
    const stars = [...drawing.querySelectorAll('g')];
    expect(stars).toHaveLength(5);
    const filled = stars.map((star) =>
      [...star.querySelectorAll('path')].map((path) => path.classList.contains('fill-sun')),
    );
    expect(filled).toEqual([[true], [true], [true], [false, true], [false]]);
  });
});
