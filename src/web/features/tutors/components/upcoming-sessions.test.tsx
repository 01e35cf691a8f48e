import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TutorSession } from '#contract/sessions.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { UpcomingSessions } from './upcoming-sessions.tsx';

function aSession(overrides: Partial<TutorSession>): TutorSession {
  const startsAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  return {
    id: 9,
    tutorId: 2,
    tutor: { name: 'Daniel Kim', imageUrl: null },
    subject: 'Mathematics',
    sessionType: 'Homework Help',
    date: startsAt.toISOString().slice(0, 10),
    time: startsAt.toISOString().slice(11, 16),
    timeZone: 'UTC',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 60 * 60 * 1000).toISOString(),
    status: 'scheduled',
    notes: null,
    tutorCancelReason: null,
    seriesId: null,
    canCancel: true,
    cancellableUntil: startsAt.toISOString(),
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

describe("the booker's sessions", () => {
  it('show a session the tutor cancelled, with the reason', async () => {
    serve(
      'GET /api/sessions/user',
      answer([
        aSession({ status: 'cancelled', canCancel: false, tutorCancelReason: 'I have to see a doctor' }),
      ]),
    );
    renderWithApp(<UpcomingSessions userId={7} />);
    const cancelled = await screen.findByRole('region', { name: 'Cancelled by the tutor' });
    expect(cancelled.textContent).toContain('Daniel Kim wrote: “I have to see a doctor”');
    expect(cancelled.textContent).toContain('Cancelled');
  });
});
