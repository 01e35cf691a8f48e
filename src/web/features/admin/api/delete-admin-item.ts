import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminKind } from '#contract/admin.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';
import { ADMIN_WRITE } from '../admin-items.ts';

/** DELETE /api/admin/{kind}/{id}: hides the item; users' history keeps it. */
export function deleteAdminItem(kind: AdminKind, id: number) {
  return call(`DELETE /api/admin/${kind}/:id`, { params: { id } });
}

export function useDeleteAdminItem(kind: AdminKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAdminItem(kind, id),
    onSuccess: () => invalidateAfter(queryClient, ADMIN_WRITE[kind]),
  });
}
