// /teach's states, drawn by the app's router (render-route.tsx): who is let in, the sessions'
// loading, empty and error states, a card's outcome and cancel-with-reason, and the invite page.
// The whole journey (an admin's invitation, the sign-up, a booking marked completed) is a browser
// journey (e2e/tutor-accounts.spec.ts).

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeachSession } from '#contract/teach.ts';
import { aNote } from '#web/features/lesson-notes/test/sample-notes.ts';
import { currentPath, expectNoAxeViolations, findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, requests, serve, serveLater } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';

const aTutor = () =>
  aStudent({ id: 31, username: 'ms_ada', name: 'Ada Lovelace', userType: 'tutor', tutorId: 4 });

function aSession(overrides: Partial<TeachSession> = {}): TeachSession {
  return {
    id: 101,
    startsAt: '2026-12-02T17:30:00.000Z',
    endsAt: '2026-12-02T18:30:00.000Z',
    subject: 'Mathematics',
    sessionType: 'One-on-One Tutoring',
    status: 'scheduled',
    learner: { id: 77, username: 'leafy_kid', firstName: 'Maya' },
    bookedBy: 'self',
    cancelReason: null,
    canRecordOutcome: false,
    canCancel: true,
    note: null,
    ...overrides,
  };
}

describe('/teach', () => {
  it('sends a signed-in user who teaches as no one to the home page, and a visitor to log in', async () => {
    const visitor = renderRoute('/teach');
    await waitFor(() =>
      expect(currentPath(visitor.location)).toBe(`/auth?next=${encodeURIComponent('/teach')}`),
    );
    visitor.unmount();
    serve('GET /api/user', answer(aStudent()));
    const student = renderRoute('/teach');
    await waitFor(() => expect(currentPath(student.location)).toBe('/'));
  });

  it('shows a skeleton while loading, then each session as a card', async () => {
    serve('GET /api/user', answer(aTutor()));
    const release = serveLater('GET /api/teach/sessions');
    renderRoute('/teach');
    await findPageHeading('Your sessions');
    await screen.findByRole('list', { name: 'Loading your sessions' });
    release(answer([aSession()]));
    const card = (await screen.findByText('Maya')).closest('li');
    if (!card) throw new Error('no card');
    within(card).getByText('(leafy_kid)');
    within(card).getByText('Scheduled');
    within(card).getByText('One-on-One Tutoring');
    // Dates as people write them, never ISO.
    expect(card.textContent).toMatch(/Wed, Dec 2, 2026 at \d{1,2}:30 [AP]M/);
    await expectNoAxeViolations();
  });

  it('says so when there are no sessions, and offers Try again when they cannot load', async () => {
    serve('GET /api/user', answer(aTutor()));
    serve('GET /api/teach/sessions', answer([]));
    const { user } = renderRoute('/teach');
    await screen.findByText('No sessions booked yet');
    serve('GET /api/teach/sessions', answer({ message: 'Something went wrong' }, 500));
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    await screen.findByText("We couldn't load your sessions. Please try again.");
    screen.getByRole('button', { name: /Try again/ });
  });

  it('marks a past session completed', async () => {
    serve('GET /api/user', answer(aTutor()));
    const past = aSession({ canRecordOutcome: true, canCancel: false });
    serve('GET /api/teach/sessions', answer([past]));
    serve(
      'POST /api/teach/sessions/101/status',
      answer({ ...past, status: 'completed', canRecordOutcome: false }),
    );
    const { user } = renderRoute('/teach');
    await user.click(await screen.findByRole('button', { name: /^Mark completed: Mathematics with Maya/ }));
    await waitFor(() => expect(requests).toContain('POST /api/teach/sessions/101/status'));
    await screen.findByText('Marked completed');
  });

  it('cancels with a reason, which it asks for first', async () => {
    serve('GET /api/user', answer(aTutor()));
    const ahead = aSession();
    serve('GET /api/teach/sessions', answer([ahead]));
    serve(
      'POST /api/teach/sessions/101/cancel',
      answer({ ...ahead, status: 'cancelled', canCancel: false, cancelReason: 'I am unwell' }),
    );
    const { user } = renderRoute('/teach');
    await user.click(await screen.findByRole('button', { name: /^Cancel: Mathematics with Maya/ }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(/This cannot be undone/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));
    await within(dialog).findByText('Please tell the family why (at least 3 characters)');
    expect(requests).not.toContain('POST /api/teach/sessions/101/cancel');
    await user.type(within(dialog).getByLabelText('Why are you cancelling?'), 'I am unwell');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));
    await screen.findByText('Session cancelled');
    expect(requests).toContain('POST /api/teach/sessions/101/cancel');
  });
});

