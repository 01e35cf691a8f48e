// One round of any game, from Start to the saved score: the play started on the server (signed
// in), the engine's questions, the clock of a timed round, the answers and their feedback, and
// the score submitted at the end. The Math Quick Challenge and every other game use it alike.

import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { type ExtraTime, withExtraRoundTime } from '#contract/extra-time.ts';
import type { ScoreResult } from '#contract/games.ts';
import { catalogOf } from '#contract/i18n/locales.ts';
import { taskAfterPaint, whenIdle } from '#web/lib/after-paint.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { type Translate, useI18n } from '#web/lib/i18n.tsx';
import { userForAction } from '#web/lib/session.ts';
import { toast } from '#web/lib/use-toast.ts';
import { useStartPlay } from '../api/start-play.ts';
import { useSubmitScore } from '../api/submit-score.ts';
import { type Banks, loadBanks } from '../engine/banks.ts';
import {
  type AnswerResult,
  createGameSession,
  type GameSession,
  type PlayableGame,
  type RoundSummary,
  type SessionOptions,
} from '../engine/engine.ts';
import type { Question } from '../engine/question.ts';
import { browserStorage, recentQuestions, rememberQuestions } from '../engine/question-history.ts';
import { elapsedSeconds, isTimeUp, secondsLeft, TICK_MS } from '../round/round-clock.ts';
import { scorePayload } from '../round/round-payload.ts';
import {
  type AnsweredQuestion,
  initialRoundState,
  type RoundAction,
  type RoundPhase,
  type RoundState,
  type RoundTally,
  roundReducer,
  type StartedRound,
  type TimedAnswer,
} from '../round/round-state.ts';

