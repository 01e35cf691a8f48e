import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
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
import { useGameRound, useLiveRound } from './use-game-round.ts';

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
});
