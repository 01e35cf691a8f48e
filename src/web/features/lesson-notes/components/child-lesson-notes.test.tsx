import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { aNote } from '../test/sample-notes.ts';
import { ChildLessonNotes } from './child-lesson-notes.tsx';

describe('a parent’s view of a child’s notes from tutors', () => {
  it('lists each note with the tutor, the lesson and what of its practice is done', async () => {
    serve(
      'GET /api/parent/children/5/lesson-notes',
      answer([aNote(), aNote({ id: 2, sessionId: 8, subject: 'Math', text: 'Lovely sums.', practice: [] })]),
    );
    renderWithApp(<ChildLessonNotes childId={5} childName="Lily" />);
    expect(await screen.findByRole('heading', { name: 'Lily’s notes from tutors' })).toBeTruthy();
    expect(await screen.findByText('You read so well today!')).toBeTruthy();
    expect(screen.getByText(/Amara Okafor · Reading lesson on .* · 1 of 2 done/)).toBeTruthy();
    expect(screen.getByText('Lovely sums.')).toBeTruthy();
    const practice = within(screen.getByRole('list', { name: 'Practice' })).getAllByRole('listitem');
    expect(practice.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Done$/),
      expect.stringMatching(/Not done yet$/),
    ]);
    // A parent reads; the links are the child's to follow.
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when no tutor has written a note yet', async () => {
    serve('GET /api/parent/children/5/lesson-notes', answer([]));
    renderWithApp(<ChildLessonNotes childId={5} childName="Lily" />);
    expect(
      await screen.findByText('No notes yet. After a lesson, Lily’s tutor can write one here.'),
    ).toBeTruthy();
  });
});
