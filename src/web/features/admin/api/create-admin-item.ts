import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminKind } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';
import { ADMIN_WRITE, type AdminItems } from '../admin-items';

/** POST /api/admin/{kind}: the form's values, checked again by the server. */
export function createAdminItem<K extends AdminKind>(kind: K, body: unknown) {
  return api.post<AdminItems[K]>(`/api/admin/${kind}`, body);
}

export function useCreateAdminItem<K extends AdminKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: unknown) => createAdminItem(kind, body),
    onSuccess: () => invalidateAfter(queryClient, ADMIN_WRITE[kind]),
  });
}
