// The tutors' list and the signed-in user's upcoming sessions: loading and error states, drawn by
// the app's router at /book-session and /tutors (render-route.tsx).

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kid } from '#web/features/store/test/store-answers.ts';
import { currentPath, expectNoAxeViolations, findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, requests, serve, serveLater } from '#web/test/serve.ts';

const NAMES = ['Amara Okafor', 'Daniel Kim', 'Sofia Martinez', 'Priya Raman', 'Samuel Mensah'];
const tutors = answer(
  NAMES.map((name, i) => ({
    id: i + 1,
    name,
    imageUrl: null,
    bio: 'Makes fractions friendly.',
    subjects: 'Mathematics',
    gradeLevel: 'Grades 4-6',
    sessionType: 'One-on-One Tutoring',
    availability: ['Weekends'],
    timeZone: 'America/New_York',
    hours: null,
    rating: 4.5,
    ratingCount: 2,
  })),
);
const tooManyTries = answer({ message: 'Too many tries' }, 429);
const noSessions = answer([]);

const tutorCards = () => screen.queryAllByRole('link', { name: /^View Profile of / });

describe('/book-session', () => {
  it('shows four placeholder cards while the tutors load, then the tutors', async () => {
    const release = serveLater('GET /api/tutors');
    renderRoute('/book-session');
    expect(await screen.findAllByTestId('tutor-card-skeleton')).toHaveLength(4);
    release(tutors);
    await screen.findByRole('link', { name: 'View Profile of Samuel Mensah' });
    expect(tutorCards()).toHaveLength(NAMES.length);
    expect(screen.queryAllByTestId('tutor-card-skeleton')).toHaveLength(0);
  });

  it('says so when the tutors cannot load, and Try again loads them', async () => {
    let failing = true;
    serve('GET /api/tutors', () => (failing ? tooManyTries : tutors));
    const { user } = renderRoute('/book-session');
    await screen.findByText("We couldn't load the tutors.");
    await expectNoAxeViolations();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'View Profile of Amara Okafor' });
    expect(tutorCards()).toHaveLength(NAMES.length);
  });
});

