// The questions each game asked this child lately, kept in the browser between rounds so the next
// rounds ask others until the game's pool is used up (createGameSession's `recent`). Bounded, and
// anything unreadable (another version's data, a hand edit) is ignored rather than trusted.

export const QUESTION_HISTORY_KEY = 'sprout.recentQuestions';
/** More than the largest pool a level draws from (270 word questions), so a pool can run out. */
export const MAX_KEYS_PER_GAME = 500;
/** Games remembered; the one played longest ago is forgotten first. */
export const MAX_GAMES = 30;
const MAX_KEY_LENGTH = 300;

/** The part of the Web Storage API this needs (localStorage, or a fake in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Game id → keys, oldest first, with the games in the order they were last played. Stored as a
 * list of `{ game, keys }` (an object's number-like keys would lose that order).
 */
type History = Map<number, string[]>;

function isKey(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_KEY_LENGTH;
}

function read(storage: KeyValueStorage): History {
  const history: History = new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(QUESTION_HISTORY_KEY) ?? '[]');
  } catch {
    return history;
  }
  if (!Array.isArray(parsed)) return history;
  const entries: unknown[] = parsed;
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const game: unknown = 'game' in entry ? entry.game : undefined;
    const keys: unknown = 'keys' in entry ? entry.keys : undefined;
    if (typeof game !== 'number' || !Number.isSafeInteger(game) || !Array.isArray(keys)) continue;
    history.delete(game);
    history.set(game, keys.filter(isKey).slice(-MAX_KEYS_PER_GAME));
  }
  return history;
}

/** The keys a game asked lately, oldest first; none when the storage cannot be read. */
export function recentQuestions(storage: KeyValueStorage | null, gameId: number): string[] {
  if (!storage) return [];
  try {
    return read(storage).get(gameId) ?? [];
  } catch {
    return [];
  }
}

/** Replaces a game's remembered keys (the session's `seen()`), keeping the newest. */
export function rememberQuestions(storage: KeyValueStorage | null, gameId: number, seen: readonly string[]) {
  if (!storage) return;
  try {
    const history = read(storage);
    history.delete(gameId);
    history.set(gameId, seen.filter(isKey).slice(-MAX_KEYS_PER_GAME));
    const games = [...history.entries()].slice(-MAX_GAMES).map(([game, keys]) => ({ game, keys }));
    storage.setItem(QUESTION_HISTORY_KEY, JSON.stringify(games));
  } catch {
    // Full or blocked storage: the next round may repeat a question, nothing worse.
  }
}

/** The browser's localStorage, or null where there is none or it is blocked. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
