import { describe, expect, it } from 'vitest';
import { demoGames } from '#contract/demo-content.ts';
import { GameRulesSchema } from '#contract/game-rules-schema.ts';
import { checkRound } from '#server/features/games/round-rules.ts';
import { testT } from '#web/test/i18n.ts';
import { type Banks, ENGLISH_BANKS, loadBanks } from './banks.ts';
import { createGameSession, type PlayableGame } from './engine.ts';
import { createRng } from './random.ts';
import { misspellingsOf, withGaps } from './words.ts';

const game = (title: string): PlayableGame => {
  const i = demoGames.findIndex((g) => g.title === title);
  const g = demoGames[i];
  if (!g) throw new Error(`no ${title}`);
  return {
    id: i + 1,
    skillType: g.skillType,
    gradelevel: g.gradelevel,
    rules: GameRulesSchema.parse(g.rules),
  };
};
const count = <T>(items: T[], key: (item: T) => string) => {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
};

describe('the banks of a language', () => {
  it('are the English ones for English, and a Spanish bank of their own for Spanish', async () => {
    expect(await loadBanks('en')).toBe(ENGLISH_BANKS);
    const es = await loadBanks('es');
    expect(es.words).not.toBe(ENGLISH_BANKS.words);
    expect(es.words.map((w) => w.word)).toContain('pequeño');
  });

  it('hold as many Spanish words a tier, and science questions a topic and tier, as English', async () => {
    const es = await loadBanks('es');
    expect(count(es.words, (w) => String(w.tier))).toEqual(count(ENGLISH_BANKS.words, (w) => String(w.tier)));
    const byTopic = (b: Banks) => count(b.science, (q) => `${q.topic} ${q.tier}`);
    expect(byTopic(es)).toEqual(byTopic(ENGLISH_BANKS));
  });

  it('write Spanish words as Spanish spells them, each with its own meaning and believable misspellings', async () => {
    const { words, misspell } = await loadBanks('es');
    expect(new Set(words.map((w) => w.word)).size).toBe(words.length);
    expect(new Set(words.map((w) => w.meaning)).size).toBe(words.length);
    const rng = createRng(3);
    for (const w of words) {
      expect(w.word).toMatch(/^[a-záéíóúüñ]+$/);
      const wrong = misspellingsOf(w.word, misspell);
      expect(wrong.length, w.word).toBeGreaterThanOrEqual(3);
      expect(wrong).not.toContain(w.word);
      expect(withGaps(w.word, rng).replaceAll(' ', '').length).toBe(w.word.length);
    }
  });

  it('ask Spanish science questions with ¿ and ?, unique keys and wrong answers unlike the right one', async () => {
    const { science } = await loadBanks('es');
    expect(new Set(science.map((q) => q.key)).size).toBe(science.length);
    for (const q of science) {
      expect(q.question, q.question).toMatch(/^¿.+\?$/);
      expect(q.wrong, q.question).not.toContain(q.answer);
    }
  });
});

describe('a round in Spanish', () => {
  it('asks Word Detective with Spanish words and says its feedback in Spanish', async () => {
    const es = await loadBanks('es');
    const session = createGameSession(game('Word Detective'), testT('es'), { level: 1, seed: 2, banks: es });
    const q = session.current();
    expect(q.prompt).toMatch(/^¿Qué (palabra )?significa «/);
    const spanish = new Set(es.words.flatMap((w) => [w.word, w.meaning]));
    for (const choice of q.choices ?? []) expect(spanish.has(choice), choice).toBe(true);
    const { feedback } = session.answer(q.answer);
    expect(feedback.title).toBe('¡Correcto!');
    expect(feedback.text).toMatch(/puntos$/);
  });

  it('asks the Space Explorer Quiz from the Spanish bank', async () => {
    const es = await loadBanks('es');
    const session = createGameSession(game('Space Explorer Quiz'), testT('es'), {
      level: 1,
      seed: 4,
      banks: es,
    });
    const questions = new Set(es.science.map((q) => q.question));
    expect(questions.has(session.current().prompt)).toBe(true);
    expect(session.current().scene).toEqual({ type: 'picture', topic: 'space' });
  });

  it('ends in a round the server counts: it checks the score against the rules, not the words', async () => {
    const es = await loadBanks('es');
    const spelling = game('Spelling Bee Blocks');
    const session = createGameSession(spelling, testT('es'), { level: 1, seed: 6, banks: es });
    let seconds = 0;
    while (!session.isOver(seconds)) {
      session.answer(session.current().answer);
      seconds += 4;
    }
    const summary = session.summary(seconds);
    expect(summary.correctAnswers).toBe(summary.totalQuestions);
    expect(checkRound(spelling.rules, summary, seconds + 1, [])).toMatchObject({ ok: true });
  });
});
