import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameRating, RateGameInput } from '#contract/games.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

/** A player's stars for a game after a round (one per player; a second call changes it). */
export function rateGame({ gameId, input }: { gameId: number; input: RateGameInput }) {
  return api.put<GameRating>(`/api/games/${gameId}/rating`, input);
}

export function useRateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateGame,
    onSuccess: () => invalidateAfter(queryClient, 'gameRated'),
  });
}
