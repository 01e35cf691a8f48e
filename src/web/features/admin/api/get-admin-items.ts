import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminKind } from '#contract/admin.ts';
import { type ApiResponse, callWithHeaders, totalOf } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import type { AdminItems } from '../admin-items.ts';

/** Rows per page: the list loads more as the admin asks, so 5,000 tutors stay quick. */
export const ADMIN_PAGE_SIZE = 50;

export interface AdminItemsPage<K extends AdminKind> {
  items: AdminItems[K][];
  total: number;
}

type Page = { q: string; limit: number; offset: number };
type List<K extends AdminKind> = (query: Page) => Promise<ApiResponse<AdminItems[K][]>>;

// One call per kind, as in create-admin-item.ts.
const list: { [K in AdminKind]: List<K> } = {
  tutors: (query) => callWithHeaders('GET /api/admin/tutors', { query }),
  articles: (query) => callWithHeaders('GET /api/admin/articles', { query }),
  games: (query) => callWithHeaders('GET /api/admin/games', { query }),
  testimonials: (query) => callWithHeaders('GET /api/admin/testimonials', { query }),
  merchandise: (query) => callWithHeaders('GET /api/admin/merchandise', { query }),
};

export async function getAdminItems<K extends AdminKind>(
  kind: K,
  q: string,
  offset: number,
): Promise<AdminItemsPage<K>> {
  const answer = await list[kind]({ q, limit: ADMIN_PAGE_SIZE, offset });
  return { items: answer.data, total: totalOf(answer) };
}

/** One kind's admin list, page by page; `q` asks the server to search (empty: everything). */
export function getAdminItemsQueryOptions<K extends AdminKind>(kind: K, q: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.admin.items(kind, q),
    queryFn: ({ pageParam }) => getAdminItems(kind, q, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: AdminItemsPage<K>, pages: AdminItemsPage<K>[]) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
  });
}

export function useAdminItems<K extends AdminKind>(kind: K, q: string, enabled = true) {
  return useInfiniteQuery({ ...getAdminItemsQueryOptions(kind, q), enabled });
}
