import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function keepBooking(id: number) {
  return call('POST /api/teach/hours/outside/:id/keep', { params: { id } });
}

/** Keeps a booking outside the hours: it stays booked and leaves the list. */
export function useKeepBooking(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepBooking,
    onSuccess: () => invalidateAfter(queryClient, 'keptBooking'),
    onError: (error) => options.onError?.(error),
  });
}
