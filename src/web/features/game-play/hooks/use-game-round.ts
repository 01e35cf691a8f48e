// One round of any game, from Start to the saved score: the play started on the server (signed
// in), the engine's questions, the clock of a timed round, the answers and their feedback, and
// the score submitted at the end. The Math Quick Challenge and every other game use it alike.

import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import type { ScoreResult } from '#contract/games.ts';
import { type ExtraTime, withExtraRoundTime } from '#contract/parent-controls.ts';
import { taskAfterPaint } from '#web/lib/after-paint.ts';
import { userForAction } from '#web/lib/session.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useStartPlay } from '../api/start-play';
import { useSubmitScore } from '../api/submit-score';
import {
  type AnswerResult,
  createGameSession,
  type GameSession,
  type PlayableGame,
  type RoundSummary,
  type SessionOptions,
} from '../engine/engine';
import type { Question } from '../engine/question';
import { browserStorage, recentQuestions, rememberQuestions } from '../engine/question-history';
import { elapsedSeconds, isTimeUp, secondsLeft, TICK_MS } from '../round/round-clock';
import { scorePayload } from '../round/round-payload';

export type RoundPhase = 'ready' | 'starting' | 'playing' | 'finished';

/** An answered question whose feedback waits for "Next question" (rounds without a clock). */
export interface AnsweredQuestion {
  question: Question;
  given: string;
  result: AnswerResult;
}

export interface GameRound {
  phase: RoundPhase;
  session: GameSession | null;
  /** The question being asked. */
  question: Question | null;
  /** Seconds left of a timed round; null for a round without a clock. */
  secondsLeft: number | null;
  /** The last answer, shown until the player moves on (rounds without a clock). */
  answered: AnsweredQuestion | null;
  /** The last answer of a timed round, shown in the play area while the next question is asked. */
  lastTimed: { answerNumber: number; correct: boolean; title: string; text: string } | null;
  /** The finished round. */
  summary: RoundSummary | null;
  /** Whether this round is being saved (a signed-in player with a play started on the server). */
  saving: boolean;
  submission: {
    status: 'idle' | 'pending' | 'success' | 'error';
    result: ScoreResult | undefined;
    error: Error | null;
  };
  start: (options: SessionOptions) => Promise<void>;
  answer: (input: string) => AnswerResult | null;
  next: () => void;
  backToMenu: () => void;
}

const FEEDBACK_TOAST_MS = 2500;

/**
 * A grown-up's extra time for this child (docs/rules.md#parents-in-the-loop), given by the page (features do not
 * import each other): `now` for the rules the page states, `atStart` asked when Start is pressed,
 * which waits for whatever is still loading.
 */
export interface ExtraTimeSource {
  now: ExtraTime;
  atStart: () => Promise<ExtraTime>;
}

/** A new view of the round starts at the top of the page (the Start button may be far down). */
function toTop() {
  window.scrollTo({ top: 0, behavior: 'instant' });
}

/** The engine's session (it changes as questions are answered), its play and its start time. */
interface StartedRound {
  session: GameSession;
  /** The play started on the server for a signed-in player, and who that player is. */
  play: { id: number; player: number } | null;
  startedAt: number;
}

/** Who plays this round: asked when the page does not know yet (see userForAction). */
async function playerOf(queryClient: QueryClient, known: number | undefined): Promise<number | undefined> {
  if (known !== undefined) return known;
  return (await userForAction(queryClient, undefined))?.id;
}

