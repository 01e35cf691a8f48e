import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminKind } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';
import { ADMIN_WRITE, type AdminItems } from '../admin-items';

/** PUT /api/admin/{kind}/{id} */
export function updateAdminItem<K extends AdminKind>(kind: K, id: number, body: unknown) {
  return api.put<AdminItems[K]>(`/api/admin/${kind}/${id}`, body);
}

export function useUpdateAdminItem<K extends AdminKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: unknown }) => updateAdminItem(kind, id, body),
    onSuccess: () => invalidateAfter(queryClient, ADMIN_WRITE[kind]),
  });
}
