// The state of one round as a pure reducer: what the player sees (the phase, the question's
// feedback, the clock's last tick, the finished round) and the guards that keep two events in one
// instant from both acting (a second click must not answer the next question, a round ends once).
// The engine's session changes in place as questions are answered, so each answer brings the
// round's tally as it then stands: a state, once made, keeps the score and counts it was made
// with, and a screen drawn a frame later from an earlier state shows that state's own numbers.
import type { AnswerResult, GameSession, RoundSummary } from '../engine/engine.ts';
import type { Question } from '../engine/question.ts';

export type RoundPhase = 'ready' | 'starting' | 'playing' | 'finished';

/** An answered question whose feedback waits for "Next question" (rounds without a clock). */
export interface AnsweredQuestion {
  question: Question;
  given: string;
  result: AnswerResult;
}

/** The last answer of a timed round, shown in the play area while the next question is asked. */
export interface TimedAnswer {
  answerNumber: number;
  /** The question it answered, so its correction is not read as the next question's. */
  prompt: string;
  correct: boolean;
  title: string;
  text: string;
}

/** The score and counts of a round at one moment (the engine's session moves on in place). */
export interface RoundTally {
  score: number;
  correctAnswers: number;
  totalQuestions: number;
}

export const EMPTY_TALLY: RoundTally = { score: 0, correctAnswers: 0, totalQuestions: 0 };

/** The engine's session (it changes as questions are answered), its play and its start time. */
export interface StartedRound {
  session: GameSession;
  /** The play started on the server for a signed-in player, and who that player is. */
  play: { id: number; player: number } | null;
  startedAt: number;
}

export interface RoundState {
  phase: RoundPhase;
  round: StartedRound | null;
  /** The clock's last tick (ms): a timed round's seconds left are counted to it. */
  now: number;
  answered: AnsweredQuestion | null;
  lastTimed: TimedAnswer | null;
  /** The score and counts as the last answer (or the start) left them. */
  tally: RoundTally;
  summary: RoundSummary | null;
  /** When the last answer was given (ms): a round without a clock ends at its last answer. */
  lastAnswerAt: number;
  /** Set when the round ends, so a tick and an answer in one instant end it once. */
  finished: boolean;
  /** Set when a question is answered without a clock, until "Next question". */
  awaitingNext: boolean;
  /** Why the server refused to start the round (quiet hours, the day's minutes), until the next Start. */
  refused: string | null;
}

export type RoundAction =
  | { type: 'starting' }
  | { type: 'refused'; message: string }
  | { type: 'start-failed' }
  | { type: 'started'; round: StartedRound; at: number }
  | { type: 'tick'; at: number }
  | { type: 'answered-timed'; answer: TimedAnswer; tally: RoundTally; at: number }
  | { type: 'answered'; answered: AnsweredQuestion; tally: RoundTally; at: number }
  | { type: 'next' }
  | { type: 'finished'; summary: RoundSummary }
  | { type: 'menu' };

export const initialRoundState: RoundState = {
  phase: 'ready',
  round: null,
  now: 0,
  answered: null,
  lastTimed: null,
  tally: EMPTY_TALLY,
  summary: null,
  lastAnswerAt: 0,
  finished: false,
  awaitingNext: false,
  refused: null,
};

export function roundReducer(state: RoundState, action: RoundAction): RoundState {
  switch (action.type) {
    case 'starting':
      // The last round's results stay on screen until the new one begins ("Play Again").
      return { ...state, answered: null, refused: null, phase: 'starting' };
    case 'refused':
      // A signed-in child's round is saved or not played at all: nothing of a round to show.
      return { ...state, round: null, summary: null, refused: action.message, phase: 'ready' };
    case 'start-failed':
      return { ...state, phase: state.summary ? 'finished' : 'ready' };
    case 'started':
      return {
        ...state,
        phase: 'playing',
        round: action.round,
        now: action.at,
        summary: null,
        lastTimed: null,
        tally: EMPTY_TALLY,
        lastAnswerAt: action.at,
        finished: false,
        awaitingNext: false,
      };
    case 'tick':
      return { ...state, now: action.at };
    case 'answered-timed':
      return {
        ...state,
        lastTimed: action.answer,
        tally: action.tally,
        lastAnswerAt: action.at,
      };
    case 'answered':
      return {
        ...state,
        answered: action.answered,
        tally: action.tally,
        awaitingNext: true,
        lastAnswerAt: action.at,
      };
    case 'next':
      return { ...state, answered: null, awaitingNext: false };
    case 'finished':
      return { ...state, finished: true, summary: action.summary, answered: null, phase: 'finished' };
    case 'menu':
      return { ...state, round: null, answered: null, summary: null, phase: 'ready' };
  }
}
