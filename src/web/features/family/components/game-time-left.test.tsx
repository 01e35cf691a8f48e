// The games page's game time left for a child with a daily limit (docs/rules.md#parents-in-the-loop).

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '#contract/accounts.ts';
import { type MyControls, MyControlsSchema } from '#contract/parent-controls.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { aStudent } from '#web/test/users.ts';
import { GameTimeLeft } from './game-time-left.tsx';

const child: User = aStudent();

const controls = (gameMinutesLeftToday: number | null): MyControls =>
  MyControlsSchema.parse({
    approvePurchases: false,
    approveBookings: false,
    dailyGameMinutes: gameMinutesLeftToday === null ? null : 60,
    quietHours: null,
    extraTime: 1,
    gameMinutesLeftToday,
  });

describe('GameTimeLeft', () => {
  it('shows the minutes left today', async () => {
    serve('GET /api/family/controls', answer(controls(25)));
    renderWithApp(<GameTimeLeft userId={child.id} />);
    await screen.findByText('Game time left today: 25 min');
  });

  it('says when none is left, and to come back tomorrow', async () => {
    serve('GET /api/family/controls', answer(controls(0)));
    renderWithApp(<GameTimeLeft userId={child.id} />);
    await screen.findByText('No game time left today. Come back tomorrow!');
  });

  it('shows nothing without a limit', async () => {
    serve('GET /api/family/controls', answer(controls(null)));
    const { container } = renderWithApp(<GameTimeLeft userId={child.id} />);
    await waitFor(() => expect(requests).toContain('GET /api/family/controls'));
    expect(container.textContent).toBe('');
  });
});
