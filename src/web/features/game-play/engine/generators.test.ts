import { describe, expect, it } from 'vitest';
import { gradeBand, SKILL_TYPES, type SkillType } from '#contract/game-rules.ts';
import { testT } from '#web/test/i18n.ts';
import { arithmeticQuestion, arithmeticSettings } from './arithmetic.ts';
import { ENGLISH_BANKS } from './banks.ts';
import { type GenContext, tierOf } from './context.ts';
import { logicQuestion } from './logic.ts';
import { patternQuestion } from './patterns.ts';
import { checkAnswer, type Question } from './question.ts';
import { createRng } from './random.ts';
import { sciencePool, scienceQuestion } from './science.ts';
import { scienceBank } from './science-bank.ts';
import { englishWords } from './word-list.ts';
import { meaningQuestion, misspellingsOf, spellingQuestion, withGaps } from './words.ts';

const GENERATORS: Record<SkillType, (ctx: GenContext, rng: ReturnType<typeof createRng>) => Question> = {
  arithmetic: arithmeticQuestion,
  spelling: spellingQuestion,
  'word-meaning': meaningQuestion,
  'science-facts': scienceQuestion,
  patterns: patternQuestion,
  logic: logicQuestion,
};

const STAGES = [0, 0.25, 0.5, 0.75, 1];
const ctxAt = (stage: number, overrides: Partial<GenContext> = {}): GenContext => ({
  stage,
  difficulty: stage < 0.34 ? 'easy' : stage < 0.67 ? 'medium' : 'hard',
  grades: { low: 1, high: 5 },
  topics: [],
  banks: ENGLISH_BANKS,
  t: testT('en'),
  ...overrides,
});

function sample(kind: SkillType, count: number, ctx?: GenContext): Question[] {
  const rng = createRng(42);
  const out: Question[] = [];
  for (let i = 0; i < count; i++)
    out.push(GENERATORS[kind](ctx ?? ctxAt(STAGES[i % STAGES.length] ?? 0), rng));
  return out;
}

describe('every kind of game', () => {
  it.each(SKILL_TYPES)('%s yields at least 200 distinct questions', (kind) => {
    // Asked one at a time until 200 differ, within 6,000 asks: asking all 6,000 took 6-12 s a
    // kind, and past 30 s on a slower machine running the other test files beside it.
    const rng = createRng(42);
    const keys = new Set<string>();
    for (let i = 0; i < 6000 && keys.size < 200; i++)
      keys.add(GENERATORS[kind](ctxAt(STAGES[i % STAGES.length] ?? 0), rng).key);
    expect(keys.size).toBeGreaterThanOrEqual(200);
  });

  it.each(SKILL_TYPES)('%s asks well-formed questions whose own answer checks as right', (kind) => {
    for (const q of sample(kind, 600)) {
      expect(q.kind).toBe(kind);
      expect(q.prompt.length).toBeGreaterThan(3);
      expect(checkAnswer(q, q.answer)).toBe(true);
      if (q.mode === 'choice') {
        expect(q.choices).toContain(q.answer);
        expect(new Set(q.choices).size).toBe(q.choices?.length);
        expect(q.choices?.length).toBeGreaterThanOrEqual(2);
      }
    }
  });
});

describe('arithmetic by level and grade', () => {
  it('starts with small additions and grows numbers and operators with the level', () => {
    const first = arithmeticSettings(ctxAt(0, { grades: gradeBand('K-2') }));
    const last = arithmeticSettings(ctxAt(1, { grades: gradeBand('K-2') }));
    expect(first).toMatchObject({ max: 10, operators: ['+'], missing: false });
    expect(last.max).toBeGreaterThan(50);
    expect(last.operators).toEqual(['+', '-']);
    const older = arithmeticSettings(ctxAt(1, { grades: gradeBand('Grades 3-5') }));
    expect(older.operators).toEqual(['+', '-', '*', '/']);
  });

  it('computes every answer right and never goes below zero', () => {
    const evaluate = (prompt: string, answer: number) => {
      const text = prompt.replace('?', String(answer)).replace('×', '*').replace('÷', '/').replace('−', '-');
      const [left, right] = text.split('=');
      return Function(`return (${left}) === (${right})`)() as boolean;
    };
    for (const q of sample('arithmetic', 2000)) {
      expect(evaluate(q.prompt, Number(q.answer)), q.prompt).toBe(true);
      expect(Number(q.answer)).toBeGreaterThanOrEqual(0);
      expect(Number.isInteger(Number(q.answer))).toBe(true);
    }
  });

  it('reads grade bands', () => {
    expect(gradeBand('K-2')).toEqual({ low: 0, high: 2 });
    expect(gradeBand('Grades 1-5')).toEqual({ low: 1, high: 5 });
    expect(gradeBand('Grade 4')).toEqual({ low: 4, high: 4 });
    expect(gradeBand(null)).toEqual({ low: 1, high: 4 });
    expect(tierOf(0)).toBe(1);
    expect(tierOf(0.5)).toBe(2);
    expect(tierOf(1)).toBe(3);
  });
});

