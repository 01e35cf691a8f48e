import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminKind } from '#contract/admin.ts';
import { api } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';
import { ADMIN_WRITE } from '../admin-items';

/** DELETE /api/admin/{kind}/{id}: hides the item; users' history keeps it. */
export function deleteAdminItem(kind: AdminKind, id: number) {
  return api.delete<{ ok: true }>(`/api/admin/${kind}/${id}`);
}

export function useDeleteAdminItem(kind: AdminKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAdminItem(kind, id),
    onSuccess: () => invalidateAfter(queryClient, ADMIN_WRITE[kind]),
  });
}
