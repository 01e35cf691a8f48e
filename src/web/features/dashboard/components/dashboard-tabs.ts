// The dashboard's tabs (docs/product.md#screens-and-routes), which of them a user sees, and the one in the address.
import type { User } from '#contract/accounts.ts';
import type { MessageKey } from '#contract/i18n/catalog.ts';

export type DashboardTab = 'dashboard' | 'inventory' | 'store' | 'achievements' | 'parent' | 'admin';

export const DASHBOARD_TABS: { value: DashboardTab; label: MessageKey }[] = [
  { value: 'dashboard', label: 'dashboard.tab.dashboard' },
  { value: 'inventory', label: 'dashboard.tab.inventory' },
  { value: 'store', label: 'dashboard.tab.store' },
  { value: 'achievements', label: 'dashboard.tab.achievements' },
  { value: 'parent', label: 'dashboard.tab.parent' },
  { value: 'admin', label: 'dashboard.tab.admin' },
];

/**
 * Parent Settings for parents only, and first for them (docs/rules.md#parents-in-the-loop: a parent comes to
 * look after a child); Admin Panel for admins only.
 */
export function tabsFor(user: Pick<User, 'userType' | 'isAdmin'>) {
  const shown = DASHBOARD_TABS.filter(
    (t) => (t.value !== 'parent' || user.userType === 'parent') && (t.value !== 'admin' || user.isAdmin),
  );
  return user.userType === 'parent'
    ? [...shown.filter((t) => t.value === 'parent'), ...shown.filter((t) => t.value !== 'parent')]
    : shown;
}

/** The tab a user lands on: the first of theirs. */
export function defaultDashboardTab(user: Pick<User, 'userType' | 'isAdmin'>): DashboardTab {
  return tabsFor(user)[0]?.value ?? 'dashboard';
}

/** The tab named by ?tab=, when this user has it; else their first tab. */
export function readDashboardTab(
  search: URLSearchParams,
  user: Pick<User, 'userType' | 'isAdmin'>,
): DashboardTab {
  const wanted = search.get('tab');
  return tabsFor(user).find((t) => t.value === wanted)?.value ?? defaultDashboardTab(user);
}
