import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DigestSetting } from '#contract/parent-controls.ts';
import { call } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function getDigestSetting(signal?: AbortSignal) {
  return call('GET /api/parent/digest', { signal });
}

/** Whether the weekly family digest e-mail is on. */
export function getDigestSettingQueryOptions(userId: number | undefined) {
  return queryOptions({
    queryKey: queryKeys.family.digest(userId),
    queryFn: ({ signal }) => getDigestSetting(signal),
    enabled: userId !== undefined,
  });
}

export function useDigestSetting(userId: number | undefined) {
  return useQuery(getDigestSettingQueryOptions(userId));
}

export function putDigestSetting(setting: DigestSetting) {
  return call('PUT /api/parent/digest', { body: setting });
}

/** Turns the digest on or off; the answer is kept at once. */
export function useSetDigestSetting(
  userId: number | undefined,
  options: { onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putDigestSetting,
    onSuccess: (setting) => queryClient.setQueryData(getDigestSettingQueryOptions(userId).queryKey, setting),
    onError: options.onError,
  });
}