/** `game` is the game as served; a timed round's clock gets the child's extra time at Start. */
export function useGameRound(
  game: PlayableGame | undefined,
  userId: number | undefined,
  extraTime?: ExtraTimeSource,
): GameRound {
  const [phase, setPhase] = useState<RoundPhase>('ready');
  const [now, setNow] = useState(0);
  const [answered, setAnswered] = useState<AnsweredQuestion | null>(null);
  const [lastTimed, setLastTimed] = useState<GameRound['lastTimed']>(null);
  // The feedback toast on screen: the next answer's words replace its words, so toasts never pile
  // up over the answer field and its button (docs/rules.md#play).
  const feedbackToastRef = useRef<number | null>(null);
  const [summary, setSummary] = useState<RoundSummary | null>(null);
  const [round, setRound] = useState<StartedRound | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const lastAnswerAtRef = useRef(0);
  const finishedRef = useRef(false);
  // Set the moment a question is answered without a clock, before the screen shows it: a second
  // click in the same instant must not answer the next question.
  const awaitingNextRef = useRef(false);
  const queryClient = useQueryClient();
  const startPlay = useStartPlay();
  const submit = useSubmitScore();

  const finish = (atMs: number) => {
    if (!round || finishedRef.current) return;
    finishedRef.current = true;
    const { session, play, startedAt } = round;
    const elapsed = elapsedSeconds(startedAt, atMs);
    const result = session.summary(
      session.roundSeconds !== null ? Math.min(elapsed, session.roundSeconds) : elapsed,
    );
    setSummary(result);
    setAnswered(null);
    setPhase('finished');
    toTop();
    if (play === null) return;
    submit.mutate(
      { input: scorePayload(result, play.id), player: play.player },
      {
        onSuccess: () =>
          toast({
            title: 'Score submitted!',
            description: 'Your score has been added to the leaderboard.',
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: 'Error submitting score', description: error.message, variant: 'destructive' }),
      },
    );
  };

  const onTick = useEffectEvent(() => {
    const t = Date.now();
    setNow(t);
    const seconds = round?.session.roundSeconds;
    if (round && seconds != null && isTimeUp(round.startedAt, t, seconds)) finish(t);
  });

  const timed = phase === 'playing' && round?.session.roundSeconds != null;
  useEffect(() => {
    if (!timed) return;
    const id = window.setInterval(onTick, TICK_MS);
    return () => window.clearInterval(id);
  }, [timed]);

  const start = async (options: SessionOptions) => {
    if (!game || phase === 'starting') return;
    setAnswered(null);
    // The last round's results stay on screen until the new one begins ("Play Again").
    setPhase('starting');
    let play: StartedRound['play'] = null;
    const player = await playerOf(queryClient, userId);
    const played = withExtraRoundTime(game, extraTime ? await extraTime.atStart() : 1);
    if (player !== undefined) {
      try {
        play = { id: (await startPlay.mutateAsync(game.id)).playId, player };
      } catch (error) {
        toast({
          title: "This round won't be saved",
          description: `${error instanceof Error ? error.message : 'We could not reach Sprout.'} You can still play!`,
        });
      }
    }
    submit.reset();
    setSummary(null);
    setLastTimed(null);
    const t = Date.now();
    finishedRef.current = false;
    awaitingNextRef.current = false;
    lastAnswerAtRef.current = t;
    const recent = recentQuestions(browserStorage(), game.id);
    setRound({ session: createGameSession(played, { ...options, recent }), play, startedAt: t });
    setNow(t);
    setPhase('playing');
    toTop();
  };

  const answer = (input: string): AnswerResult | null => {
    if (phase !== 'playing' || !round || awaitingNextRef.current || input.trim() === '') return null;
    const { session, startedAt } = round;
    const t = Date.now();
    if (session.roundSeconds !== null && isTimeUp(startedAt, t, session.roundSeconds)) {
      finish(t);
      return null;
    }
    const question = session.current();
    const result = session.answer(input);
    // Remembered at each answer, so a round left halfway still counts as seen.
    rememberQuestions(browserStorage(), session.game.id, session.seen());
    lastAnswerAtRef.current = t;
    if (session.roundSeconds !== null) {
      // A timed round moves straight on: the feedback shows in the play area, and as the spec's
      // toast (docs/product.md#texts-and-error-messages), one at a time.
      setLastTimed({
        answerNumber: session.totalQuestions,
        correct: result.correct,
        title: result.feedback.title,
        text: result.feedback.text,
      });
      // The toast takes its words in the next task: the play area's line and the next question
      // paint first (the toast's update was a tenth of the answer's time on a slow phone).
      taskAfterPaint(() => {
        feedbackToastRef.current = toast(
          {
            title: result.feedback.title,
            description: result.feedback.text,
            variant: result.correct ? 'success' : 'default',
            duration: FEEDBACK_TOAST_MS,
          },
          feedbackToastRef.current,
        );
      });
      rerender();
      if (session.isOver(elapsedSeconds(startedAt, t))) finish(t);
    } else {
      awaitingNextRef.current = true;
      setAnswered({ question, given: input, result });
    }
    return result;
  };

  const next = () => {
    if (!round || phase !== 'playing') return;
    awaitingNextRef.current = false;
    setAnswered(null);
    if (round.session.isOver(elapsedSeconds(round.startedAt, lastAnswerAtRef.current))) {
      finish(lastAnswerAtRef.current);
    }
  };

  const backToMenu = () => {
    setRound(null);
    setAnswered(null);
    setSummary(null);
    submit.reset();
    setPhase('ready');
  };

  const session = round?.session ?? null;
  return {
    phase,
    session,
    question: phase === 'playing' && session ? session.current() : null,
    secondsLeft:
      round && round.session.roundSeconds !== null
        ? phase === 'finished'
          ? 0
          : secondsLeft(round.startedAt, now, round.session.roundSeconds)
        : null,
    answered,
    lastTimed: phase === 'playing' ? lastTimed : null,
    summary,
    saving: round?.play != null,
    submission: { status: submit.status, result: submit.data, error: submit.error },
    start,
    answer,
    next,
    backToMenu,
  };
}
