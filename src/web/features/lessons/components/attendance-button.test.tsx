// "Who came" beside a lesson: nothing while the room may still be entered, then a button whose
// dialog reads the attendance the room kept; nothing for a cancelled session.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LESSON_CLOSES_AFTER_MINUTES } from '#contract/lessons.ts';
import { SESSION_DURATION_MINUTES } from '#contract/sessions.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { AttendanceButton } from './attendance-button.tsx';

const MINUTE = 60_000;
const startsAt = '2026-11-20T16:00:00.000Z';
const closes = SESSION_DURATION_MINUTES + LESSON_CLOSES_AFTER_MINUTES;

function drawAt(minutesFromStart: number, status: 'completed' | 'scheduled' | 'cancelled' = 'completed') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(new Date(startsAt).getTime() + minutesFromStart * MINUTE));
  renderWithApp(
    <AttendanceButton sessionId={7} startsAt={startsAt} status={status} lesson="Mathematics, Sam" />,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('AttendanceButton', () => {
  it('is not there while the room may still be entered, nor for a cancelled session', () => {
    drawAt(closes - 1, 'scheduled');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    drawAt(closes + 60, 'cancelled');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens who came once the room has closed', async () => {
    serve(
      'GET /api/lessons/7/attendance',
      answer({
        sessionId: 7,
        attended: false,
        attendees: [{ role: 'tutor', name: 'Maria Lopez', firstJoinedAt: startsAt, minutes: 12 }],
      }),
    );
    drawAt(closes);
    await userEvent.click(screen.getByRole('button', { name: 'Who came: Mathematics, Sam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who came to the lesson' });
    const list = await within(dialog).findByRole('list', { name: 'Who came' });
    expect(list.textContent).toBe('Maria Lopez · Tutor12 minutes');
  });
});
