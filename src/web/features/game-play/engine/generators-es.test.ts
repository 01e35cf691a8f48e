// The logic and pattern games in Spanish: every prompt, choice and explanation from the Spanish
// catalog, and each question's own answer still checks as right.
import { describe, expect, it } from 'vitest';
import { testT } from '#web/test/i18n.ts';
import { ENGLISH_BANKS } from './banks.ts';
import type { GenContext } from './context.ts';
import { logicQuestion } from './logic.ts';
import { patternQuestion } from './patterns.ts';
import { checkAnswer, type Question } from './question.ts';
import { createRng } from './random.ts';

const ENGLISH =
  /\b(the|is|than|who|which|does|belong|others|pattern|repeats|taller|red|blue|circle|star|apple)\b/i;

function sample(generate: (ctx: GenContext, rng: ReturnType<typeof createRng>) => Question, count: number) {
  const rng = createRng(7);
  return Array.from({ length: count }, (_, i) =>
    generate(
      {
        stage: [0.2, 0.6, 1][i % 3] ?? 1,
        difficulty: 'medium',
        grades: { low: 1, high: 5 },
        topics: [],
        banks: ENGLISH_BANKS,
        t: testT('es'),
      },
      rng,
    ),
  );
}

describe('the logic and pattern games in Spanish', () => {
  it('ask who is first and which one does not belong in Spanish', () => {
    const questions = sample(logicQuestion, 400).filter((q) => q.mode === 'choice');
    expect(questions.some((q) => /^¿Cuál no pertenece al grupo\?$/.test(q.prompt))).toBe(true);
    expect(questions.some((q) => /que \w+\. .*¿Quién (mide|tiene|corre|pesa) /.test(q.prompt))).toBe(true);
    for (const q of questions) {
      expect(checkAnswer(q, q.answer)).toBe(true);
      for (const text of [q.prompt, q.display ?? '', q.explanation ?? '', ...(q.choices ?? [])])
        expect(text, q.key).not.toMatch(ENGLISH);
    }
  });

  it('name the shapes and colours of a pattern in Spanish', () => {
    const questions = sample(patternQuestion, 300).filter((q) => q.mode === 'choice');
    expect(questions.some((q) => q.choices?.some((c) => /estrella|rojo|azul|círculo/.test(c)))).toBe(true);
    for (const q of questions) {
      expect(checkAnswer(q, q.answer)).toBe(true);
      for (const text of [q.prompt, q.display ?? '', q.explanation ?? '', ...(q.choices ?? [])])
        expect(text, q.key).not.toMatch(ENGLISH);
    }
  });
});
