// "Join the lesson" beside a booking: a hint before the room opens, the link from 10 minutes
// before the start to 15 after the end (the contract's constants), nothing after or for a
// session that will not happen.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LESSON_CLOSES_AFTER_MINUTES, LESSON_OPENS_BEFORE_MINUTES } from '#contract/lessons.ts';
import { SESSION_DURATION_MINUTES } from '#contract/sessions.ts';
import { renderInPage } from '#web/test/render.tsx';
import { lessonWindow } from '../lesson-window.ts';
import { JoinLessonLink } from './join-lesson-link.tsx';

const MINUTE = 60_000;
const startsAt = '2026-11-20T16:00:00.000Z';
const start = new Date(startsAt).getTime();

function at(minutesFromStart: number): Date {
  return new Date(start + minutesFromStart * MINUTE);
}

function drawAt(minutesFromStart: number, status: 'scheduled' | 'cancelled' = 'scheduled') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at(minutesFromStart));
  renderInPage(
    <JoinLessonLink sessionId={7} startsAt={startsAt} status={status} lesson="Mathematics, Maria Lopez" />,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the lesson window', () => {
  it('opens 10 minutes before the start and closes 15 minutes after the end', () => {
    const closes = SESSION_DURATION_MINUTES + LESSON_CLOSES_AFTER_MINUTES;
    expect(lessonWindow(startsAt, at(-LESSON_OPENS_BEFORE_MINUTES - 0.01))).toBe('early');
    expect(lessonWindow(startsAt, at(-LESSON_OPENS_BEFORE_MINUTES))).toBe('open');
    expect(lessonWindow(startsAt, at(closes - 0.01))).toBe('open');
    expect(lessonWindow(startsAt, at(closes))).toBe('over');
  });
});

describe('JoinLessonLink', () => {
  it('is a hint before the room opens', () => {
    drawAt(-11);
    expect(screen.getByText('The lesson room opens 10 minutes before the start')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links to the room while it is open, named for the lesson', () => {
    drawAt(-10);
    const link = screen.getByRole('link', { name: 'Join the lesson: Mathematics, Maria Lopez' });
    expect(link.getAttribute('href')).toBe('/lessons/7');
  });

  it('is gone once the room has closed, and for a cancelled session', () => {
    drawAt(SESSION_DURATION_MINUTES + LESSON_CLOSES_AFTER_MINUTES);
    expect(document.body.textContent).toBe('');
    cleanup();
    drawAt(0, 'cancelled');
    expect(document.body.textContent).toBe('');
  });
});
