// Renders a component as the app does: a fresh query client with the spec's defaults, the
// toaster, and wouter at a given address.

import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';

export function renderWithApp(ui: ReactNode, options: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, location };
}