describe("arithmetic by the game's chosen operations and numbers", () => {
  it('asks only the chosen operations, with numbers from the range, and whole answers', () => {
    const rng = createRng(11);
    const times = ctxAt(1, { arithmetic: { operations: ['*'], min: 2, max: 9 } });
    for (let i = 0; i < 300; i++) {
      const q = arithmeticQuestion(times, rng);
      const [a, b] = (q.prompt.match(/\d+/g) ?? []).map(Number);
      expect(q.prompt).toMatch(/^\d+ × \d+ = \?$/);
      expect([a, b].every((n) => n !== undefined && n >= 2 && n <= 9)).toBe(true);
      expect(checkAnswer(q, String((a ?? 0) * (b ?? 0)))).toBe(true);
    }
    const sharing = ctxAt(0, { arithmetic: { operations: ['/', '-'], min: 1, max: 10 } });
    for (let i = 0; i < 300; i++) {
      const q = arithmeticQuestion(sharing, rng);
      expect(q.prompt).toMatch(/[÷−]/);
      expect(Number.isInteger(Number(q.answer)) && Number(q.answer) >= 0).toBe(true);
    }
  });
});

describe('spelling and word meanings', () => {
  it('ships at least 100 words, each word and each meaning once', () => {
    expect(englishWords().length).toBeGreaterThanOrEqual(100);
    expect(new Set(englishWords().map((w) => w.word)).size).toBe(englishWords().length);
    expect(new Set(englishWords().map((w) => w.meaning)).size).toBe(englishWords().length);
    for (const w of englishWords()) expect(w.word).toMatch(/^[a-z]+$/);
  });

  it('makes believable misspellings that are never the word', () => {
    for (const w of englishWords()) {
      const wrong = misspellingsOf(w.word, ENGLISH_BANKS.misspell);
      expect(wrong.length, w.word).toBeGreaterThanOrEqual(3);
      expect(wrong).not.toContain(w.word);
    }
  });

  it('hides letters but never the first one', () => {
    const rng = createRng(5);
    for (const w of englishWords()) {
      const gaps = withGaps(w.word, rng);
      expect(gaps.startsWith(w.word[0] ?? '')).toBe(true);
      expect(gaps).toContain('_');
      expect(gaps.replaceAll(' ', '').length).toBe(w.word.length);
    }
  });

  it('picks words of the tier that fits the level', () => {
    const early = sample('word-meaning', 300, ctxAt(0));
    const tier1 = new Set(
      englishWords()
        .filter((w) => w.tier === 1)
        .map((w) => w.word),
    );
    for (const q of early) expect(tier1.has(q.key.split(':')[1] ?? '')).toBe(true);
  });
});

describe('the science bank', () => {
  it('holds at least 200 questions with unique keys and wrong answers that differ from the right one', () => {
    expect(scienceBank().length).toBeGreaterThanOrEqual(200);
    expect(new Set(scienceBank().map((q) => q.key)).size).toBe(scienceBank().length);
    for (const q of scienceBank()) {
      expect(q.wrong.length, q.question).toBeGreaterThanOrEqual(1);
      expect(q.wrong, q.question).not.toContain(q.answer);
      expect(q.question.endsWith('?'), q.question).toBe(true);
    }
  });

  it('keeps a game to its topics, with plenty for each topic pair the demo games use', () => {
    const space = sciencePool(ctxAt(0.5, { topics: ['space'] }));
    expect(space.every((q) => q.topic === 'space')).toBe(true);
    expect(space.length).toBeGreaterThanOrEqual(50);
    const nature = sciencePool(ctxAt(0.5, { topics: ['nature', 'body', 'earth'] }));
    expect(nature.every((q) => q.topic !== 'space')).toBe(true);
    expect(nature.length).toBeGreaterThanOrEqual(50);
  });
});

describe('patterns and logic', () => {
  it('number sequences follow their rule', () => {
    for (const q of sample('patterns', 1000, ctxAt(1)).filter((x) => x.mode === 'number')) {
      const terms = (q.display ?? '').split(', ').slice(0, -1).map(Number);
      expect(terms.length).toBeGreaterThanOrEqual(4);
      expect(terms.every(Number.isFinite)).toBe(true);
      expect(Number.isInteger(Number(q.answer))).toBe(true);
    }
  });

  it('asks mazes whose shortest way reaches the star, and draws every pattern and picture', () => {
    const mazes = sample('logic', 300, ctxAt(0.2));
    expect(mazes.every((q) => q.mode === 'maze' && q.scene?.type === 'maze')).toBe(true);
    for (const q of sample('patterns', 300, ctxAt(0)).filter((x) => x.mode === 'choice')) {
      if (q.scene?.type !== 'pattern') throw new Error(`no pattern scene for ${q.key}`);
      expect(q.scene.pieces.filter((p) => p === null)).toHaveLength(1);
      expect(Object.keys(q.scene.choicePieces).sort()).toEqual([...(q.choices ?? [])].sort());
    }
    expect(sample('science-facts', 50).every((q) => q.scene?.type === 'picture')).toBe(true);
  });

  it('speaks every spelling word, and builds the fill-in ones from blocks', () => {
    for (const q of sample('spelling', 200)) {
      expect(q.say).toContain(q.answer);
      if (q.mode === 'text') expect(q.scene).toMatchObject({ type: 'letters', word: q.answer });
      // A misspelled choice read as a word sounds like the right one: choices are spelled out.
      if (q.mode === 'choice') expect(q.choicesSpelled).toBe(true);
    }
  });

  it('puts people in the order the clues give', () => {
    for (const q of sample('logic', 800, ctxAt(1)).filter((x) => x.key.startsWith('order:'))) {
      const [, order, , which] = q.key.split(':');
      const people = (order ?? '').split('>');
      expect(q.answer).toBe(which === 'most' ? people[0] : people.at(-1));
    }
  });
});
