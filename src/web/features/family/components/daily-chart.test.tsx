import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { browserTimeZone } from '#web/lib/format.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, serve } from '#web/test/serve.ts';
import { DailyChart } from './daily-chart.tsx';

describe("DailyChart (a parent's last 14 days)", () => {
  it("asks for the days on the parent's clocks and never says UTC", async () => {
    const asked: (string | null)[] = [];
    serve('GET /api/parent/child-activity/12/daily', ({ url }) => {
      asked.push(url.searchParams.get('timeZone'));
      return answer([
        { date: '2026-06-14', studyMinutes: 15, pointsEarned: 0 },
        { date: '2026-06-15', studyMinutes: 30, pointsEarned: 40 },
      ]);
    });
    const { container } = renderWithApp(<DailyChart childId={12} />);
    await screen.findByText('Jun 14 to Jun 15');
    expect(asked).toEqual([browserTimeZone()]);
    expect(container.textContent).not.toMatch(/UTC/);
  });
});