describe('/teach, the tutor’s one page', () => {
  const completed = (overrides: Partial<TeachSession> = {}) =>
    aSession({ status: 'completed', canCancel: false, startsAt: '2026-11-20T16:00:00.000Z', ...overrides });

  it('offers a note on a completed lesson, shows a posted note’s practice with ticks, and messages the family', async () => {
    serve('GET /api/user', answer(aTutor()));
    serve(
      'GET /api/teach/sessions',
      answer([completed(), completed({ id: 102, note: aNote({ sessionId: 102 }) })]),
    );
    let opened: unknown;
    serve('POST /api/messages', ({ body }) => {
      opened = body;
      return answer(
        {
          id: 5,
          tutorId: 4,
          learnerId: 77,
          myRole: 'tutor',
          with: { name: 'Maya', username: 'leafy_kid' },
          learnerFirstName: 'Maya',
          childConversation: true,
          lastMessage: null,
          unreadCount: 0,
          createdAt: '2026-11-20T17:00:00.000Z',
        },
        201,
      );
    });
    const { user, location } = renderRoute('/teach');
    const write = await screen.findByRole('link', { name: /^Write a note: Mathematics with Maya/ });
    expect(write.getAttribute('href')).toBe('/teach/sessions/101/note');
    const edit = screen.getByRole('link', { name: /^Edit the note: Mathematics with Maya/ });
    expect(edit.getAttribute('href')).toBe('/teach/sessions/102/note');
    const noted = edit.closest('li');
    if (!noted) throw new Error('no card');
    within(noted).getByText('Play Word Trail, level 2: Long Vowels');
    within(noted).getByText('Done');
    within(noted).getByText('Not done yet');
    await expectNoAxeViolations();
    await user.click(within(noted).getByRole('button', { name: /Message the family/ }));
    await waitFor(() => expect(opened).toEqual({ learnerId: 77 }));
    await waitFor(() => expect(currentPath(location)).toMatch(/^\/messages/));
  });

  it('has the tutor’s hours as a tab', async () => {
    serve('GET /api/user', answer(aTutor()));
    serve('GET /api/teach/sessions', answer([]));
    serve(
      'GET /api/teach/hours',
      answer({
        timeZone: 'America/New_York',
        weekly: [{ day: 1, from: '16:00', to: '18:00' }],
        timeOff: [],
        sessionTypes: ['Homework Help'],
        custom: true,
      }),
    );
    serve('GET /api/teach/hours/outside', answer([]));
    const { user } = renderRoute('/teach');
    await user.click(await screen.findByRole('tab', { name: 'My hours' }));
    await screen.findByRole('heading', { name: 'Your week' });
    screen.getByText('Every upcoming booking fits your hours.');
  });
});

describe('/tutor-invite/{token}', () => {
  it('greets the invited tutor and makes the account, then goes to /teach', async () => {
    serve('GET /api/tutor-invites/abc', answer({ tutorName: 'Ada Lovelace', email: 'ada@example.com' }));
    serve('POST /api/tutor-invites/abc/accept', answer(aTutor(), 201));
    serve('GET /api/teach/sessions', answer([]));
    const { user, location } = renderRoute('/tutor-invite/abc');
    await findPageHeading('Make your tutor account');
    await screen.findByText('Welcome, Ada Lovelace');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Make my tutor account' }));
    await screen.findByText('Username must be at least 3 characters');
    expect(requests).not.toContain('POST /api/tutor-invites/abc/accept');
    await user.type(screen.getByLabelText('Choose a username'), 'ms_ada');
    await user.type(screen.getByLabelText('Choose a password'), 'teach-well-42');
    await user.click(screen.getByRole('button', { name: 'Make my tutor account' }));
    await waitFor(() => expect(currentPath(location)).toBe('/teach'));
  });

  it('says what to do when the link no longer works', async () => {
    serve(
      'GET /api/tutor-invites/old',
      answer({ message: 'This invitation link does not work any more' }, 404),
    );
    renderRoute('/tutor-invite/old');
    await screen.findByText('This link does not work any more');
    screen.getByText(/Please ask the Sprout team to send you a new invitation/);
    screen.getByRole('link', { name: 'Contact the Sprout team' });
  });

  it("shows the server's word on a taken username under the field", async () => {
    serve('GET /api/tutor-invites/abc', answer({ tutorName: 'Ada Lovelace', email: 'ada@example.com' }));
    serve(
      'POST /api/tutor-invites/abc/accept',
      answer({ message: 'That username is already taken. Please choose another one.' }, 409),
    );
    const { user } = renderRoute('/tutor-invite/abc');
    await user.type(await screen.findByLabelText('Choose a username'), 'taken_name');
    await user.type(screen.getByLabelText('Choose a password'), 'teach-well-42');
    await user.click(screen.getByRole('button', { name: 'Make my tutor account' }));
    await screen.findByText('That username is already taken. Please choose another one.');
  });
});
