// The science facts quiz: questions from the shipped bank, chosen by the game's topics and the
// round's tier (multiple choice, with a short fact to read after answering).
import { type GenContext, tierOf } from './context';
import { choicesOf, type Question } from './question';
import type { Rng } from './random';
import { SCIENCE_BANK, type ScienceItem } from './science-bank';

/** Enough questions that a round, and a few more, never repeat. */
const MIN_POOL = 40;

/** The bank for a game's topics (all of it when it names none), near the round's tier first. */
export function sciencePool(ctx: GenContext): ScienceItem[] {
  const topical =
    ctx.topics.length > 0 ? SCIENCE_BANK.filter((q) => ctx.topics.includes(q.topic)) : SCIENCE_BANK;
  const bank = topical.length > 0 ? topical : SCIENCE_BANK;
  const tier = tierOf(ctx.stage);
  for (const spread of [0, 1]) {
    const near = bank.filter((q) => Math.abs(q.tier - tier) <= spread);
    if (near.length >= MIN_POOL) return near;
  }
  return bank;
}

export function scienceQuestion(ctx: GenContext, rng: Rng): Question {
  const item = rng.pick(sciencePool(ctx));
  return {
    key: `science:${item.key}`,
    kind: 'science-facts',
    prompt: item.question,
    mode: 'choice',
    choices: choicesOf(item.answer, item.wrong, rng),
    answer: item.answer,
    ...(item.fact ? { explanation: item.fact } : {}),
  };
}
