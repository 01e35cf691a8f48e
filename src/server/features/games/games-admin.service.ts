// What the admin dashboard does with games. Levels and badges are the game's rules (data), so a
// game an admin adds is playable at once; the spec's fields that describe them follow from them.
import { GameInputSchema, type GameValues } from '#contract/admin.ts';
import { defaultRulesFor, type GameRules } from '#contract/game-rules.ts';
import { AdminGameSchema } from '#contract/games.ts';
import { adminKind } from '#server/lib/admin-kind.ts';
import * as repo from './catalog.repository.ts';
import { toAdminGame } from './catalog.service.ts';

function gameValues(values: GameValues, rules: GameRules): repo.GameValues {
  return {
    ...values,
    rules,
    haslevels: rules.levels.length > 0,
    totallevels: rules.levels.length,
    availablebadges: rules.badges.map((b) => b.name),
  };
}

/** A new game without rules plays by its kind's defaults: a round of questions, scored for its pace. */
function defaultRules(values: GameValues): GameRules {
  return defaultRulesFor({
    skillType: values.skillType,
    haslevels: false,
    totallevels: 0,
    availablebadges: [],
  });
}

export const gamesAdmin = adminKind({
  kind: 'games',
  scope: 'games',
  input: GameInputSchema,
  item: AdminGameSchema,
  list: async (db, q, page) => (await repo.adminListGames(db, q, page)).map(toAdminGame),
  count: repo.adminCountGames,
  find: async (db, id) => {
    const row = await repo.findGame(db, id);
    return row?.isActive ? toAdminGame(row) : undefined;
  },
  insert: (tx, values) => repo.insertGame(tx, gameValues(values, values.rules ?? defaultRules(values))),
  update: async (tx, id, values) => {
    // An edit that leaves the rules out keeps the game's own; a missing game updates nothing.
    let rules = values.rules;
    if (!rules) {
      const row = await repo.findGame(tx, id);
      if (!row) return false;
      rules = toAdminGame(row).rules;
    }
    return repo.updateGame(tx, id, gameValues(values, rules));
  },
  hide: repo.hideGame,
});
