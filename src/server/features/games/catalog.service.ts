// The games' catalog: the list, one game with the rules it plays by, and a player's rating.

import type { User } from '#contract/accounts.ts';
import type { PaginationQuery } from '#contract/common.ts';
import { type GameRules, SKILL_TYPES, type SkillType } from '#contract/game-rules.ts';
import { resolveGameRules } from '#contract/game-rules-schema.ts';
import type { AdminGame, Game, GameRating, RateGameInput } from '#contract/games.ts';
import type { Locale } from '#contract/i18n/locales.ts';
import type { AppContext } from '#server/app-context.ts';
import { AppError } from '#server/lib/app-error.ts';
import { inReaderLanguage } from '#server/lib/authored-text.ts';
import { writeCatalog } from '#server/lib/catalog-write.ts';
import { type ListPage, readList } from '#server/lib/lists.ts';
import * as repo from './catalog.repository.ts';

const SKILL_BY_CATEGORY: Record<string, SkillType> = {
  'Math Games': 'arithmetic',
  'Reading Fun': 'spelling',
  'Science Zone': 'science-facts',
  'Critical Thinking': 'patterns',
};

/** A stored skill type outside the engine's list still plays: the kind its category suggests. */
function skillTypeOf(row: Pick<repo.GameRow, 'skillType' | 'category'>): SkillType {
  const known = SKILL_TYPES.find((s) => s === row.skillType);
  return known ?? SKILL_BY_CATEGORY[row.category] ?? 'arithmetic';
}

export function rulesOf(row: repo.GameRow): GameRules {
  return resolveGameRules(row.rules, row);
}

/** A game as the admin edits it: the English texts and their Spanish versions. */
export function toAdminGame(row: repo.GameRow): AdminGame {
  const { isActive: _active, ...rest } = row;
  return { ...rest, skillType: skillTypeOf(row), rules: rulesOf(row) };
}

/** A game as a reader of `locale` reads it: each text in their language where it was written. */
export function toGame(row: repo.GameRow, locale: Locale): Game {
  const { titleEs, descriptionEs, ...game } = toAdminGame(row);
  const title = inReaderLanguage(locale, game.title, titleEs);
  const description = inReaderLanguage(locale, game.description, descriptionEs);
  return {
    ...game,
    title: title.text,
    description: description.text,
    lang: { title: title.lang, description: description.lang },
  };
}

export async function listGames(
  ctx: AppContext,
  query: Partial<PaginationQuery>,
  locale: Locale,
): Promise<ListPage<Game>> {
  return readList(
    query,
    { rows: (page) => repo.listActiveGames(ctx.db, page), count: () => repo.countActiveGames(ctx.db) },
    (row) => toGame(row, locale),
  );
}

async function activeGame(ctx: AppContext, id: number): Promise<repo.GameRow> {
  const row = await repo.findGame(ctx.db, id);
  if (!row?.isActive) throw AppError.notFound('We could not find that game.');
  return row;
}

export async function getGame(ctx: AppContext, id: number, locale: Locale): Promise<Game> {
  return toGame(await activeGame(ctx, id), locale);
}

/**
 * A player's stars for a game, after a round of it (one rating per player, changeable). The
 * catalog shows the players' average once enough have rated, so the write invalidates it.
 */
export async function rateGame(
  ctx: AppContext,
  user: User,
  gameId: number,
  input: RateGameInput,
): Promise<GameRating> {
  await activeGame(ctx, gameId);
  if (!(await repo.hasPlayedGame(ctx.db, user.id, gameId))) {
    throw AppError.forbidden('You can rate a game after you play a round of it.');
  }
  await writeCatalog(ctx, ['games'], (tx) =>
    repo.upsertRating(tx, { gameId, userId: user.id, rating: input.rating, updatedAt: ctx.clock.now() }),
  );
  const [game, ratingCount] = await Promise.all([activeGame(ctx, gameId), repo.ratingCount(ctx.db, gameId)]);
  return { gameId, rating: input.rating, gameRating: game.rating, ratingCount };
}

/** Games by id with their title, picture and levels, also those since hidden (what a note names). */
export async function gameCards(ctx: Pick<AppContext, 'db'>, ids: readonly number[]) {
  const rows = await repo.gamesByIds(ctx.db, ids);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        title: row.title,
        imageUrl: row.imageUrl,
        isActive: row.isActive,
        levels: rulesOf(row).levels,
      },
    ]),
  );
}
