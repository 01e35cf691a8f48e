import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { HydrationState } from '#web/lib/hydration.tsx';
import { I18nProvider, recordingSetup } from '#web/lib/i18n.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { testI18n } from './i18n.ts';

/**
 * The messages `element` reads when the server draws it while the session is still loading (a
 * guest's first view): those the page carries in its HTML, so it need not fetch the catalog.
 */
export function messagesDrawnWhileLoading(element: ReactNode): Set<MessageKey> {
  const setup = recordingSetup(testI18n());
  renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider setup={setup}>
        <HydrationState hydrating>{element}</HydrationState>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return setup.used ?? new Set();
}
