// /how-points-work: the daily limit's day, said on the reader's own clock (the server counts UTC
// days; "midnight UTC" means little to a parent).

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserTimeZone } from '#web/lib/format.ts';
import { pointsDayStartsAt } from '#web/lib/points-day.ts';
import { findPageHeading, renderRoute } from '#web/test/render-route.tsx';
import { answer, serve } from '#web/test/serve.ts';

describe('/how-points-work', () => {
  it('says the daily limit and when a new day starts, in the reader’s time', async () => {
    serve(
      'GET /api/app-info',
      answer({
        demoMode: false,
        demoAccounts: [],
        supportEmail: 'help@sprout.example',
        dailyGamePointsCap: 2000,
        contact: { emails: [], phone: '', addressLines: [] },
      }),
    );
    renderRoute('/how-points-work');
    await findPageHeading('How Points Work');
    const limit = (await screen.findByText('2,000 points')).closest('p')?.textContent ?? '';
    // The day is UTC's, so a reader is told why it starts at, say, 7:00 PM on their own clock.
    expect(limit).toContain('That day is the same for every family, wherever they live, so on your clock');
    expect(limit).toContain(
      `a new one starts at ${pointsDayStartsAt(new Date(), browserTimeZone())} your time.`,
    );
    expect(limit).not.toContain('UTC');
  });
});