describe('/tutors, signed in: the upcoming sessions', () => {
  const panel = () => screen.getByRole('region', { name: 'Your upcoming sessions' });

  it('show two placeholders while they load, then say there are none', async () => {
    serve('GET /api/user', answer(kid));
    serve('GET /api/tutors', tutors);
    const release = serveLater('GET /api/sessions/user');
    renderRoute('/tutors');
    await findPageHeading(/./);
    await screen.findByText('Loading your sessions');
    expect(panel().getAttribute('aria-busy')).toBe('true');
    expect(within(panel()).getByRole('status').textContent).toBe('Loading your sessions');
    expect(panel().querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
    release(noSessions);
    await within(panel()).findByText(/^No sessions booked yet\./);
    expect(panel().getAttribute('aria-busy')).not.toBe('true');
  });

  it('that cannot load say so, the tutors still show, and Try again loads them', async () => {
    let failing = true;
    serve('GET /api/user', answer(kid));
    serve('GET /api/tutors', tutors);
    serve('GET /api/sessions/user', () => (failing ? tooManyTries : noSessions));
    const { user } = renderRoute('/tutors');
    const alert = await within(
      await screen.findByRole('region', { name: 'Your upcoming sessions' }),
    ).findByRole('alert');
    expect(alert.textContent).toMatch(/We couldn't load your sessions. Please try again./);
    await screen.findByRole('link', { name: 'View Profile of Daniel Kim' });
    expect(tutorCards()).toHaveLength(NAMES.length);
    await expectNoAxeViolations();
    failing = false;
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    await within(panel()).findByText(/^No sessions booked yet\./);
  });
});

describe('/tutors, signed in: a weekly series', () => {
  const DAY = 24 * 60 * 60 * 1000;
  /** Three weekly sessions, the first three days from now, sharing one seriesId. */
  function series(status: (week: number) => 'scheduled' | 'cancelled' = () => 'scheduled') {
    const first = Math.floor((Date.now() + 3 * DAY) / 3_600_000) * 3_600_000;
    return [0, 1, 2].map((week) => {
      const startsAt = new Date(first + week * 7 * DAY);
      return {
        id: 40 + week,
        tutorId: 1,
        tutor: { name: 'Amara Okafor', imageUrl: null },
        subject: 'Mathematics',
        sessionType: 'One-on-One Tutoring',
        date: startsAt.toISOString().slice(0, 10),
        time: startsAt.toISOString().slice(11, 16),
        timeZone: 'UTC',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
        status: status(week),
        notes: null,
        seriesId: 'weekly-1',
        canCancel: true,
        cancellableUntil: new Date(startsAt.getTime() - 12 * 3_600_000).toISOString(),
        createdAt: new Date().toISOString(),
      };
    });
  }

  it('offers to cancel one session or it and the later ones, in a dialog that asks first', async () => {
    let sessions = series();
    serve('GET /api/user', answer(kid));
    serve('GET /api/tutors', tutors);
    serve('GET /api/sessions/user', () => answer(sessions));
    serve('POST /api/sessions/41/cancel', () => {
      sessions = series((week) => (week >= 1 ? 'cancelled' : 'scheduled'));
      return answer(sessions[1]);
    });
    const { user } = renderRoute('/tutors');
    const panel = await screen.findByRole('region', { name: 'Your upcoming sessions' });
    await within(panel).findAllByText('Weekly');
    const cancels = within(panel).getAllByRole('button', { name: /^Cancel Mathematics with Amara Okafor/ });
    expect(cancels).toHaveLength(3);
    await user.click(cancels[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    within(dialog).getByText(/It is one of your weekly sessions: 1 more follows it\./);
    within(dialog).getByRole('button', { name: 'Cancel this one' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel this and later ones' }));
    await screen.findByText('Sessions cancelled');
    expect(requests.filter((r) => r.startsWith('POST '))).toEqual([
      'POST /api/sessions/41/cancel?series=future',
    ]);
    await waitFor(() =>
      expect(
        within(panel).getAllByRole('button', { name: /^Cancel Mathematics with Amara Okafor/ }),
      ).toHaveLength(1),
    );
  });

  it('offers only the one cancel for the last session of a series', async () => {
    serve('GET /api/user', answer(kid));
    serve('GET /api/tutors', tutors);
    serve('GET /api/sessions/user', answer(series()));
    const { user } = renderRoute('/tutors');
    const panel = await screen.findByRole('region', { name: 'Your upcoming sessions' });
    const cancels = await within(panel).findAllByRole('button', {
      name: /^Cancel Mathematics with Amara Okafor/,
    });
    await user.click(cancels[2] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' });
    within(dialog).getByRole('button', { name: 'Cancel session' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel this and later ones' })).toBeNull();
  });
});

describe('/book-session?tutor=, signed in', () => {
  it('an unknown tutor says so in the dialog, and Close leaves the address without it', async () => {
    serve('GET /api/user', answer(kid));
    serve('GET /api/tutors', tutors);
    serve('GET /api/sessions/user', noSessions);
    serve('GET /api/tutors/99999', answer({ message: 'Tutor not found' }, 404));
    const { user, location } = renderRoute('/book-session?tutor=99999');
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Session' });
    await within(dialog).findByText("We couldn't find that tutor. Please choose another one from the list.");
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentPath(location)).toBe('/book-session');
  });
});

describe('/book-session, a guest: log in, then book', () => {
  const guest = answer({ message: 'Please log in to continue' }, 401);
  const backToBook = (id: number) => `/auth?next=${encodeURIComponent(`/book-session?tutor=${id}`)}`;

  it('Schedule Session sends a guest to log in, saying they will come back to book', async () => {
    serve('GET /api/user', guest);
    serve('GET /api/tutors', tutors);
    const { user, location } = renderRoute('/book-session');
    await user.click(await screen.findByRole('button', { name: 'Schedule Session with Daniel Kim' }));
    await screen.findByText('Please log in to book');
    screen.getByText("Log in or create a free account, and we'll bring you back to book with Daniel Kim.");
    expect(currentPath(location)).toBe(backToBook(2));
  });

  it("an address that names a tutor's booking sends a guest to log in first", async () => {
    serve('GET /api/user', guest);
    serve('GET /api/tutors', tutors);
    const { location } = renderRoute('/book-session?tutor=3');
    await findPageHeading('Welcome to Sprout');
    expect(currentPath(location)).toBe(backToBook(3));
  });
});
