import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { aNote } from '../test/sample-notes.ts';
import { FromYourTutorCard } from './from-your-tutor-card.tsx';

describe('the dashboard’s From your tutor card', () => {
  it('shows the tutor, the lesson, the note and each practice item with its link and whether it is done', async () => {
    serve('GET /api/lesson-notes', answer([aNote()]));
    renderWithApp(<FromYourTutorCard userId={3} />);
    await screen.findByRole('heading', { name: 'From your tutor' });
    expect(await screen.findByText('You read so well today!')).toBeTruthy();
    expect(screen.getByText(/Amara Okafor · Reading lesson on .*Nov 20.* · 1 of 2 done/)).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Practice' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/Play Word Trail, level 2: Long Vowels.*Done$/),
      expect.stringMatching(/Read Why leaves are green.*Not done yet$/),
    ]);
    expect(
      screen.getByRole('link', { name: 'Play Word Trail, level 2: Long Vowels' }).getAttribute('href'),
    ).toBe('/games/4?level=2');
    expect(screen.getByRole('link', { name: 'Read Why leaves are green' }).getAttribute('href')).toBe(
      '/articles/9',
    );
    expect(screen.queryByRole('button', { name: /^Hear/ })).toBeNull();
  });

  it('reads the note and each item aloud for a child', async () => {
    serve('GET /api/lesson-notes', answer([aNote()]));
    renderWithApp(<FromYourTutorCard userId={3} readAloud />);
    await screen.findByText('You read so well today!');
    expect(screen.getByRole('button', { name: /^Hear the note from your tutor/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Hear (Play|Read) / })).toHaveLength(2);
  });

  it('shows nothing to a learner without a note', async () => {
    let asked = false;
    serve('GET /api/lesson-notes', () => {
      asked = true;
      return answer([]);
    });
    renderWithApp(<FromYourTutorCard userId={3} />);
    await expect.poll(() => asked).toBe(true);
    await expect.poll(() => screen.queryByRole('heading', { name: 'From your tutor' })).toBeNull();
  });

  it('says when the note could not load, with Try again', async () => {
    serve('GET /api/lesson-notes', answer({ message: 'Down' }, 500));
    renderWithApp(<FromYourTutorCard userId={3} />);
    expect(await screen.findByText("We couldn't load the note from your tutor.")).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeTruthy();
  });
});

describe('the From your tutor card in Spanish', () => {
  it('words the lesson, the practice and whether it is done in Spanish', async () => {
    serve('GET /api/lesson-notes', answer([aNote()]));
    const { container } = renderWithApp(<FromYourTutorCard userId={3} />, { locale: 'es' });
    await screen.findByRole('heading', { name: 'De tu tutor' });
    await screen.findByText('You read so well today!');
    screen.getByText(/Amara Okafor · clase de Lectura del .* · 1 de 2 hechas/);
    const items = within(screen.getByRole('list', { name: 'Práctica' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/Juega a Word Trail, nivel 2: Long Vowels.*Hecho$/),
      expect.stringMatching(/Lee “Why leaves are green”.*Aún sin hacer$/),
    ]);
    expect(container.textContent).not.toMatch(/From your tutor|lesson on|done|Play |Read /);
  });
});
