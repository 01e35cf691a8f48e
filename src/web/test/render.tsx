// Renders a component as the app does: a fresh query client with the spec's defaults, the
// toaster, and wouter at a given address.

import { QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PageLocale } from '#contract/i18n/locales.ts';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { I18nProvider } from '#web/lib/i18n.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { testI18n } from './i18n.ts';

export function renderWithApp(ui: ReactNode, options: { path?: string; locale?: PageLocale } = {}) {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider setup={testI18n(options.locale)}>
        <Router hook={location.hook}>{ui}</Router>
        <Toaster />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, location };
}

/**
 * Renders a part of a page alone, in the page's language (`en` unless told); `rerender` keeps
 * the language around the new props.
 */
export function renderInPage(ui: ReactNode, options: { locale?: PageLocale } = {}): RenderResult {
  const setup = testI18n(options.locale);
  return render(ui, { wrapper: ({ children }) => <I18nProvider setup={setup}>{children}</I18nProvider> });
}
