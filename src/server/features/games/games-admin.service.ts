// What the admin dashboard does with games. Levels and badges are the game's rules (data), so a
// game an admin adds is playable at once; the spec's fields that describe them follow from them.
import { GameInputSchema, type GameValues } from '@contract/admin';
import { GameSchema } from '@contract/games';
import { adminKind } from '../../lib/admin-kind';
import * as repo from './games.repository';
import { toGame } from './games.service';

function gameValues(values: GameValues): repo.GameValues {
  return {
    ...values,
    haslevels: values.rules.levels.length > 0,
    totallevels: values.rules.levels.length,
    availablebadges: values.rules.badges.map((b) => b.name),
  };
}

export const gamesAdmin = adminKind({
  kind: 'games',
  scope: 'games',
  input: GameInputSchema,
  item: GameSchema,
  list: async (db, q, page) => (await repo.adminListGames(db, q, page)).map(toGame),
  count: repo.adminCountGames,
  find: async (db, id) => {
    const row = await repo.findGame(db, id);
    return row?.isActive ? toGame(row) : undefined;
  },
  insert: (tx, values) => repo.insertGame(tx, gameValues(values)),
  update: (tx, id, values) => repo.updateGame(tx, id, gameValues(values)),
  hide: repo.hideGame,
});
