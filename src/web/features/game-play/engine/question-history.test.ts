import { describe, expect, it } from 'vitest';
import {
  type KeyValueStorage,
  MAX_GAMES,
  MAX_KEYS_PER_GAME,
  QUESTION_HISTORY_KEY,
  recentQuestions,
  rememberQuestions,
} from './question-history.ts';

function memoryStorage(initial?: string): KeyValueStorage & { raw(): string | null } {
  let value: string | null = initial ?? null;
  return {
    getItem: (key) => (key === QUESTION_HISTORY_KEY ? value : null),
    setItem: (key, next) => {
      if (key === QUESTION_HISTORY_KEY) value = next;
    },
    raw: () => value,
  };
}

describe('the questions a game asked lately', () => {
  it('are remembered per game between rounds', () => {
    const storage = memoryStorage();
    expect(recentQuestions(storage, 3)).toEqual([]);
    rememberQuestions(storage, 3, ['a', 'b']);
    rememberQuestions(storage, 4, ['x']);
    expect(recentQuestions(storage, 3)).toEqual(['a', 'b']);
    expect(recentQuestions(storage, 4)).toEqual(['x']);
    rememberQuestions(storage, 3, ['a', 'b', 'c']);
    expect(recentQuestions(storage, 3)).toEqual(['a', 'b', 'c']);
  });

  it('are bounded: the newest keys of a game, and the games played last', () => {
    const storage = memoryStorage();
    const many = Array.from({ length: MAX_KEYS_PER_GAME + 20 }, (_, i) => `k${i}`);
    rememberQuestions(storage, 1, many);
    expect(recentQuestions(storage, 1)).toEqual(many.slice(20));

    for (let game = 2; game <= MAX_GAMES + 1; game++) rememberQuestions(storage, game, [`g${game}`]);
    // Game 1 was played longest ago: forgotten. Playing game 2 again keeps it among the newest.
    expect(recentQuestions(storage, 1)).toEqual([]);
    rememberQuestions(storage, 2, ['again']);
    rememberQuestions(storage, 99, ['new']);
    expect(recentQuestions(storage, 2)).toEqual(['again']);
    expect(recentQuestions(storage, 3)).toEqual([]);
    expect(recentQuestions(storage, 99)).toEqual(['new']);
    expect(JSON.parse(storage.raw() ?? '[]')).toHaveLength(MAX_GAMES);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"3":["a"]}'],
    ['a list of the wrong things', '[1, "a", null, {"game": "3", "keys": ["a"]}, {"game": 3, "keys": "a"}]'],
    ['JSON null', 'null'],
  ])('ignores stored data that is %s, and then stores good data', (_name, raw) => {
    const storage = memoryStorage(raw);
    expect(recentQuestions(storage, 3)).toEqual([]);
    rememberQuestions(storage, 3, ['fresh']);
    expect(recentQuestions(storage, 3)).toEqual(['fresh']);
  });

  it('keeps the good keys of a partly damaged entry', () => {
    const long = 'x'.repeat(301);
    const storage = memoryStorage(JSON.stringify([{ game: 5, keys: ['ok', 7, '', long, null, 'fine'] }]));
    expect(recentQuestions(storage, 5)).toEqual(['ok', 'fine']);
  });

  it('never breaks a round when the storage is missing, full or blocked', () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recentQuestions(blocked, 1)).toEqual([]);
    expect(() => rememberQuestions(blocked, 1, ['a'])).not.toThrow();
    expect(recentQuestions(null, 1)).toEqual([]);
    expect(() => rememberQuestions(null, 1, ['a'])).not.toThrow();
  });
});
