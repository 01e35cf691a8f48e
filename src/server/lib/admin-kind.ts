// What a feature gives the admin dashboard for one kind of catalog item (tutors, articles, games,
// testimonials, merchandise): its schemas and its own service's reads and writes. The admin
// feature runs one create/edit/delete/list pattern over the five (features/admin).

import type { z } from 'zod';
import type { AdminKind } from '#contract/admin.ts';
import type { AppContext } from '#server/app-context.ts';
import type { Executor } from '#server/db/client.ts';
import type { CatalogScope } from '#server/plugins/catalog-cache.ts';
import type { RowsPage } from './lists.ts';

export interface AdminKindHandler<Input extends z.ZodType, Item> {
  kind: AdminKind;
  scope: CatalogScope;
  /** The form's schema: validates the body of a create and an edit. */
  input: Input;
  /** The item as the admin list, a create and an edit answer it. */
  item: z.ZodType<Item>;
  list(db: Executor, q: string | undefined, page: RowsPage): Promise<Item[]>;
  count(db: Executor, q: string | undefined): Promise<number>;
  /** An item that is not deleted. */
  find(db: Executor, id: number): Promise<Item | undefined>;
  /** Inside the caller's writeCatalog transaction. */
  insert(tx: Executor, values: z.output<Input>, ctx: AppContext): Promise<number>;
  /** Answers false when there is no such item (or it is deleted). */
  update(tx: Executor, id: number, values: z.output<Input>, ctx: AppContext): Promise<boolean>;
  /** Deleting hides the item: users' history keeps it (docs/rules.md#rules-the-product-leaves-open "Admin"). */
  hide(tx: Executor, id: number): Promise<boolean>;
  /** What a delete does after it commits. */
  afterDelete?(ctx: AppContext, id: number): Promise<void>;
}

/** A kind's handler, keeping its own input and item types. */
export function adminKind<Input extends z.ZodType, Item>(handler: AdminKindHandler<Input, Item>) {
  return handler;
}
