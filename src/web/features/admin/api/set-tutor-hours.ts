import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TutorHoursValues } from '#contract/teach-hours.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';

export function setTutorHours({ id, hours }: { id: number; hours: TutorHoursValues }) {
  return call('PUT /api/admin/tutors/:id/hours', { params: { id }, body: hours });
}

/** Saves a tutor's hours for them: the admin list and the catalog are read again. */
export function useSetTutorHours(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTutorHours,
    onSuccess: () => {
      void invalidateAfter(queryClient, 'tutorHours');
      options.onSuccess?.();
    },
    onError: (error) => options.onError?.(error),
  });
}
