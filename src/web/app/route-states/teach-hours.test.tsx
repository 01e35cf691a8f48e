// /teach/hours: a tutor's own hours (docs/tutoring.md#a-tutors-hours) in each state: loading,
// a non-tutor, a failed load, the contract's messages, a save, and the bookings now outside.

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, expectNoAxeViolations, findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, requests, serve, serveLater } from '#web/test/serve.ts';
import { toastArea } from '#web/test/toasts.ts';
import { aStudent } from '#web/test/users.ts';

const tutorUser = aStudent({ username: 'ms_amara', name: 'Amara Okafor', userType: 'parent', tutorId: 3 });

const givenHours = {
  timeZone: 'America/New_York',
  weekly: [{ day: 1, from: '16:00', to: '18:00' }],
  timeOff: [],
  sessionTypes: ['Homework Help'],
  custom: false,
};

const mayaOnSaturday = {
  id: 41,
  startsAt: '2026-03-07T15:00:00.000Z',
  subject: 'Mathematics',
  sessionType: 'Homework Help',
  learner: { username: 'maya_reads', firstName: 'Maya' },
};

function signedInTutor() {
  serve('GET /api/user', answer(tutorUser));
}

describe('/teach/hours', () => {
  it('shows the loading state, then the week day by day, and passes axe', async () => {
    signedInTutor();
    const release = serveLater('GET /api/teach/hours');
    serve('GET /api/teach/hours/outside', answer([]));
    renderRoute('/teach/hours');
    await findPageHeading('My hours');
    await screen.findByText('Loading your hours');
    release(answer(givenHours));
    await screen.findByRole('heading', { name: 'Your week' });
    screen.getByText(/These are the hours you were given when you joined/);
    expect(screen.getByLabelText<HTMLSelectElement>('Monday window 1 from').value).toBe('16:00');
    expect(screen.getByLabelText<HTMLSelectElement>('Monday window 1 to').value).toBe('18:00');
    expect(screen.getAllByText('Not teaching')).toHaveLength(6);
    expect(screen.getByLabelText<HTMLInputElement>('Homework Help').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Small Group (2-3)').checked).toBe(false);
    await screen.findByText('Every upcoming booking fits your hours.');
    await expectNoAxeViolations();
  });

  it('sends someone who is not a tutor home, asking nothing of the hours', async () => {
    serve('GET /api/user', answer(aStudent()));
    const student = renderRoute('/teach/hours');
    await waitFor(() => expect(currentPath(student.location)).toBe('/'));
    expect(requests.some((r) => r.startsWith('GET /api/teach/hours'))).toBe(false);
  });

  it('says when the hours cannot load, and Try again recovers', async () => {
    signedInTutor();
    let failing = true;
    serve('GET /api/teach/hours', () => (failing ? answer({ message: 'Down' }, 503) : answer(givenHours)));
    serve('GET /api/teach/hours/outside', answer([]));
    const { user } = renderRoute('/teach/hours');
    await screen.findByText("We couldn't load your hours");
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Your week' });
  });

  it('shows the contract’s messages beside the fields and sends nothing', async () => {
    signedInTutor();
    serve('GET /api/teach/hours', answer(givenHours));
    serve('GET /api/teach/hours/outside', answer([]));
    const { user } = renderRoute('/teach/hours');
    await screen.findByRole('heading', { name: 'Your week' });
    await user.selectOptions(screen.getByLabelText('Monday window 1 to'), '16:30');
    await user.click(screen.getByLabelText('Homework Help'));
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    await screen.findByText(/A window lasts at least 60 minutes/);
    screen.getByText('Please choose at least one session type');

    await user.selectOptions(screen.getByLabelText('Monday window 1 to'), '18:00');
    await user.click(screen.getByRole('button', { name: 'Add a window on Monday' }));
    await user.selectOptions(screen.getByLabelText('Monday window 2 from'), '17:00');
    await user.click(screen.getByLabelText('Homework Help'));
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    await screen.findByText(/Windows on Monday overlap/);
    expect(requests.filter((r) => r.startsWith('PUT '))).toEqual([]);
  });

  it('saves a new week with time off, then lists a booking now outside it, which Keep takes off the list', async () => {
    signedInTutor();
    let saved: unknown;
    let outside = [mayaOnSaturday];
    serve('GET /api/teach/hours', answer(givenHours));
    serve('PUT /api/teach/hours', ({ body }) => {
      saved = body;
      return answer({ ...givenHours, ...(body as object), custom: true });
    });
    serve('GET /api/teach/hours/outside', () => answer(outside));
    serve('POST /api/teach/hours/outside/41/keep', () => {
      outside = [];
      return answer({ id: 41 });
    });
    const { user } = renderRoute('/teach/hours');
    await screen.findByRole('heading', { name: 'Your week' });
    await user.click(screen.getByRole('button', { name: 'Add a window on Wednesday' }));
    await user.click(screen.getByLabelText('Small Group (2-3)'));
    await user.click(screen.getByRole('button', { name: 'Add time off' }));
    await user.type(screen.getByLabelText('Time off 1, first day'), '2026-03-10');
    await user.type(screen.getByLabelText('Time off 1, last day'), '2026-03-11');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    await toastArea().findByText('Hours saved');
    expect(saved).toEqual({
      timeZone: 'America/New_York',
      weekly: [
        { day: 1, from: '16:00', to: '18:00' },
        { day: 3, from: '09:00', to: '11:00' },
      ],
      timeOff: [{ from: '2026-03-10', to: '2026-03-11' }],
      sessionTypes: ['Small Group (2-3)', 'Homework Help'],
    });

    const list = within(screen.getByRole('region', { name: 'Bookings outside your hours' }));
    await list.findByText(/with Maya \(maya_reads\)/);
    await user.click(list.getByRole('button', { name: /^Keep the booking of/ }));
    await list.findByText('Every upcoming booking fits your hours.');
  });

  it('cancels a booking outside the hours with a reason, in the dialog of /teach, and refreshes the list', async () => {
    signedInTutor();
    let outside = [mayaOnSaturday];
    let reason: unknown;
    serve('GET /api/teach/hours', answer(givenHours));
    serve('GET /api/teach/hours/outside', () => answer(outside));
    serve('POST /api/teach/sessions/41/cancel', ({ body }) => {
      reason = (body as { reason: string }).reason;
      outside = [];
      return answer({
        ...mayaOnSaturday,
        endsAt: '2026-03-07T16:00:00.000Z',
        status: 'cancelled',
        learner: { id: 9, ...mayaOnSaturday.learner },
        bookedBy: 'self',
        cancelReason: 'I no longer teach on Saturdays',
        canRecordOutcome: false,
        canCancel: false,
        note: null,
      });
    });
    const { user } = renderRoute('/teach/hours');
    const list = within(await screen.findByRole('region', { name: 'Bookings outside your hours' }));
    await user.click(await list.findByRole('button', { name: /^Cancel the booking of/ }));
    const dialog = within(await screen.findByRole('dialog'));
    dialog.getByText(/Mathematics with Maya/);
    await user.click(dialog.getByRole('button', { name: 'Cancel the session' }));
    await dialog.findByText('Please tell the family why (at least 3 characters)');
    expect(requests).not.toContain('POST /api/teach/sessions/41/cancel');
    await user.type(dialog.getByLabelText('Why are you cancelling?'), 'I no longer teach on Saturdays');
    await user.click(dialog.getByRole('button', { name: 'Cancel the session' }));
    await toastArea().findByText('Session cancelled');
    expect(reason).toBe('I no longer teach on Saturdays');
    await list.findByText('Every upcoming booking fits your hours.');
  });
});
