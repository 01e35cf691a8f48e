import { useMutation } from '@tanstack/react-query';
import type { PlayCreated } from '#contract/games.ts';
import { api } from '#web/lib/api-client.ts';

/** Starts a round on the server clock (signed in only); the score names the play it answers. */
export function startPlay(gameId: number) {
  return api.post<PlayCreated>(`/api/games/${gameId}/plays`);
}

export function useStartPlay() {
  return useMutation({ mutationFn: startPlay });
}
