import { describe, expect, it } from 'vitest';
import { mathChallengeRules } from '#contract/game-rules.ts';
import { testT } from '#web/test/i18n.ts';
import { createGameSession, type RoundSummary } from '../engine/engine.ts';
import { initialRoundState, type RoundState, roundReducer, type StartedRound } from './round-state.ts';

const session = createGameSession(
  {
    id: 1,
    skillType: 'arithmetic',
    gradelevel: null,
    rules: mathChallengeRules(),
  },
  testT('en'),
);
const started: StartedRound = { session, play: { id: 7, player: 3 }, startedAt: 1000 };
const summary: RoundSummary = {
  gameId: 1,
  score: 20,
  correctAnswers: 2,
  totalQuestions: 3,
  timeSpent: 9,
  difficulty: 'medium',
  pointsPreview: 40,
};
// An answer as the engine gives it, from a session of its own (answering changes a session).
const answering = createGameSession(
  {
    id: 1,
    skillType: 'arithmetic',
    gradelevel: null,
    rules: mathChallengeRules(),
  },
  testT('en'),
);
const question = answering.current();
const answered = { question, given: '0', result: answering.answer('0') };

function playing(): RoundState {
  return roundReducer(roundReducer(initialRoundState, { type: 'starting' }), {
    type: 'started',
    round: started,
    at: 1000,
  });
}

describe('roundReducer', () => {
  it('keeps the last results on screen while a new round starts, then clears them as it begins', () => {
    const done = roundReducer(playing(), { type: 'finished', summary });
    const starting = roundReducer(done, { type: 'starting' });
    expect(starting).toMatchObject({ phase: 'starting', summary, finished: true });
    expect(roundReducer(starting, { type: 'started', round: started, at: 5000 })).toMatchObject({
      phase: 'playing',
      round: started,
      now: 5000,
      lastAnswerAt: 5000,
      summary: null,
      lastTimed: null,
      finished: false,
      awaitingNext: false,
    });
  });

  it('moves the clock on each tick and nothing else', () => {
    const before = playing();
    expect(roundReducer(before, { type: 'tick', at: 1500 })).toEqual({ ...before, now: 1500 });
  });

  it('gives every timed answer a new state that keeps its own tally, since the session changes in place', () => {
    const timed = { answerNumber: 1, prompt: '2 + 2 = ?', correct: true, title: 'Right!', text: '2 + 2 = 4' };
    const first = { score: 10, correctAnswers: 1, totalQuestions: 1 };
    const once = roundReducer(playing(), { type: 'answered-timed', answer: timed, tally: first, at: 2000 });
    const twice = roundReducer(once, {
      type: 'answered-timed',
      answer: { ...timed, answerNumber: 2, correct: false },
      tally: { ...first, totalQuestions: 2 },
      at: 2500,
    });
    expect(once).toMatchObject({ lastTimed: timed, tally: first, lastAnswerAt: 2000, awaitingNext: false });
    expect(twice).toMatchObject({ lastAnswerAt: 2500, lastTimed: { answerNumber: 2 } });
    expect(twice.tally).toEqual({ score: 10, correctAnswers: 1, totalQuestions: 2 });
    // The earlier state still says what it said: a frame drawn from it shows its own numbers.
    expect(once.tally).toEqual(first);
  });

  it('holds an answer without a clock until Next, which lets the next question be answered', () => {
    const tally = { score: 0, correctAnswers: 0, totalQuestions: 1 };
    const waiting = roundReducer(playing(), { type: 'answered', answered, tally, at: 3000 });
    expect(waiting).toMatchObject({ answered, tally, awaitingNext: true, lastAnswerAt: 3000 });
    expect(roundReducer(waiting, { type: 'next' })).toMatchObject({
      answered: null,
      awaitingNext: false,
      tally,
    });
  });

  it('starts each round at an empty tally', () => {
    const tally = { score: 20, correctAnswers: 2, totalQuestions: 2 };
    const waiting = roundReducer(playing(), { type: 'answered', answered, tally, at: 3000 });
    const again = roundReducer(waiting, { type: 'started', round: started, at: 4000 });
    expect(again.tally).toEqual({ score: 0, correctAnswers: 0, totalQuestions: 0 });
  });

  it('ends a round once, with its summary and no answer left showing', () => {
    const tally = { score: 0, correctAnswers: 0, totalQuestions: 1 };
    const waiting = roundReducer(playing(), { type: 'answered', answered, tally, at: 3000 });
    expect(roundReducer(waiting, { type: 'finished', summary })).toMatchObject({
      phase: 'finished',
      summary,
      answered: null,
      finished: true,
    });
  });

  it('goes back to the menu without the round', () => {
    const done = roundReducer(playing(), { type: 'finished', summary });
    expect(roundReducer(done, { type: 'menu' })).toMatchObject({
      phase: 'ready',
      round: null,
      summary: null,
      answered: null,
    });
  });
});
