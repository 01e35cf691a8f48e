import { useMutation } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';

/** Starts a round on the server clock (signed in only); the score names the play it answers. */
export function startPlay(gameId: number) {
  return call('POST /api/games/:id/plays', { params: { id: gameId } });
}

export function useStartPlay() {
  return useMutation({ mutationFn: startPlay });
}
