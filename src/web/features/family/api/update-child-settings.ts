import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChildSettingsInput } from '#contract/parent-controls.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';
import { getChildSettingsQueryOptions } from './get-child-settings.ts';

export function updateChildSettings({ childId, changes }: { childId: number; changes: ChildSettingsInput }) {
  return call('PUT /api/parent/children/:childId/settings', { params: { childId }, body: changes });
}

/** Saves some of a child's settings; the answer is the whole settings, kept at once. */
export function useUpdateChildSettings(
  childId: number,
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ChildSettingsInput) => updateChildSettings({ childId, changes }),
    onSuccess: (settings) => {
      queryClient.setQueryData(getChildSettingsQueryOptions(childId).queryKey, settings);
      void invalidateAfter(queryClient, 'childSettings');
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
