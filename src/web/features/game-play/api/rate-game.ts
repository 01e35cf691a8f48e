import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RateGameInput } from '#contract/games.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

/** A player's stars for a game after a round (one per player; a second call changes it). */
export function rateGame({ gameId, input }: { gameId: number; input: RateGameInput }) {
  return call('PUT /api/games/:id/rating', { params: { id: gameId }, body: input });
}

export function useRateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateGame,
    onSuccess: () => invalidateAfter(queryClient, 'gameRated'),
  });
}
