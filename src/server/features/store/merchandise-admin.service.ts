// What the admin dashboard does with merchandise: every item not deleted (inactive ones too),
// create, edit, delete (which hides it: purchases keep what they showed).
import { MerchandiseInputSchema } from '#contract/admin.ts';
import { AdminMerchandiseSchema } from '#contract/store.ts';
import { adminKind } from '#server/lib/admin-kind.ts';
import * as repo from './merchandise-admin.repository.ts';
import { toAdminMerchandise } from './store.service.ts';

export const merchandiseAdmin = adminKind({
  kind: 'merchandise',
  scope: 'merchandise',
  input: MerchandiseInputSchema,
  item: AdminMerchandiseSchema,
  list: async (db, q, page) => (await repo.adminListMerchandise(db, q, page)).map(toAdminMerchandise),
  count: repo.adminCountMerchandise,
  find: async (db, id) => {
    const row = await repo.findMerchandise(db, id);
    return row && toAdminMerchandise(row);
  },
  insert: (tx, values) => repo.insertMerchandise(tx, values),
  update: (tx, id, values) => repo.updateMerchandise(tx, id, values),
  hide: repo.hideMerchandise,
});
