// /terms: the cancellation rule is the one the app keeps and the reminder e-mail states.

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderRoute } from '#web/test/render-route.tsx';

describe('/terms', () => {
  it('states the cancellation rule as the app keeps it: 12 hours before the start', async () => {
    renderRoute('/terms');
    await findPageHeading('Terms of Service');
    const rule = screen.getByText(/Sessions can be cancelled until 12 hours before they start\./);
    expect(rule.textContent).not.toContain('24 hours');
  });
});
