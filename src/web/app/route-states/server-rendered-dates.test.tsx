// Dates on a server-rendered page: the server cannot know the reader's time zone, so the page is
// drawn and hydrated in UTC and then draws the reader's own date. A date drawn in the server's zone
// that the browser draws differently would break hydration (React's error 418).

import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewCard } from '#web/components/reviews/review-card.tsx';
import { ArticleMeta } from '#web/features/articles/components/article-meta.tsx';
import { HydrationState } from '#web/lib/hydration.tsx';
import { I18nProvider } from '#web/lib/i18n.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { testI18n } from '#web/test/i18n.ts';

// 02:00 UTC on Nov 29 is still the evening of Nov 28 in New York.
const LATE_EVENING = '2026-11-29T02:00:00.000Z';

function Page({ hydrating }: { hydrating: boolean }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider setup={testI18n()}>
        <HydrationState hydrating={hydrating}>
          <ArticleMeta article={{ publishedAt: LATE_EVENING, readTime: '5 min read' }} />
          <ReviewCard
            kind="tutors"
            reportable={false}
            review={{
              id: 1,
              rating: 5,
              comment: 'Kind and patient.',
              dateSubmitted: LATE_EVENING,
              hidden: false,
              user: { username: 'dana' },
            }}
          />
        </HydrationState>
      </I18nProvider>
    </QueryClientProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllEnvs();
});

describe('dates on a server-rendered page', () => {
  it('hydrate without a mismatch when the reader’s date is not UTC’s, then show the reader’s date', async () => {
    // The server's clocks and the reader's: the runtime reads TZ again whenever it changes.
    vi.stubEnv('TZ', 'UTC');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page hydrating />);
    document.body.append(container);
    expect(screen.getAllByText('Nov 29, 2026')).toHaveLength(2);

    vi.stubEnv('TZ', 'America/New_York');
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Page hydrating />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(await screen.findAllByText('Nov 28, 2026')).toHaveLength(2);
    expect(screen.queryByText('Nov 29, 2026')).toBeNull();
  });
});
