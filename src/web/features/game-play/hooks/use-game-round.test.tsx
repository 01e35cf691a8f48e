import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { demoGames } from '#contract/demo-content.ts';
import { GameRulesSchema } from '#contract/game-rules-schema.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { I18nProvider } from '#web/lib/i18n.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { testI18n } from '#web/test/i18n.ts';
import { answer, serve } from '#web/test/serve.ts';
import { toastArea } from '#web/test/toasts.ts';
import type { AnswerResult, PlayableGame } from '../engine/engine.ts';
import { type GameRound, useGameRound, useLiveRound, useSettledRound } from './use-game-round.ts';

/** A seeded game as the web gets it. */
function seededGame(which: (rules: (typeof demoGames)[number]['rules']) => boolean): PlayableGame {
  const seeded = demoGames.findIndex((g) => which(g.rules));
  return {
    id: seeded + 1,
    skillType: demoGames[seeded]!.skillType,
    gradelevel: demoGames[seeded]!.gradelevel,
    rules: GameRulesSchema.parse(demoGames[seeded]!.rules),
  };
}
// A round of a number of questions (no clock), and a round against the clock.
const game = seededGame((rules) => rules.roundSeconds === null);
const timedGame = seededGame((rules) => rules.roundSeconds !== null);

function withApp({ children }: { children: ReactNode }) {
  return (
    <I18nProvider setup={testI18n()}>
      <QueryClientProvider client={createQueryClient()}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}

describe('useGameRound', () => {
  it("says 'Error submitting score' with the server's reason when the score is refused", async () => {
    serve(
      `POST /api/games/${game.id}/plays`,
      answer({ playId: 7, gameId: game.id, startedAt: new Date().toISOString() }, 201),
    );
    serve('POST /api/games/scores', answer({ message: 'That round was too quick to count.' }, 400));
    const { result } = renderHook(() => useLiveRound(useGameRound(game, 42)), { wrapper: withApp });
    await act(() => result.current.start({ difficulty: 'easy' }));
    expect(result.current.phase).toBe('playing');
    while (result.current.phase === 'playing') {
      act(() => {
        result.current.answer('0');
      });
      act(() => result.current.next());
      // The round moves on in the task after Next's own frame.
      await waitFor(() => expect(result.current.answered).toBeNull());
    }
    await screen.findByText('Error submitting score');
    screen.getByText('That round was too quick to count.');
    expect(result.current.submission.status).toBe('error');
  });

  it("puts a timed answer's words in the toast in the task after the answer, one toast at a time", async () => {
    serve(
      `POST /api/games/${timedGame.id}/plays`,
      answer({ playId: 8, gameId: timedGame.id, startedAt: new Date().toISOString() }, 201),
    );
    const { result } = renderHook(() => useLiveRound(useGameRound(timedGame, 42)), { wrapper: withApp });
    await act(() => result.current.start({ difficulty: 'easy' }));
    const answerNow = (input: string): AnswerResult => {
      const taken: { result: AnswerResult | null } = { result: null };
      act(() => {
        taken.result = result.current.answer(input);
      });
      if (!taken.result) throw new Error('the answer was not taken');
      return taken.result;
    };
    const wrong = answerNow('-1');
    // The play area's line is drawn with the answer; the toast waits, so it adds nothing to the
    // answer's paint on a slow phone.
    expect(result.current.lastTimed).toMatchObject({ correct: false, text: wrong.feedback.text });
    expect(screen.queryByText(wrong.feedback.text)).toBeNull();
    await screen.findByText(wrong.feedback.text);

    const next = result.current.question!;
    const right = answerNow(next.answer);
    await screen.findByText(right.feedback.text);
    expect(screen.queryByText(wrong.feedback.text)).toBeNull();
    expect(toastArea().getAllByRole('listitem')).toHaveLength(1);
  });

  it("draws the tap's own frame first and the score and counts a frame later, each from its own state", async () => {
    serve(
      `POST /api/games/${game.id}/plays`,
      answer({ playId: 9, gameId: game.id, startedAt: new Date().toISOString() }, 201),
    );
    const frames: { live: GameRound; settled: GameRound }[] = [];
    const { result } = renderHook(
      () => {
        const round = useGameRound(game, 42);
        const frame = { live: useLiveRound(round), settled: useSettledRound(round) };
        frames.push(frame);
        return frame;
      },
      { wrapper: withApp },
    );
    await act(() => result.current.live.start({ difficulty: 'easy' }));
    const question = result.current.live.question!;
    frames.length = 0;
    act(() => {
      result.current.live.answer(question.answer);
    });
    const answered = { score: expect.any(Number), correctAnswers: 1, totalQuestions: 1 };
    // The answer's own frame: the answer is there, the settled round still as before it.
    expect(frames[0]!.live.answered?.given).toBe(question.answer);
    expect(frames[0]!.live.tally).toEqual(answered);
    expect(frames[0]!.settled.answered).toBeNull();
    expect(frames[0]!.settled.tally).toEqual({ score: 0, correctAnswers: 0, totalQuestions: 0 });
    // The frame after: the settled round catches up, with the answer's own tally.
    const last = frames.at(-1)!;
    expect(last.settled.answered).toBe(last.live.answered);
    expect(last.settled.tally).toEqual(answered);
    expect(last.settled.tally.score).toBeGreaterThan(0);
    // The settled round never asks the engine for a question: that would make the next one early.
    expect(frames.every((f) => f.settled.question === null)).toBe(true);

    // Next: its own frame only puts the feedback away (AnswerFeedback); the round moves on in the
    // task after, and a second Next meanwhile does not skip a question.
    frames.length = 0;
    act(() => {
      result.current.live.next();
      result.current.live.next();
    });
    expect(frames).toHaveLength(0);
    expect(result.current.live.answered?.given).toBe(question.answer);
    await waitFor(() => expect(result.current.live.answered).toBeNull());
    expect(frames[0]!.live.answered).toBeNull();
    expect(frames[0]!.live.question).not.toBe(question);
    expect(frames[0]!.live.tally.totalQuestions).toBe(1);
    expect(frames[0]!.settled.answered?.given).toBe(question.answer);
    await waitFor(() => expect(frames.at(-1)!.settled.answered).toBeNull());
    expect(result.current.live.question?.key).toBe(result.current.live.session?.current().key);
  });
});
