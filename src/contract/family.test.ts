import { describe, expect, it } from 'vitest';
import { daysEndingAt, fillDays, linkRequestText, recentActivities } from './family.ts';
import { durationText, studyMinutesBetween } from './study.ts';

describe('durationText (docs/product.md#constants-and-limits)', () => {
  it('shows under 60 minutes as minutes, otherwise hours and minutes', () => {
    expect(durationText(0)).toBe('0 min');
    expect(durationText(1)).toBe('1 min');
    expect(durationText(59)).toBe('59 min');
    expect(durationText(60)).toBe('1 h');
    expect(durationText(65)).toBe('1 h 5 min');
    expect(durationText(240)).toBe('4 h');
  });
});

describe('studyMinutesBetween', () => {
  it('rounds to whole minutes and stops at 4 hours', () => {
    const start = new Date('2026-06-01T10:00:00Z');
    expect(studyMinutesBetween(start, new Date('2026-06-01T10:00:29Z'))).toBe(0);
    expect(studyMinutesBetween(start, new Date('2026-06-01T10:00:30Z'))).toBe(1);
    expect(studyMinutesBetween(start, new Date('2026-06-01T15:00:00Z'))).toBe(240);
  });
});

describe('the daily figures', () => {
  it('counts the days ending today on the clocks of the zone asked, oldest first', () => {
    const lateEvening = new Date('2026-03-01T23:59:00-05:00');
    expect(daysEndingAt(lateEvening, 3, 'UTC')).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysEndingAt(lateEvening, 3, 'America/New_York')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('fills days without anything with zeros', () => {
    const days = ['2026-06-01', '2026-06-02'];
    expect(fillDays(days, new Map([['2026-06-02', 30]]), new Map([['2026-06-01', 15]]))).toEqual([
      { date: '2026-06-01', studyMinutes: 0, pointsEarned: 15 },
      { date: '2026-06-02', studyMinutes: 30, pointsEarned: 0 },
    ]);
  });
});

describe('recentActivities', () => {
  const study = (id: number, at: string) => ({ id, subject: 'Reading', startTime: at, completed: false });
  const score = (id: number, at: string) => ({
    id,
    game: { name: 'Math Challenge' },
    score: 40,
    correctAnswers: 8,
    totalQuestions: 9,
    dateCompleted: at,
  });
  const booking = (id: number, bookedAt: string) => ({
    id,
    subject: 'Science',
    tutor: { name: 'Amara', imageUrl: null },
    status: 'scheduled' as const,
    createdAt: bookedAt,
  });

  it('merges study, game and tutor activity, newest first, five at most', () => {
    const list = recentActivities({
      studySessions: [study(1, '2026-06-05T10:00:00Z'), study(2, '2026-06-01T10:00:00Z')],
      gameScores: [score(3, '2026-06-04T10:00:00Z'), score(4, '2026-06-02T10:00:00Z')],
      tutorSessions: [booking(5, '2026-06-06T10:00:00Z'), booking(6, '2026-06-03T10:00:00Z')],
    });
    expect(list.map((a) => `${a.kind}${a.id}`)).toEqual([
      'tutoring5',
      'study1',
      'game3',
      'tutoring6',
      'game4',
    ]);
    expect(list[2]).toMatchObject({ title: 'Played Math Challenge', detail: 'Score 40 (8/9 correct)' });
  });
});

describe('linkRequestText', () => {
  it('is the sentence of docs/rules.md#rules-the-product-leaves-open', () => {
    expect(linkRequestText('Dana Rivers', 'guardian')).toBe(
      'Dana Rivers would like to link to your account as your guardian',
    );
  });
});
