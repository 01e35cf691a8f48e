// What the admin dashboard does with tutors: the list with search, create, edit, delete (which
// hides the tutor and cancels their future bookings with an e-mail), and hiding reviews.
import { TutorInputSchema, type TutorValues } from '@contract/admin';
import { TutorSchema } from '@contract/tutors';
import { adminKind, type ReviewModeration, toAdminReview } from '../../lib/admin-kind';
import { writeCatalog } from '../../lib/catalog-write';
import { cancelSessionsOfRemovedTutor } from './bookings.service';
import * as repo from './tutors.repository';
import { toTutor } from './tutors.service';

function tutorValues(values: TutorValues): repo.TutorValues {
  const { rating: _rating, ratingCount: _count, ...rest } = values;
  return rest;
}

export const tutorsAdmin = adminKind({
  kind: 'tutors',
  scope: 'tutors',
  input: TutorInputSchema,
  item: TutorSchema,
  list: async (db, q, page) => (await repo.adminListTutors(db, q, page)).map(toTutor),
  count: repo.adminCountTutors,
  find: async (db, id) => {
    const row = await repo.findActiveTutor(db, id);
    return row && toTutor(row);
  },
  insert: (tx, values) => repo.insertTutor(tx, tutorValues(values)),
  update: (tx, id, values) => repo.updateTutor(tx, id, tutorValues(values)),
  hide: repo.hideTutor,
  // The tutor's future bookings are cancelled and each booker is told by e-mail.
  afterDelete: async (ctx, id) => {
    await cancelSessionsOfRemovedTutor(ctx, id);
  },
});

const listModerated = async (db: Parameters<typeof repo.adminListReviews>[0], tutorId: number) =>
  (await repo.adminListReviews(db, tutorId)).map(({ tutorId: itemId, ...rest }) =>
    toAdminReview({ ...rest, itemId }),
  );

export const tutorReviewModeration: ReviewModeration = {
  list: (ctx, tutorId) => listModerated(ctx.db, tutorId),
  async setHidden(ctx, reviewId, hidden) {
    const tutorId = await writeCatalog(ctx, ['tutors'], async (tx) => {
      const id = await repo.setReviewHidden(tx, reviewId, hidden);
      if (id !== undefined) await repo.recomputeRating(tx, id);
      return id;
    });
    if (tutorId === undefined) return undefined;
    return (await listModerated(ctx.db, tutorId)).find((r) => r.id === reviewId);
  },
};
