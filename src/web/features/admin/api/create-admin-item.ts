import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminKind } from '#contract/admin.ts';
import { call } from '#web/lib/api-client.ts';
import { invalidateAfter } from '#web/lib/query-keys.ts';
import { ADMIN_WRITE, type AdminItemInput, type AdminItems } from '../admin-items.ts';

// One call per kind, so each kind's body and answer come from its own entry; a caller generic
// over the kind indexes this map and keeps the kind's types (a name built from a union of kinds
// would take any kind's body).
const create: { [K in AdminKind]: (body: AdminItemInput<K>) => Promise<AdminItems[K]> } = {
  tutors: (body) => call('POST /api/admin/tutors', { body }),
  articles: (body) => call('POST /api/admin/articles', { body }),
  games: (body) => call('POST /api/admin/games', { body }),
  testimonials: (body) => call('POST /api/admin/testimonials', { body }),
  merchandise: (body) => call('POST /api/admin/merchandise', { body }),
};

/** POST /api/admin/{kind}: the form's values, checked again by the server. */
export function createAdminItem<K extends AdminKind>(kind: K, body: AdminItemInput<K>) {
  return create[kind](body);
}

export function useCreateAdminItem<K extends AdminKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminItemInput<K>) => createAdminItem(kind, body),
    onSuccess: () => invalidateAfter(queryClient, ADMIN_WRITE[kind]),
  });
}
