import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GROWN_UP_DECIDES, SENT_TO_GROWN_UP } from '#contract/parent-controls.ts';
import { BOOKING_TOO_FAR_MESSAGE } from '#contract/sessions.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { toastArea } from '#web/test/toasts.ts';
import { ScheduleSessionDialog } from './schedule-session-dialog.tsx';

const daniel = {
  id: 2,
  name: 'Daniel Kim',
  imageUrl: null,
  bio: 'Calm and encouraging with algebra.',
  subjects: 'Mathematics',
  gradeLevel: 'Grades 7-8',
  sessionType: 'Homework Help',
  availability: ['Weekday Evenings'],
  timeZone: 'America/New_York',
  hours: null,
  rating: 4.8,
  ratingCount: 5,
};

const booked = {
  id: 9,
  tutorId: 2,
  tutor: { name: 'Daniel Kim', imageUrl: null },
  subject: 'Mathematics',
  sessionType: 'Homework Help',
  date: '2026-06-11',
  time: '00:30',
  timeZone: 'Europe/Berlin',
  startsAt: '2026-06-10T22:30:00.000Z',
  endsAt: '2026-06-10T23:30:00.000Z',
  status: 'scheduled' as const,
  notes: null,
  seriesId: null,
  canCancel: true,
  cancellableUntil: '2026-06-10T10:30:00.000Z',
  createdAt: '2026-06-01T12:00:00.000Z',
};

