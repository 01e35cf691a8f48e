import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminKind } from '#contract/admin.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';
import { ADMIN_WRITE, type AdminItemInput, type AdminItems } from '../admin-items.ts';

type Update<K extends AdminKind> = (id: number, body: AdminItemInput<K>) => Promise<AdminItems[K]>;

// One call per kind, as in create-admin-item.ts.
const update: { [K in AdminKind]: Update<K> } = {
  tutors: (id, body) => call('PUT /api/admin/tutors/:id', { params: { id }, body }),
  articles: (id, body) => call('PUT /api/admin/articles/:id', { params: { id }, body }),
  games: (id, body) => call('PUT /api/admin/games/:id', { params: { id }, body }),
  testimonials: (id, body) => call('PUT /api/admin/testimonials/:id', { params: { id }, body }),
  merchandise: (id, body) => call('PUT /api/admin/merchandise/:id', { params: { id }, body }),
};

/** PUT /api/admin/{kind}/{id} */
export function updateAdminItem<K extends AdminKind>(kind: K, id: number, body: AdminItemInput<K>) {
  return update[kind](id, body);
}

export function useUpdateAdminItem<K extends AdminKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminItemInput<K> }) => updateAdminItem(kind, id, body),
    onSuccess: () => invalidateAfter(queryClient, ADMIN_WRITE[kind]),
  });
}
