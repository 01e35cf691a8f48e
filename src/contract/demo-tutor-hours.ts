// The demo tutors' own hours (docs/tutoring.md#a-tutors-hours), by tutor name. Most keep the
// windows of their availability options, so the times the demo and its browser journeys book stay
// as they were; a few teach narrower hours, overlapping exactly the same options. Each keeps
// their catalog session type first, so the catalog shows the same tutors before and after.
import type { DemoTutor } from './demo-content.ts';
import { type TutorHoursValues, weeklyOfAvailability } from './teach-hours.ts';

type DemoHours = Pick<TutorHoursValues, 'weekly' | 'sessionTypes'>;

const on = (days: number[], from: string, to: string) => days.map((day) => ({ day, from, to }));
const WEEKDAYS = [1, 2, 3, 4, 5];

/** The tutors whose hours are narrower than their options' windows. */
const NARROWER: Record<string, DemoHours> = {
  'Grace Whitfield': { weekly: on(WEEKDAYS, '08:30', '11:30'), sessionTypes: ['Small Group (2-3)'] },
  'Tomas Rivera': { weekly: on(WEEKDAYS, '15:30', '18:30'), sessionTypes: ['Homework Help'] },
  'Aisha Bello': {
    weekly: [
      ...on([1, 3, 5], '09:00', '11:00'),
      ...on([1, 3, 5], '13:00', '15:00'),
      ...on([1, 3, 5], '18:00', '20:00'),
    ],
    sessionTypes: ['Educational Consulting', 'Homework Help'],
  },
  'Oliver Grant': {
    weekly: [...on(WEEKDAYS, '15:00', '17:00'), ...on([0], '10:00', '12:00')],
    sessionTypes: ['Homework Help'],
  },
};

/** A demo tutor's hours: narrower ones above, or the windows of their options and their one type. */
export function demoTutorHoursOf(tutor: Pick<DemoTutor, 'name' | 'availability' | 'sessionType'>): DemoHours {
  const narrower = NARROWER[tutor.name];
  if (narrower) return narrower;
  return { weekly: weeklyOfAvailability(tutor.availability), sessionTypes: [tutor.sessionType] };
}
