import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrationState } from '#web/lib/hydration.tsx';
import { I18nProvider, recordingSetup } from '#web/lib/i18n.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { testI18n } from '#web/test/i18n.ts';
import { TutorReviews } from './tutor-reviews.tsx';

describe('a tutor’s reviews', () => {
  it('drawn by the server while the session loads, puts a guest’s prompt in the page', () => {
    // As the server renders a page: the session unknown, noting the messages it reads.
    const setup = recordingSetup(testI18n());
    renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <I18nProvider setup={setup}>
          <HydrationState hydrating>
            <TutorReviews tutorId={1} tutorName="Amara Okafor" />
          </HydrationState>
        </I18nProvider>
      </QueryClientProvider>,
    );
    // A guest's page then shows them after hydration without fetching the whole catalog.
    expect(setup.used).toContain('tutors.reviews.logInPrompt');
    expect(setup.used).toContain('tutors.reviews.logIn');
  });
});