beforeEach(() => {
  // The booker is in Berlin (6 hours ahead of the tutor in June); today is Monday 1 June 2026.
  vi.stubEnv('TZ', 'Europe/Berlin');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-01T12:00:00.000Z'));
  serve('GET /api/tutors/2', answer(daniel));
  serve('GET /api/tutors/2/busy', answer([]));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

function timeOptions() {
  const select = screen.getByLabelText('Time');
  return within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
}

async function openDialog() {
  const view = renderWithApp(<ScheduleSessionDialog tutorId={2} onClose={() => {}} />);
  await screen.findByText('Teaches on weekday evenings, 5–9 PM Eastern Time');
  return view;
}

describe('the booking dialog', () => {
  it('names what is missing, in a toast and beside each field, and sends nothing', async () => {
    const view = await openDialog();
    await view.user.click(screen.getByRole('button', { name: 'Schedule Session' }));
    const toasts = toastArea();
    await toasts.findByText('Missing information');
    toasts.getByText('Please fill out all required fields.');
    screen.getByText('Please choose a subject');
    screen.getByText('Please choose a date');
    await view.user.selectOptions(screen.getByLabelText('Subject'), 'Mathematics');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-11' } });
    await view.user.click(screen.getByRole('button', { name: 'Schedule Session' }));
    await screen.findByText('Please choose a time');
    expect(requests.filter((r) => r.startsWith('POST '))).toEqual([]);
  });

  it('offers today to 90 days ahead, and names a day before or after', async () => {
    const view = await openDialog();
    const date = screen.getByLabelText<HTMLInputElement>('Date');
    // Monday 1 June 2026 in Berlin; 90 days later is Sunday 30 August.
    expect([date.min, date.max]).toEqual(['2026-06-01', '2026-08-30']);
    fireEvent.change(date, { target: { value: '2026-05-31' } });
    await view.user.click(screen.getByRole('button', { name: 'Schedule Session' }));
    await screen.findByText('Please choose today or a later date');
    fireEvent.change(date, { target: { value: '2026-09-04' } });
    await view.user.click(screen.getByRole('button', { name: 'Schedule Session' }));
    await screen.findByText(BOOKING_TOO_FAR_MESSAGE);
    expect(requests.filter((r) => r.startsWith('POST '))).toEqual([]);
  });

  it("offers only the tutor's hours, shown on the booker's clocks", async () => {
    await openDialog();
    expect(timeOptions()).toEqual(['Choose a date first']);
    // Thursday in Berlin holds the end of Wednesday's evening in New York and the start of Thursday's.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-11' } });
    await screen.findByRole('option', { name: '12:30 AM' });
    expect(timeOptions()).toEqual([
      'Choose a time',
      '12:00 AM',
      '12:30 AM',
      '1:00 AM',
      '1:30 AM',
      '2:00 AM',
      '11:00 PM',
      '11:30 PM',
    ]);
  });

  it('offers no time whose hour someone has booked, and asks for that day only', async () => {
    // Someone holds 00:30-01:30 in Berlin (22:30-23:30 UTC): 12:00, 12:30 and 1:00 AM overlap it.
    serve('GET /api/tutors/2/busy', answer([{ startsAt: booked.startsAt, endsAt: booked.endsAt }]));
    await openDialog();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-11' } });
    await screen.findByRole('option', { name: '1:30 AM' });
    expect(timeOptions()).toEqual(['Choose a time', '1:30 AM', '2:00 AM', '11:00 PM', '11:30 PM']);
    // From the first offered start (midnight in Berlin) to the end of the last (half past midnight).
    expect(requests.filter((r) => r.includes('/busy'))).toEqual([
      `GET /api/tutors/2/busy?${new URLSearchParams({ from: '2026-06-10T22:00:00.000Z', to: '2026-06-11T22:30:00.000Z' })}`,
    ]);
  });

  it('says when every time of a day is booked, and when the free times cannot be checked', async () => {
    serve('GET /api/tutors/2/busy', ({ url }) => {
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      return from.startsWith('2026-06-10')
        ? answer([{ startsAt: from, endsAt: to }])
        : answer({ message: 'Down' }, 503);
    });
    await openDialog();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-11' } });
    await screen.findByText(
      'No times left on this day. Daniel Kim teaches on weekday evenings, 5–9 PM Eastern Time: please choose another day.',
    );
    expect(timeOptions()).toEqual(['Choose a time']);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-12' } });
    await screen.findByText("We couldn't check which times are free. Please try again.");
    expect(timeOptions()).toEqual(['Choose a time']);
  });

  it('says when a day has no times and names the hours', async () => {
    await openDialog();
    // Sunday in Berlin is Saturday evening and Sunday in New York: no weekday evening.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-07' } });
    expect(timeOptions()).toEqual(['Choose a time']);
    screen.getByText(
      'No times left on this day. Daniel Kim teaches on weekday evenings, 5–9 PM Eastern Time: please choose another day.',
    );
  });

  it("offers only the tutor's session type, preselected, and books it in the booker's zone", async () => {
    let sent: unknown;
    serve('POST /api/sessions', ({ body }) => {
      sent = body;
      return answer(booked, 201);
    });
    serve('GET /api/sessions/user', answer([booked]));
    const view = await openDialog();
    const type = screen.getByLabelText<HTMLSelectElement>('Session type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Homework Help']);
    expect(type.value).toBe('Homework Help');

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-11' } });
    await screen.findByRole('option', { name: '12:30 AM' });
    await view.user.selectOptions(screen.getByLabelText('Time'), '00:30');
    await view.user.selectOptions(screen.getByLabelText('Subject'), 'Mathematics');
    await view.user.click(screen.getByRole('button', { name: 'Schedule Session' }));
    await screen.findByText('Session scheduled!');
    expect(sent).toEqual({
      tutorId: 2,
      date: '2026-06-11',
      time: '00:30',
      subject: 'Mathematics',
      sessionType: 'Homework Help',
      timeZone: 'Europe/Berlin',
    });
  });

  it('tells a child whose grown-up says yes first that the booking was sent to them', async () => {
    serve('POST /api/sessions', answer({ status: 'awaiting-parent', requestId: 4 }, 202));
    serve('GET /api/sessions/user', answer([]));
    const view = await openDialog();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-11' } });
    await screen.findByRole('option', { name: '12:30 AM' });
    await view.user.selectOptions(screen.getByLabelText('Time'), '00:30');
    await view.user.selectOptions(screen.getByLabelText('Subject'), 'Mathematics');
    await view.user.click(screen.getByRole('button', { name: 'Schedule Session' }));
    await screen.findByText(SENT_TO_GROWN_UP);
    screen.getByText(GROWN_UP_DECIDES);
  });

  it('takes a time someone booked meanwhile out of the list, and out of the form, when the server says so', async () => {
    let taken: { startsAt: string; endsAt: string }[] = [];
    serve('GET /api/tutors/2/busy', () => answer(taken));
    serve('POST /api/sessions', () => {
      taken = [{ startsAt: booked.startsAt, endsAt: booked.endsAt }];
      return answer({ message: 'That time is already booked', code: 'slot_taken' }, 409);
    });
    const view = await openDialog();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-11' } });
    await screen.findByRole('option', { name: '12:30 AM' });
    await view.user.selectOptions(screen.getByLabelText('Time'), '00:30');
    await view.user.selectOptions(screen.getByLabelText('Subject'), 'Mathematics');
    await view.user.click(screen.getByRole('button', { name: 'Schedule Session' }));
    await toastArea().findByText('That time is already booked');
    await waitFor(() => expect(screen.queryByRole('option', { name: '12:30 AM' })).toBeNull());
    expect(screen.getByLabelText<HTMLSelectElement>('Time').value).toBe('');
    expect(timeOptions()).toEqual(['Choose a time', '1:30 AM', '2:00 AM', '11:00 PM', '11:30 PM']);
  });

  it("offers a tutor's own hours and types: windows, days off, and a type to choose", async () => {
    // Tuesdays 10 AM-12 PM in New York (4-6 PM in Berlin), away on Tuesday 9 June.
    serve(
      'GET /api/tutors/2',
      answer({
        ...daniel,
        hours: {
          weekly: [{ day: 2, from: '10:00', to: '12:00' }],
          timeOff: [{ from: '2026-06-09', to: '2026-06-09' }],
          sessionTypes: ['Small Group (2-3)', 'Homework Help'],
        },
      }),
    );
    let sent: unknown;
    serve('POST /api/sessions', ({ body }) => {
      sent = body;
      return answer(booked, 201);
    });
    serve('GET /api/sessions/user', answer([booked]));
    const view = renderWithApp(<ScheduleSessionDialog tutorId={2} onClose={() => {}} />);
    await screen.findByText('Teaches on Tuesdays, 10 AM–12 PM Eastern Time');
    const type = screen.getByLabelText<HTMLSelectElement>('Session type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a session type', 'Small Group (2-3)', 'Homework Help']);
    expect(type.value).toBe('');

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-09' } });
    expect(timeOptions()).toEqual(['Choose a time']);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-02' } });
    await screen.findByRole('option', { name: '4:00 PM' });
    expect(timeOptions()).toEqual(['Choose a time', '4:00 PM', '4:30 PM', '5:00 PM']);

    await view.user.selectOptions(screen.getByLabelText('Time'), '16:30');
    await view.user.selectOptions(screen.getByLabelText('Subject'), 'Mathematics');
    await view.user.click(screen.getByRole('button', { name: 'Schedule Session' }));
    await screen.findByText('Please choose a session type');
    await view.user.selectOptions(type, 'Homework Help');
    await view.user.click(screen.getByRole('button', { name: 'Schedule Session' }));
    await screen.findByText('Session scheduled!');
    expect(sent).toMatchObject({ date: '2026-06-02', time: '16:30', sessionType: 'Homework Help' });
  });

  it('repeats every week only when asked, lists the dates it will book, and sends repeatWeekly', async () => {
    let sent: unknown;
    serve('POST /api/sessions', ({ body }) => {
      sent = body;
      return answer({ ...booked, seriesId: 'a-series' }, 201);
    });
    serve('GET /api/sessions/user', answer([booked]));
    const view = await openDialog();
    const repeat = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Repeat every week' });
    expect(repeat.checked).toBe(false);
    expect(screen.queryByLabelText('For how many weeks')).toBeNull();
    await view.user.click(repeat);
    screen.getByText('Choose a date and time to see the dates it books.');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-06-11' } });
    await screen.findByRole('option', { name: '12:30 AM' });
    await view.user.selectOptions(screen.getByLabelText('Time'), '00:30');
    await view.user.selectOptions(screen.getByLabelText('For how many weeks'), '3');
    const dates = screen.getByRole('list', { name: 'This books 3 sessions, all or none:' });
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Thu, Jun 11 at 12:30 AM', 'Thu, Jun 18 at 12:30 AM', 'Thu, Jun 25 at 12:30 AM']);
    await view.user.selectOptions(screen.getByLabelText('Subject'), 'Mathematics');
    await view.user.click(screen.getByRole('button', { name: 'Schedule Session' }));
    await screen.findByText('Sessions scheduled!');
    expect(sent).toMatchObject({ date: '2026-06-11', time: '00:30', repeatWeekly: 3 });
  });

  it('lists the dates on the booker’s clocks when the tutor’s clocks change between weeks', async () => {
    // October: New York's clocks go back on November 1, Berlin's on October 25.
    vi.setSystemTime(new Date('2026-10-01T12:00:00.000Z'));
    const view = await openDialog();
    await view.user.click(screen.getByRole('checkbox', { name: 'Repeat every week' }));
    // Wednesday 6 PM in New York is Thursday 12:00 AM in Berlin in October.
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-10-22' } });
    await screen.findByRole('option', { name: '12:00 AM' });
    await view.user.selectOptions(screen.getByLabelText('Time'), '00:00');
    await view.user.selectOptions(screen.getByLabelText('For how many weeks'), '3');
    const dates = screen.getByRole('list', { name: 'This books 3 sessions, all or none:' });
    // The same 6 PM in New York each week: Berlin's clocks read it an hour earlier between the changes.
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Thu, Oct 22 at 12:00 AM', 'Wed, Oct 28 at 11:00 PM', 'Thu, Nov 5 at 12:00 AM']);
  });
});

describe('the booking dialog in Spanish', () => {
  it("says the tutor's hours with Spanish days, a 12-hour clock and the zone's Spanish name", async () => {
    renderWithApp(<ScheduleSessionDialog tutorId={2} onClose={() => {}} />, { locale: 'es' });
    await screen.findByText('Da clases: noches entre semana, 5–9 p.m. (hora oriental)');
  });

  it('groups own hours by their days in Spanish', async () => {
    serve(
      'GET /api/tutors/2',
      answer({
        ...daniel,
        hours: {
          weekly: [
            { day: 1, from: '15:30', to: '18:30' },
            { day: 3, from: '15:30', to: '18:30' },
            { day: 6, from: '09:00', to: '12:00' },
            { day: 0, from: '09:00', to: '12:00' },
          ],
          timeOff: [],
          sessionTypes: ['Homework Help'],
        },
      }),
    );
    renderWithApp(<ScheduleSessionDialog tutorId={2} onClose={() => {}} />, { locale: 'es' });
    await screen.findByText(
      'Da clases: lunes y miércoles, 3:30–6:30 p.m. y fines de semana, 9 a.m. – 12 p.m. (hora oriental)',
    );
  });
});
