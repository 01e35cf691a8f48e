import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TutorHoursAnswer, TutorHoursValues } from '#contract/teach-hours.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function setTeachHours(hours: TutorHoursValues) {
  return call('PUT /api/teach/hours', { body: hours });
}

/** Saves the tutor's hours; the catalog and the list of bookings now outside them are read again. */
export function useSetTeachHours(
  options: { onSuccess?: (hours: TutorHoursAnswer) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTeachHours,
    onSuccess: (hours) => {
      void invalidateAfter(queryClient, 'tutorHours');
      options.onSuccess?.(hours);
    },
    onError: (error) => options.onError?.(error),
  });
}
