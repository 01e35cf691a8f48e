// What the admin dashboard does with merchandise: every item not deleted (inactive ones too),
// create, edit, delete (which hides it: purchases keep what they showed), and hiding reviews.
import { MerchandiseInputSchema } from '@contract/admin';
import { MerchandiseSchema } from '@contract/store';
import { adminKind, type ReviewModeration, toAdminReview } from '../../lib/admin-kind';
import { writeCatalog } from '../../lib/catalog-write';
import * as repo from './merchandise-admin.repository';
import { recomputeRating } from './reviews.repository';
import { toMerchandise } from './store.service';

export const merchandiseAdmin = adminKind({
  kind: 'merchandise',
  scope: 'merchandise',
  input: MerchandiseInputSchema,
  item: MerchandiseSchema,
  list: async (db, q, page) => (await repo.adminListMerchandise(db, q, page)).map(toMerchandise),
  count: repo.adminCountMerchandise,
  find: async (db, id) => {
    const row = await repo.findMerchandise(db, id);
    return row && toMerchandise(row);
  },
  insert: (tx, values) => repo.insertMerchandise(tx, values),
  update: (tx, id, values) => repo.updateMerchandise(tx, id, values),
  hide: repo.hideMerchandise,
});

export const merchandiseReviewModeration: ReviewModeration = {
  list: async (ctx, itemId) => (await repo.adminListMerchandiseReviews(ctx.db, itemId)).map(toAdminReview),
  async setHidden(ctx, reviewId, hidden) {
    const itemId = await writeCatalog(ctx, ['merchandise'], async (tx) => {
      const id = await repo.setMerchandiseReviewHidden(tx, reviewId, hidden);
      if (id !== undefined) await recomputeRating(tx, id);
      return id;
    });
    if (itemId === undefined) return undefined;
    const row = await repo.findMerchandiseReview(ctx.db, reviewId);
    return row && toAdminReview(row);
  },
};
