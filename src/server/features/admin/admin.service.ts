// The admin's rules: one create/edit/delete pattern for the five kinds (every write through
// writeCatalog, so the public lists show it at once), the tutor form with its image, the
// contact messages and the moderation of reviews.
import {
  ADMIN_KIND_LABELS,
  type AdminListFilters,
  type AdminMessage,
  type AdminReview,
  type ReviewedKind,
  TutorInputSchema,
} from '@contract/admin';
import type { Tutor } from '@contract/tutors';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { writeCatalog } from '../../lib/catalog-write';
import { type ListPage, pageOf } from '../../lib/lists';
import * as contactRepo from '../contact/contact.repository';
import * as merchandiseRepo from '../store/merchandise-admin.repository';
import * as tutorsRepo from '../tutors/tutors.repository';
import { type AdminKindHandler, TUTOR_HANDLER } from './admin-kinds';
import type { MultipartForm } from './multipart-form';
import { storeTutorImage } from './tutor-image';

function notFound(handler: { kind: keyof typeof ADMIN_KIND_LABELS }): AppError {
  const { singular } = ADMIN_KIND_LABELS[handler.kind];
  return AppError.notFound(`No such ${singular}`);
}

export async function listItems<I extends z.ZodType, Item>(
  ctx: AppContext,
  handler: AdminKindHandler<I, Item>,
  filters: AdminListFilters,
): Promise<ListPage<Item>> {
  const [items, total] = await Promise.all([
    handler.list(ctx.db, filters.q, pageOf(filters)),
    filters.limit === undefined ? undefined : handler.count(ctx.db, filters.q),
  ]);
  return { items, ...(total === undefined ? {} : { total }) };
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

export async function createTutorFromForm(ctx: AppContext, form: MultipartForm): Promise<Tutor> {
  return createItem(ctx, TUTOR_HANDLER, await tutorValuesFromForm(ctx, form));
}

export async function updateTutorFromForm(ctx: AppContext, id: number, form: MultipartForm): Promise<Tutor> {
  // An unknown tutor is a 404 before any image is stored.
  await found(ctx, TUTOR_HANDLER, id);
  return updateItem(ctx, TUTOR_HANDLER, id, await tutorValuesFromForm(ctx, form));
}

// ------------------------------------------------------------------ contact messages

type MessageRow = NonNullable<Awaited<ReturnType<typeof contactRepo.findMessage>>>;

function toMessage(row: MessageRow): AdminMessage {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

export async function listMessages(ctx: AppContext, query: { limit?: number; offset?: number }) {
  const [rows, unhandled, total] = await Promise.all([
    contactRepo.listMessages(ctx.db, pageOf(query)),
    contactRepo.countMessages(ctx.db, true),
    query.limit === undefined ? undefined : contactRepo.countMessages(ctx.db, false),
  ]);
  return { items: rows.map(toMessage), unhandled, total };
}

/** Marks a message handled; the first admin who did it, and when, are kept. */
export async function markMessageHandled(
  ctx: AppContext,
  id: number,
  adminId: number,
): Promise<AdminMessage> {
  if (!(await contactRepo.markHandled(ctx.db, id, adminId, ctx.clock.now()))) {
    throw AppError.notFound('No such message');
  }
  const row = await contactRepo.findMessage(ctx.db, id);
  if (!row) throw AppError.notFound('No such message');
  return toMessage(row);
}

// ------------------------------------------------------------------ review moderation

interface ReviewRow {
  id: number;
  itemId: number;
  userId: number;
  username: string;
  rating: number;
  comment: string;
  dateSubmitted: Date;
  hiddenAt: Date | null;
}

function toAdminReview(row: ReviewRow): AdminReview {
  const { hiddenAt, dateSubmitted, ...rest } = row;
  return { ...rest, dateSubmitted: dateSubmitted.toISOString(), hidden: hiddenAt !== null };
}

/** Each reviewed kind's reads and writes; the item's rating is recomputed without hidden reviews. */
const REVIEWS = {
  tutors: {
    list: async (ctx: AppContext, itemId: number) =>
      (await tutorsRepo.adminListReviews(ctx.db, itemId)).map(({ tutorId, ...r }) => ({
        ...r,
        itemId: tutorId,
      })),
    setHidden: tutorsRepo.setReviewHidden,
    recompute: tutorsRepo.recomputeRating,
  },
  merchandise: {
    list: (ctx: AppContext, itemId: number) => merchandiseRepo.adminListMerchandiseReviews(ctx.db, itemId),
    setHidden: merchandiseRepo.setMerchandiseReviewHidden,
    recompute: merchandiseRepo.recomputeMerchandiseRating,
  },
} satisfies Record<ReviewedKind, unknown>;

export async function listReviews(
  ctx: AppContext,
  kind: ReviewedKind,
  itemId: number,
): Promise<AdminReview[]> {
  return (await REVIEWS[kind].list(ctx, itemId)).map(toAdminReview);
}

export async function setReviewHidden(
  ctx: AppContext,
  kind: ReviewedKind,
  reviewId: number,
  hidden: boolean,
  adminId: number,
): Promise<AdminReview> {
  const reviews = REVIEWS[kind];
  const itemId = await writeCatalog(ctx, [kind], async (tx) => {
    const id = await reviews.setHidden(tx, reviewId, hidden ? { at: ctx.clock.now(), by: adminId } : null);
    if (id !== undefined) await reviews.recompute(tx, id);
    return id;
  });
  if (itemId === undefined) throw AppError.notFound('No such review');
  const review = (await listReviews(ctx, kind, itemId)).find((r) => r.id === reviewId);
  if (!review) throw AppError.notFound('No such review');
  return review;
}
