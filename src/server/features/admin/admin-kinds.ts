// The five kinds of catalog item the admin manages, each described once: its contract schemas,
// the catalog scope its writes invalidate, and the owning feature's repository functions. The
// routes and the service are one pattern over this list (admin.routes.ts, admin.service.ts).
import {
  type AdminKind,
  ArticleInputSchema,
  type ArticleValues,
  GameInputSchema,
  type GameValues,
  MerchandiseInputSchema,
  type MerchandiseValues,
  TestimonialInputSchema,
  type TestimonialValues,
  TutorInputSchema,
  type TutorValues,
} from '@contract/admin';
import { ArticleSchema } from '@contract/articles';
import { GameSchema } from '@contract/games';
import { MerchandiseSchema } from '@contract/store';
import { TestimonialSchema } from '@contract/testimonials';
import { TutorSchema } from '@contract/tutors';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { sanitizeArticleHtml } from '../../lib/sanitize-html';
import type { CatalogScope } from '../../plugins/catalog-cache';
import * as articlesRepo from '../articles/articles.repository';
import { toArticle } from '../articles/articles.service';
import * as gamesRepo from '../games/games.repository';
import { toGame } from '../games/games.service';
import * as merchandiseRepo from '../store/merchandise-admin.repository';
import { toMerchandise } from '../store/store.service';
import * as testimonialsRepo from '../testimonials/testimonials.repository';
import { cancelSessionsOfRemovedTutor } from '../tutors/bookings.service';
import * as tutorsRepo from '../tutors/tutors.repository';
import { toTutor } from '../tutors/tutors.service';

type Page = { limit: number; offset: number };

export interface AdminKindHandler<Input extends z.ZodType, Item> {
  kind: AdminKind;
  scope: CatalogScope;
  /** The form's schema: validates the body of a create and an edit. */
  input: Input;
  /** The item as the admin list, a create and an edit answer it. */
  item: z.ZodType<Item>;
  list(db: Executor, q: string | undefined, page: Page): Promise<Item[]>;
  count(db: Executor, q: string | undefined): Promise<number>;
  /** An item that is not deleted. */
  find(db: Executor, id: number): Promise<Item | undefined>;
  insert(tx: Executor, values: z.output<Input>, ctx: AppContext): Promise<number>;
  /** Answers false when there is no such item (or it is deleted). */
  update(tx: Executor, id: number, values: z.output<Input>, ctx: AppContext): Promise<boolean>;
  /** Deleting hides the item: users' history keeps it (DESIGN section 5 "Admin"). */
  hide(tx: Executor, id: number): Promise<boolean>;
  /** What a delete does after it commits. */
  afterDelete?(ctx: AppContext, id: number): Promise<void>;
}

/** A kind's handler, keeping its own input and item types (a helper for the list below). */
function kind<Input extends z.ZodType, Item>(handler: AdminKindHandler<Input, Item>) {
  return handler;
}

const tutors = kind({
  kind: 'tutors',
  scope: 'tutors',
  input: TutorInputSchema,
  item: TutorSchema,
  list: async (db, q, page) => (await tutorsRepo.adminListTutors(db, q, page)).map(toTutor),
  count: tutorsRepo.adminCountTutors,
  find: async (db, id) => {
    const row = await tutorsRepo.findActiveTutor(db, id);
    return row && toTutor(row);
  },
  insert: (tx, values) => tutorsRepo.insertTutor(tx, tutorValues(values)),
  update: (tx, id, values) => tutorsRepo.updateTutor(tx, id, tutorValues(values)),
  hide: tutorsRepo.hideTutor,
  // The tutor's future bookings are cancelled and each booker is told by e-mail.
  afterDelete: async (ctx, id) => {
    await cancelSessionsOfRemovedTutor(ctx, id);
  },
});

function tutorValues(values: TutorValues): tutorsRepo.TutorValues {
  const { rating: _rating, ratingCount: _count, ...rest } = values;
  return rest;
}

/** The stored HTML is the sanitized HTML; content that sanitizes to almost nothing is refused. */
function articleValues(values: ArticleValues, now: Date | undefined): articlesRepo.ArticleValues {
  const content = sanitizeArticleHtml(values.content);
  if (content.length < 10) throw AppError.invalidField('content', 'Content must be at least 10 characters');
  const { publishedAt, ...rest } = values;
  const date = publishedAt ? new Date(publishedAt) : now;
  return { ...rest, content, ...(date ? { publishedAt: date } : {}) };
}

const articles = kind({
  kind: 'articles',
  scope: 'articles',
  input: ArticleInputSchema,
  item: ArticleSchema,
  list: async (db, q, page) => (await articlesRepo.adminListArticles(db, q, page)).map(toArticle),
  count: articlesRepo.adminCountArticles,
  find: async (db, id) => {
    const row = await articlesRepo.findActiveArticle(db, id);
    return row && toArticle(row);
  },
  insert: (tx, values, ctx) => articlesRepo.insertArticle(tx, articleValues(values, ctx.clock.now())),
  // An edit without a publish date keeps the one the article has.
  update: (tx, id, values) => articlesRepo.updateArticle(tx, id, articleValues(values, undefined)),
  hide: articlesRepo.hideArticle,
});

/** Levels and badges are the game's rules; the spec's fields that describe them follow from them. */
function gameValues(values: GameValues): gamesRepo.GameValues {
  return {
    ...values,
    haslevels: values.rules.levels.length > 0,
    totallevels: values.rules.levels.length,
    availablebadges: values.rules.badges.map((b) => b.name),
  };
}

const games = kind({
  kind: 'games',
  scope: 'games',
  input: GameInputSchema,
  item: GameSchema,
  list: async (db, q, page) => (await gamesRepo.adminListGames(db, q, page)).map(toGame),
  count: gamesRepo.adminCountGames,
  find: async (db, id) => {
    const row = await gamesRepo.findGame(db, id);
    return row?.isActive ? toGame(row) : undefined;
  },
  insert: (tx, values) => gamesRepo.insertGame(tx, gameValues(values)),
  update: (tx, id, values) => gamesRepo.updateGame(tx, id, gameValues(values)),
  hide: gamesRepo.hideGame,
});

const testimonials = kind({
  kind: 'testimonials',
  scope: 'testimonials',
  input: TestimonialInputSchema,
  item: TestimonialSchema,
  list: testimonialsRepo.adminListTestimonials,
  count: testimonialsRepo.adminCountTestimonials,
  find: testimonialsRepo.findTestimonial,
  insert: (tx, values: TestimonialValues) => testimonialsRepo.insertTestimonial(tx, values),
  update: (tx, id, values: TestimonialValues) => testimonialsRepo.updateTestimonial(tx, id, values),
  hide: testimonialsRepo.hideTestimonial,
});

const merchandise = kind({
  kind: 'merchandise',
  scope: 'merchandise',
  input: MerchandiseInputSchema,
  item: MerchandiseSchema,
  list: async (db, q, page) => (await merchandiseRepo.adminListMerchandise(db, q, page)).map(toMerchandise),
  count: merchandiseRepo.adminCountMerchandise,
  find: async (db, id) => {
    const row = await merchandiseRepo.findMerchandise(db, id);
    return row && toMerchandise(row);
  },
  insert: (tx, values: MerchandiseValues) => merchandiseRepo.insertMerchandise(tx, values),
  update: (tx, id, values: MerchandiseValues) => merchandiseRepo.updateMerchandise(tx, id, values),
  hide: merchandiseRepo.hideMerchandise,
});

export const ADMIN_KIND_HANDLERS = { tutors, articles, games, testimonials, merchandise };
export const TUTOR_HANDLER = tutors;
