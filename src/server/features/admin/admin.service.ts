// The admin's rules: one create/edit/delete pattern for the five kinds (every write through
// writeCatalog, so the public lists show it at once), the tutor form with its image, and the
// moderation of reviews. Each kind's reads and writes are its own feature's (admin-kinds.ts).

import type { z } from 'zod';
import {
  ADMIN_KIND_LABELS,
  type AdminListFilters,
  type AdminReview,
  type ReviewedKind,
  TutorInputSchema,
} from '#contract/admin.ts';
import type { AdminTutor } from '#contract/tutors.ts';
import type { AppContext } from '#server/app-context.ts';
import * as reviews from '#server/features/reviews/reviews.service.ts';
import type { AdminKindHandler } from '#server/lib/admin-kind.ts';
import { AppError } from '#server/lib/app-error.ts';
import { writeCatalog } from '#server/lib/catalog-write.ts';
import { type ListPage, readList } from '#server/lib/lists.ts';
import { ADMIN_KIND_HANDLERS } from './admin-kinds.ts';
import type { MultipartForm } from './multipart-form.ts';
import { storeTutorImage } from './tutor-image.ts';

function notFound(handler: { kind: keyof typeof ADMIN_KIND_LABELS }): AppError {
  const { singular } = ADMIN_KIND_LABELS[handler.kind];
  return AppError.notFound(`No such ${singular}`);
}

export async function listItems<I extends z.ZodType, Item>(
  ctx: AppContext,
  handler: AdminKindHandler<I, Item>,
  filters: AdminListFilters,
): Promise<ListPage<Item>> {
  return readList(
    filters,
    { rows: (page) => handler.list(ctx.db, filters.q, page), count: () => handler.count(ctx.db, filters.q) },
    (item) => item,
  );
}

async function found<I extends z.ZodType, Item>(
  ctx: AppContext,
  handler: AdminKindHandler<I, Item>,
  id: number,
): Promise<Item> {
  const item = await handler.find(ctx.db, id);
  if (item === undefined) throw notFound(handler);
  return item;
}

export async function createItem<I extends z.ZodType, Item>(
  ctx: AppContext,
  handler: AdminKindHandler<I, Item>,
  values: z.output<I>,
): Promise<Item> {
  const id = await writeCatalog(ctx, [handler.scope], (tx) => handler.insert(tx, values, ctx));
  return found(ctx, handler, id);
}

export async function updateItem<I extends z.ZodType, Item>(
  ctx: AppContext,
  handler: AdminKindHandler<I, Item>,
  id: number,
  values: z.output<I>,
): Promise<Item> {
  const updated = await writeCatalog(ctx, [handler.scope], (tx) => handler.update(tx, id, values, ctx));
  if (!updated) throw notFound(handler);
  return found(ctx, handler, id);
}

export async function deleteItem<I extends z.ZodType, Item>(
  ctx: AppContext,
  handler: AdminKindHandler<I, Item>,
  id: number,
): Promise<void> {
  const hidden = await writeCatalog(ctx, [handler.scope], (tx) => handler.hide(tx, id));
  if (!hidden) throw notFound(handler);
  await handler.afterDelete?.(ctx, id);
}

// ------------------------------------------------------------------ the tutor form with its image

/** Validates the multipart tutor form like the JSON one; a sent file wins over `imageUrl`. */
async function tutorValuesFromForm(ctx: AppContext, form: MultipartForm) {
  const parsed = TutorInputSchema.safeParse(form.fields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw AppError.badRequest(issues[0]?.message ?? 'Invalid form', issues);
  }
  if (!form.image) return parsed.data;
  return { ...parsed.data, imageUrl: await storeTutorImage(ctx.config.dataDir, form.image) };
}

export async function createTutorFromForm(ctx: AppContext, form: MultipartForm): Promise<AdminTutor> {
  return createItem(ctx, ADMIN_KIND_HANDLERS.tutors, await tutorValuesFromForm(ctx, form));
}

export async function updateTutorFromForm(
  ctx: AppContext,
  id: number,
  form: MultipartForm,
): Promise<AdminTutor> {
  // An unknown tutor is a 404 before any image is stored.
  await found(ctx, ADMIN_KIND_HANDLERS.tutors, id);
  return updateItem(ctx, ADMIN_KIND_HANDLERS.tutors, id, await tutorValuesFromForm(ctx, form));
}

// ------------------------------------------------------------------ review moderation

/** Every review of a tutor or an item, hidden ones too (the reviews feature's rules). */
export function listReviews(ctx: AppContext, kind: ReviewedKind, itemId: number): Promise<AdminReview[]> {
  return reviews.moderatedReviews(ctx, kind, itemId);
}

/** Hides (or shows again) a review; the item's rating is recomputed without hidden reviews. */
export function setReviewHidden(
  ctx: AppContext,
  kind: ReviewedKind,
  reviewId: number,
  hidden: boolean,
  adminId: number,
): Promise<AdminReview> {
  return reviews.setReviewHidden(ctx, kind, reviewId, hidden ? { at: ctx.clock.now(), by: adminId } : null);
}
