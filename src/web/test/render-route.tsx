// A route-level screen in the component tier: the app's own router (router.tsx: the route table,
// its guards and the real route modules, each loaded as the app loads it) drawn at a path, with a
// real query client and the toaster, the network answered by the contract-checked table of
// serve.ts. For a page's loading, error, empty and not-found states, which need no browser.
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { expect } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageLocale } from '#contract/i18n/locales.ts';
import { AppRoutes } from '#web/app/router.tsx';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { HydrationState } from '#web/lib/hydration.tsx';
import { I18nProvider } from '#web/lib/i18n.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { testI18n } from './i18n.ts';

// A route module's code is fetched (and transformed) when its path is first drawn: on a busy
// machine that takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5_000 });

// happy-dom does not know <search> (HTML 2023) yet, which React would log as an unknown tag.
Object.defineProperty(HTMLUnknownElement.prototype, Symbol.toStringTag, {
  configurable: true,
  get(this: HTMLElement) {
    return this.localName === 'search' ? 'HTMLElement' : 'HTMLUnknownElement';
  },
});

/** Draws the page at `path` (path and query) as the app routes it; `location.history` records moves. */
export function renderRoute(path: string, options: { locale?: PageLocale } = {}) {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider setup={testI18n(options.locale)}>
        <HydrationState hydrating={false}>
          <Router hook={location.hook}>
            <main>
              <AppRoutes />
            </main>
          </Router>
        </HydrationState>
        <Toaster />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, location };
}

/** The address the page is at now (after links and redirects). */
export function currentPath(location: ReturnType<typeof renderRoute>['location']): string | undefined {
  return location.history?.at(-1);
}

/**
 * axe-core over the drawn screen: the rules that need no layout (names, roles, labels, ARIA,
 * headings). Contrast, focus visibility and target sizes need a real browser: the browser tests
 * check those on every screen they reach.
 */
export async function expectNoAxeViolations() {
  const results = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    resultTypes: ['violations'],
  });
  const found = results.violations.map(
    (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target).join(', ')}`,
  );
  expect(found).toEqual([]);
}

/** Waits until the page's route module has drawn its first heading. */
export function findPageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}
