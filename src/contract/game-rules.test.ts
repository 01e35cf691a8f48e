import { describe, expect, it } from 'vitest';
import { balancedPerCorrect, defaultRulesFor, type GameRules } from './game-rules.ts';
import { GameRulesSchema, resolveGameRules } from './game-rules-schema.ts';

const levelled: GameRules = {
  ...defaultRulesFor({ haslevels: true, totallevels: 3, availablebadges: [] }),
  badges: [
    { name: 'Starter', rule: { kind: 'first-round' } },
    { name: 'Two Down', rule: { kind: 'levels-completed', count: 2 } },
  ],
};

describe('rules as data', () => {
  it('makes playable rules for a game stored without any, with a rule for each badge', () => {
    const rules = resolveGameRules(
      {},
      { haslevels: true, totallevels: 4, availablebadges: ['Aa', 'Bb', ' ', 'Cc', 'Cc'] },
    );
    expect(rules.levels.map((l) => l.difficulty)).toEqual(['easy', 'easy', 'medium', 'hard']);
    expect(rules.badges.map((b) => b.name)).toEqual(['Aa', 'Bb', 'Cc']);
    expect(rules.badges.at(-1)?.rule).toEqual({ kind: 'levels-completed', count: 4 });
    expect(GameRulesSchema.safeParse(rules).success).toBe(true);
  });

  it('keeps the Math Quick Challenge scoring for game 1 whatever is stored', () => {
    const stored = {
      ...defaultRulesFor({ haslevels: false, totallevels: 0, availablebadges: ['Xx'] }),
      maxSeconds: 900,
    };
    const rules = resolveGameRules(stored, {
      id: 1,
      haslevels: false,
      totallevels: 0,
      availablebadges: ['Xx'],
    });
    expect(rules).toMatchObject({ maxSeconds: 65, difficultyRequired: true, roundSeconds: 60 });
    expect(rules.badges.map((b) => b.name)).toEqual(['Xx']);
  });

  it('refuses rules whose levels or badges do not add up', () => {
    const bad = { ...levelled, levels: [{ ...levelled.levels[0], level: 2 }] };
    expect(GameRulesSchema.safeParse(bad).success).toBe(false);
    const twice = { ...levelled, badges: [levelled.badges[0], levelled.badges[0]] };
    expect(GameRulesSchema.safeParse(twice).success).toBe(false);
    const tooMany = { ...levelled, badges: [{ name: 'All', rule: { kind: 'levels-completed', count: 9 } }] };
    expect(GameRulesSchema.safeParse(tooMany).success).toBe(false);
  });
});

describe('balanced scores per answer (docs/rules.md#play)', () => {
  it('scores a slower kind of question more per answer, and a game made without rules too', () => {
    expect(balancedPerCorrect('spelling')).toEqual({ easy: 15, medium: 30, hard: 45 });
    expect(
      defaultRulesFor({ skillType: 'logic', haslevels: false, totallevels: 0, availablebadges: [] })
        .perCorrect,
    ).toEqual(balancedPerCorrect('logic'));
  });
});
