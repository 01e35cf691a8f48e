// What the admin dashboard does with tutors: the list with search, create, edit, delete (which
// hides the tutor and cancels their future bookings with an e-mail).
import { TutorInputSchema, type TutorValues } from '#contract/admin.ts';
import { availabilityOfWeekly } from '#contract/teach-hours.ts';
import { AdminTutorSchema } from '#contract/tutors.ts';
import { adminKind } from '#server/lib/admin-kind.ts';
import { cancelSessionsOfRemovedTutor } from './bookings.service.ts';
import * as repo from './tutors.repository.ts';
import { toAdminTutor } from './tutors.service.ts';

function tutorValues(values: TutorValues): repo.TutorValues {
  const { rating: _rating, ratingCount: _count, ...rest } = values;
  return rest;
}

export const tutorsAdmin = adminKind({
  kind: 'tutors',
  scope: 'tutors',
  input: TutorInputSchema,
  item: AdminTutorSchema,
  list: async (db, q, page) => (await repo.adminListTutors(db, q, page)).map(toAdminTutor),
  count: repo.adminCountTutors,
  find: async (db, id) => {
    const row = await repo.findActiveTutor(db, id);
    return row && toAdminTutor(row);
  },
  insert: (tx, values) => repo.insertTutor(tx, tutorValues(values)),
  update: async (tx, id, values) => {
    // A tutor with hours of their own: the catalog's options and type follow the hours, not the
    // form (docs/tutoring.md#a-tutors-hours).
    const hours = await repo.findOwnHours(tx, id);
    const own = hours && {
      availability: availabilityOfWeekly(hours.weekly),
      sessionType: hours.sessionTypes[0],
    };
    return repo.updateTutor(tx, id, { ...tutorValues(values), ...own });
  },
  hide: repo.hideTutor,
  // The tutor's future bookings are cancelled and each booker is told by e-mail.
  afterDelete: async (ctx, id) => {
    await cancelSessionsOfRemovedTutor(ctx, id);
  },
});
