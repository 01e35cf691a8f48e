import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { GameRulesSchema } from '#contract/game-rules-schema.ts';
import { demoGames } from '#server/demo/demo-content.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { answer, serve } from '#web/test/serve.ts';
import type { PlayableGame } from '../engine/engine';
import { useGameRound } from './use-game-round';

// A seeded game whose round is a number of questions (no clock), as the web gets it.
const seeded = demoGames.findIndex((g) => g.rules.roundSeconds === null);
const game: PlayableGame = {
  id: seeded + 1,
  skillType: demoGames[seeded]!.skillType,
  gradelevel: demoGames[seeded]!.gradelevel,
  rules: GameRulesSchema.parse(demoGames[seeded]!.rules),
};

function withApp({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}

describe('useGameRound', () => {
  it("says 'Error submitting score' with the server's reason when the score is refused", async () => {
    serve(
      `POST /api/games/${game.id}/plays`,
      answer({ playId: 7, gameId: game.id, startedAt: new Date().toISOString() }, 201),
    );
    serve('POST /api/games/scores', answer({ message: 'That round was too quick to count.' }, 400));
    const { result } = renderHook(() => useGameRound(game, 42), { wrapper: withApp });
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
});