export interface GameRound {
  phase: RoundPhase;
  /**
   * Follows the round's every change (an answer, Next, a tick of the clock): the page that owns
   * the round is drawn again only when the round's outline changes (started, finished, refused),
   * so the live fields below are current only through `useLiveRound`.
   */
  subscribe: (onChange: () => void) => () => void;
  /** The round's state as the last action left it. */
  state: () => RoundState;
  session: GameSession | null;
  /** The question being asked. */
  question: Question | null;
  /** Seconds left of a timed round; null for a round without a clock. */
  secondsLeft: number | null;
  /** The last answer, shown until the player moves on (rounds without a clock). */
  answered: AnsweredQuestion | null;
  /** The score and counts as the last answer left them. */
  tally: RoundTally;
  /**
   * The last answer of a timed round, shown in the play area while the next question is asked,
   * with the question it answered (`prompt`), so its correction is not read as the new one's.
   */
  lastTimed: TimedAnswer | null;
  /** The finished round. */
  summary: RoundSummary | null;
  /** Whether this round is being saved (a signed-in player with a play started on the server). */
  saving: boolean;
  /**
   * Why the server would not start this child's round (quiet hours, the day's game minutes used),
   * in its own kind words that say when play opens again; cleared by the next Start.
   */
  refused: string | null;
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

/** Who plays this round: asked when the page does not know yet (see userForAction). */
async function playerOf(queryClient: QueryClient, known: number | undefined): Promise<number | undefined> {
  if (known !== undefined) return known;
  return (await userForAction(queryClient, undefined))?.id;
}

/**
 * Whether an action changed what the page around the round draws (its phase, its end, a refusal,
 * which round): an answer, Next and a tick of the clock do not, and redraw only the round itself.
 */
const outlineChanged = (before: RoundState, after: RoundState) =>
  before.phase !== after.phase ||
  before.summary !== after.summary ||
  before.refused !== after.refused ||
  before.round !== after.round;

/**
 * What a round's state shows: the question asked, the feedback waiting, the clock. `asking` false
 * leaves the question out: the engine knows only the question being asked now, not an earlier
 * state's.
 */
function roundView(state: RoundState, asking = true) {
  const { phase, round, now } = state;
  const session = round?.session ?? null;
  return {
    phase,
    session,
    // While an answer's feedback shows, the next question is not asked for yet (it is made after
    // the feedback's paint, or at Next).
    question: asking && phase === 'playing' && session && !state.answered ? session.current() : null,
    secondsLeft:
      round && round.session.roundSeconds !== null
        ? phase === 'finished'
          ? 0
          : secondsLeft(round.startedAt, now, round.session.roundSeconds)
        : null,
    answered: state.answered,
    tally: state.tally,
    lastTimed: phase === 'playing' ? state.lastTimed : null,
    summary: state.summary,
    saving: round?.play != null,
    refused: state.refused,
  };
}

/**
 * The round as its every change leaves it, for the part of the page that draws the question, the
 * feedback and the clock (docs/benchmarks.md#play: an answer redraws the round, not the page).
 */
export function useLiveRound(round: GameRound): GameRound {
  const state = useSyncExternalStore(round.subscribe, round.state, round.state);
  return { ...round, ...roundView(state) };
}

/**
 * The round as the frame after a change draws it: what follows an answer or Next (the feedback's
 * words, the score, the counts, the progress) paints a frame after what answers the child's tap
 * itself (the chosen and the right answer, Sprouty's face, the next question), so the tap's own
 * frame is short on a slow phone (docs/benchmarks.md#play). Each state keeps its own tally, so
 * the later frame's numbers are the ones its state was made with, never half of the next. Its
 * `question` is null: the question is drawn from `useLiveRound`.
 */
export function useSettledRound(round: GameRound): GameRound {
  const state = useDeferredValue(useSyncExternalStore(round.subscribe, round.state, round.state));
  return { ...round, ...roundView(state, false) };
}

const tallyOf = (session: GameSession): RoundTally => ({
  score: session.score,
  correctAnswers: session.correctAnswers,
  totalQuestions: session.totalQuestions,
});

/** `game` is the game as served; a timed round's clock gets the child's extra time at Start. */
export function useGameRound(
  game: PlayableGame | undefined,
  userId: number | undefined,
  extraTime?: ExtraTimeSource,
): GameRound {
  const i18n = useI18n();
  // The state as the page last drew it: changed only when the round's outline changes.
  const [state, setState] = useState<RoundState>(initialRoundState);
  // The state as the last action left it, read by the handlers: a second event in the same
  // instant (a double click, a tick as the last answer lands) must see what the first one did
  // before React draws it; `useLiveRound` draws from it.
  const latest = useRef(state);
  const [followers] = useState(() => new Set<() => void>());
  const [subscribe] = useState(() => (onChange: () => void) => {
    followers.add(onChange);
    return () => followers.delete(onChange);
  });
  const [current] = useState(() => () => latest.current);
  const dispatch = (action: RoundAction) => {
    const before = latest.current;
    latest.current = roundReducer(before, action);
    if (outlineChanged(before, latest.current)) setState(latest.current);
    for (const onChange of followers) onChange();
  };
  // The feedback toast on screen: the next answer's words replace its words, so toasts never pile
  // up over the answer field and its button (docs/rules.md#play).
  const feedbackToastRef = useRef<number | null>(null);
  const queryClient = useQueryClient();
  const startPlay = useStartPlay();
  const submit = useSubmitScore();

  const finish = (atMs: number) => {
    const { round, finished } = latest.current;
    if (!round || finished) return;
    const { session, play, startedAt } = round;
    const elapsed = elapsedSeconds(startedAt, atMs);
    const result = session.summary(
      session.roundSeconds !== null ? Math.min(elapsed, session.roundSeconds) : elapsed,
    );
    dispatch({ type: 'finished', summary: result });
    toTop();
    if (play === null) return;
    submit.mutate(
      { input: scorePayload(result, play.id), player: play.player },
      {
        onSuccess: () =>
          toast({
            title: i18n.t('games.toast.submitted'),
            description: i18n.t('games.toast.submittedText'),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: i18n.t('games.toast.submitError'),
            description: error.message,
            variant: 'destructive',
          }),
      },
    );
  };

  const onTick = useEffectEvent(() => {
    const t = Date.now();
    dispatch({ type: 'tick', at: t });
    const { round } = latest.current;
    const seconds = round?.session.roundSeconds;
    if (round && seconds != null && isTimeUp(round.startedAt, t, seconds)) finish(t);
  });

  // The round's banks are built in idle time once the page is up, not at Start: a tap's task
  // should not split a few hundred words and questions out of their lines (the Spanish banks'
  // code is fetched then too).
  const locale = catalogOf(i18n.locale);
  useEffect(
    () =>
      whenIdle(() => {
        void loadBanks(locale).then(
          (banks) => banks.words.length + banks.science.length,
          () => undefined,
        );
      }),
    [locale],
  );

  const timed = state.phase === 'playing' && state.round?.session.roundSeconds != null;
  useEffect(() => {
    if (!timed) return;
    const id = window.setInterval(onTick, TICK_MS);
    return () => window.clearInterval(id);
  }, [timed]);

  const couldNotStart = () => {
    toast({
      title: i18n.t('games.toast.startFailed'),
      description: i18n.t('games.toast.startFailedText'),
      variant: 'destructive',
    });
    dispatch({ type: 'start-failed' });
  };

  const start = async (options: SessionOptions) => {
    if (!game || latest.current.phase === 'starting') return;
    dispatch({ type: 'starting' });
    // The banks of the page's language load beside the round's start (another language's are a
    // chunk of their own), and so does the whole catalog: a guest's page carries only the words
    // it shows, and the round's questions and feedback are worded once, by the engine, with the
    // words it is given at Start (a word missing then stays missing all round).
    const banksReady = loadBanks(catalogOf(i18n.locale));
    const wordsReady = i18n.wholeWords();
    let play: StartedRound['play'] = null;
    const player = await playerOf(queryClient, userId);
    const played = withExtraRoundTime(game, extraTime ? await extraTime.atStart() : 1);
    if (player !== undefined) {
      try {
        play = { id: (await startPlay.mutateAsync(game.id)).playId, player };
      } catch (error) {
        // A signed-in child's round is saved or not played at all: a round the server refused is
        // not played unsaved anyway, and neither is one it could not be reached to start.
        if (error instanceof ApiError && error.status === 403) {
          // Shown above Start, where the child's eyes are: the page does not jump to the top.
          dispatch({ type: 'refused', message: error.message });
        } else {
          couldNotStart();
        }
        return;
      }
    }
    let banks: Banks;
    let words: Translate;
    try {
      [banks, words] = await Promise.all([banksReady, wordsReady]);
    } catch {
      couldNotStart();
      return;
    }
    submit.reset();
    const t = Date.now();
    const recent = recentQuestions(browserStorage(), game.id);
    const session = createGameSession(played, words, { ...options, recent, banks });
    dispatch({ type: 'started', round: { session, play, startedAt: t }, at: t });
    toTop();
  };

  const answer = (input: string): AnswerResult | null => {
    const { phase, round, awaitingNext } = latest.current;
    if (phase !== 'playing' || !round || awaitingNext || input.trim() === '') return null;
    const { session, startedAt } = round;
    const t = Date.now();
    if (session.roundSeconds !== null && isTimeUp(startedAt, t, session.roundSeconds)) {
      finish(t);
      return null;
    }
    const question = session.current();
    const result = session.answer(input);
    // Remembered at each answer, so a round left halfway still counts as seen; after the paint,
    // since the browser's storage is written while the tap waits otherwise.
    const seen = session.seen();
    taskAfterPaint(() => rememberQuestions(browserStorage(), session.game.id, seen));
    if (session.roundSeconds !== null) {
      // A timed round moves straight on: the feedback shows in the play area, and as the spec's
      // toast (section 8), one at a time.
      const answer: TimedAnswer = {
        answerNumber: session.totalQuestions,
        prompt: question.prompt,
        correct: result.correct,
        title: result.feedback.title,
        text: result.feedback.text,
      };
      dispatch({ type: 'answered-timed', answer, tally: tallyOf(session), at: t });
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
      if (session.isOver(elapsedSeconds(startedAt, t))) finish(t);
    } else {
      dispatch({
        type: 'answered',
        answered: { question, given: input, result },
        tally: tallyOf(session),
        at: t,
      });
      // The next question is made while the child reads the feedback, so Next only draws it.
      taskAfterPaint(() => session.current());
    }
    return result;
  };

  // Next answers the tap in its own frame by putting the feedback away (AnswerFeedback), and the
  // next question is drawn in the task after that paint: drawing it in the tap's frame made a Next
  // the slowest interaction of a round on a slow phone
  // (docs/decisions/0043-next-answers-the-tap-the-question-follows.md).
  const movingOn = useRef<(() => void) | null>(null);
  useEffect(() => () => movingOn.current?.(), []);
  const next = () => {
    const { round, phase, awaitingNext } = latest.current;
    if (!round || phase !== 'playing' || !awaitingNext || movingOn.current) return;
    movingOn.current = taskAfterPaint(() => {
      movingOn.current = null;
      // The child went back to the menu, or the round ended, in between.
      if (latest.current.round !== round || !latest.current.awaitingNext) return;
      dispatch({ type: 'next' });
      const { lastAnswerAt } = latest.current;
      if (round.session.isOver(elapsedSeconds(round.startedAt, lastAnswerAt))) finish(lastAnswerAt);
    });
  };

  const backToMenu = () => {
    dispatch({ type: 'menu' });
    submit.reset();
  };

  return {
    ...roundView(state),
    subscribe,
    state: current,
    submission: { status: submit.status, result: submit.data, error: submit.error },
    start,
    answer,
    next,
    backToMenu,
  };
}
