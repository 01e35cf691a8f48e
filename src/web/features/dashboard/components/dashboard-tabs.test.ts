import { describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import { testT } from '#web/test/i18n.ts';
import { readDashboardTab, tabsFor } from './dashboard-tabs.ts';

const t = testT();

type Who = Pick<User, 'userType' | 'isAdmin'>;
const student: Who = { userType: 'student', isAdmin: false };
const parent: Who = { userType: 'parent', isAdmin: false };
const admin: Who = { userType: 'student', isAdmin: true };

describe('the dashboard tabs (docs/product.md#screens-and-routes)', () => {
  it('shows Parent Settings to parents only and Admin Panel to admins only', () => {
    const labels = (user: Who) => tabsFor(user).map((tab) => t(tab.label));
    expect(labels(student)).toEqual(['Dashboard', 'My Inventory', 'Reward Store', 'Achievements']);
    expect(labels(parent)).toContain('Parent Settings');
    expect(labels(parent)).not.toContain('Admin Panel');
    expect(labels(admin)).toContain('Admin Panel');
    expect(labels(admin)).not.toContain('Parent Settings');
  });

  it('opens the tab in the address when the user has it, else Dashboard', () => {
    expect(readDashboardTab(new URLSearchParams('?tab=achievements'), student)).toBe('achievements');
    expect(readDashboardTab(new URLSearchParams('?tab=parent'), student)).toBe('dashboard');
    expect(readDashboardTab(new URLSearchParams('?tab=parent'), parent)).toBe('parent');
    expect(readDashboardTab(new URLSearchParams(''), admin)).toBe('dashboard');
  });

  it('puts Parent Settings first for a parent, and opens it by default', () => {
    expect(tabsFor(parent).map((tab) => t(tab.label))).toEqual([
      'Parent Settings',
      'Dashboard',
      'My Inventory',
      'Reward Store',
      'Achievements',
    ]);
    expect(readDashboardTab(new URLSearchParams(''), parent)).toBe('parent');
    expect(readDashboardTab(new URLSearchParams('?tab=dashboard'), parent)).toBe('dashboard');
  });
});
