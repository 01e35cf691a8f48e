import { describe, expect, it } from 'vitest';
import { messagesDrawnWhileLoading } from '#web/test/page-messages.tsx';
import { TutorReviews } from './tutor-reviews.tsx';

describe('a tutor’s reviews', () => {
  it('drawn by the server while the session loads, puts a guest’s prompt in the page', () => {
    const used = messagesDrawnWhileLoading(<TutorReviews tutorId={1} tutorName="Amara Okafor" />);
    // A guest's page then shows them after hydration without fetching the whole catalog.
    expect(used).toContain('tutors.reviews.logInPrompt');
    expect(used).toContain('tutors.reviews.logIn');
  });
});
