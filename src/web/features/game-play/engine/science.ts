// The science facts quiz: questions from the shipped bank, chosen by the game's topics and the
// round's tier (multiple choice, with a short fact to read after answering).
import { type GenContext, tierOf } from './context.ts';
import { choicesOf, pickFresh, type Question } from './question.ts';
import type { Rng } from './random.ts';
import type { ScienceItem } from './science-bank.ts';

/** Enough questions that a round, and a few more, never repeat. */
const MIN_POOL = 40;

/** The bank's questions on the game's topics (all of it when it names none, or none match). */
function topicalBank(ctx: GenContext): ScienceItem[] {
  const bank = ctx.banks.science;
  const topical = bank.filter((q) => ctx.topics.includes(q.topic));
  return topical.length > 0 ? topical : bank;
}

/** The bank for a game's topics (all of it when it names none), near the round's tier first. */
export function sciencePool(ctx: GenContext): ScienceItem[] {
  const bank = topicalBank(ctx);
  const tier = tierOf(ctx.stage);
  for (const spread of [0, 1]) {
    const near = bank.filter((q) => Math.abs(q.tier - tier) <= spread);
    if (near.length >= MIN_POOL) return near;
  }
  return bank;
}

/**
 * The round's pool first, then the rest of the game's topics, nearest tier first: a child who has
 * seen the whole pool lately gets the topics' other questions before a repeat.
 */
export function scienceGroups(ctx: GenContext): ScienceItem[][] {
  const pool = sciencePool(ctx);
  const inPool = new Set(pool);
  const rest = topicalBank(ctx).filter((q) => !inPool.has(q));
  const tier = tierOf(ctx.stage);
  const byDistance = [1, 2].map((d) => rest.filter((q) => Math.abs(q.tier - tier) === d));
  return [pool, ...byDistance].filter((g) => g.length > 0);
}

export function scienceQuestion(ctx: GenContext, rng: Rng): Question {
  const item = pickFresh(scienceGroups(ctx), (q) => `science:${q.key}`, ctx.isFresh, rng);
  return {
    key: `science:${item.key}`,
    kind: 'science-facts',
    prompt: item.question,
    mode: 'choice',
    choices: choicesOf(item.answer, item.wrong, rng),
    answer: item.answer,
    scene: { type: 'picture', topic: item.topic },
    ...(item.fact ? { explanation: item.fact } : {}),
  };
}
