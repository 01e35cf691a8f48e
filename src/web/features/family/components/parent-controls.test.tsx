import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChildActivitySchema } from '#contract/family.ts';
import type { ChildSettings } from '#contract/parent-controls.ts';
import { renderWithApp } from '#web/test/render.tsx';
import { answer, requests, serve } from '#web/test/serve.ts';
import { PurchasesPanel } from './activity-panels.tsx';
import { ApprovalsList } from './approvals-list.tsx';
import { ChildSettingsForm } from './child-settings-form.tsx';
import { DigestSettingToggle } from './digest-setting.tsx';
import { MyControls } from './my-controls.tsx';

const defaults: ChildSettings = {
  approvePurchases: false,
  approveBookings: false,
  dailyGameMinutes: null,
  quietHours: null,
  extraTime: 1,
};

const request = {
  id: 7,
  kind: 'checkout' as const,
  child: { id: 5, username: 'leo', name: 'Leo' },
  summary: '2 × Robot Kit',
  pointsCost: 200,
  status: 'waiting' as const,
  outcome: null,
  createdAt: '2026-06-15T10:00:00.000Z',
  decidedAt: null,
  expiresAt: '2026-06-22T10:00:00.000Z',
};

describe('ChildSettingsForm (Parent Settings)', () => {
  it('loads the settings and saves the changes with quiet hours in the parent’s zone', async () => {
    serve('GET /api/parent/children/5/settings', answer(defaults));
    let sent: unknown;
    serve('PUT /api/parent/children/5/settings', ({ body }) => {
      sent = body;
      return answer({ ...defaults, approvePurchases: true, dailyGameMinutes: 60 });
    });
    const { user } = renderWithApp(<ChildSettingsForm childId={5} childName="Leo" />);
    await user.click(await screen.findByLabelText('Ask me before Leo spends points'));
    await user.selectOptions(screen.getByLabelText('Daily game time'), '60');
    await user.click(screen.getByLabelText('No games during quiet hours'));
    await user.selectOptions(screen.getByLabelText('Extra time in timed games'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(sent).toMatchObject({
        approvePurchases: true,
        approveBookings: false,
        dailyGameMinutes: 60,
        quietHours: {
          from: '19:30',
          to: '07:00',
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
        extraTime: 1.5,
      }),
    );
  });

  it('keeps the time zone saved with the quiet hours, whatever the device’s, until another is picked', async () => {
    const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const savedZone = deviceZone === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo';
    const saved = { ...defaults, quietHours: { from: '20:00', to: '07:00', timeZone: savedZone } };
    serve('GET /api/parent/children/5/settings', answer(saved));
    const sent: unknown[] = [];
    serve('PUT /api/parent/children/5/settings', ({ body }) => {
      sent.push(body);
      return answer(saved);
    });
    const { user } = renderWithApp(<ChildSettingsForm childId={5} childName="Leo" />);
    const zone = await screen.findByLabelText<HTMLSelectElement>('Time zone');
    expect(zone.value).toBe(savedZone);
    expect(zone.selectedOptions[0]?.textContent).toBe(savedZone.replace(/_/g, ' '));
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('20:00');

    await user.selectOptions(screen.getByLabelText('Daily game time'), '60');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ quietHours: { from: '20:00', to: '07:00', timeZone: savedZone } });

    await user.selectOptions(zone, 'Europe/Berlin');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ quietHours: { timeZone: 'Europe/Berlin' } });
  });

  it('shows the server’s refusal', async () => {
    serve('GET /api/parent/children/5/settings', answer(defaults));
    serve('PUT /api/parent/children/5/settings', {
      status: 403,
      body: { message: 'You can only see children who accepted your link request.' },
    });
    const { user } = renderWithApp(<ChildSettingsForm childId={5} childName="Leo" />);
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect((await screen.findByRole('alert')).textContent).toContain('accepted your link request');
  });
});

describe('ApprovalsList (Parent Settings)', () => {
  it('shows a waiting request with today’s cost, and approves it', async () => {
    let answered = false;
    serve('GET /api/parent/approvals', () =>
      answer([answered ? { ...request, status: 'approved', pointsCost: null } : request]),
    );
    serve('POST /api/parent/approvals/7/approve', () => {
      answered = true;
      return answer({ ...request, status: 'approved', pointsCost: null });
    });
    const { user } = renderWithApp(<ApprovalsList userId={1} />);
    await screen.findByText('Leo wants to buy 2 × Robot Kit');
    screen.getByText(/200 points today/);
    await user.click(screen.getByRole('button', { name: 'Approve: Leo wants to buy 2 × Robot Kit' }));
    await screen.findByText('Nothing is waiting for you.');
    const answeredList = screen.getByRole('list', { name: 'Answered requests' });
    expect(answeredList.textContent).toContain('Approved');
  });

  it('says why an approved request could not go through', async () => {
    serve(
      'GET /api/parent/approvals',
      answer([{ ...request, status: 'failed', outcome: 'Sorry, Robot Kit is sold out.', pointsCost: null }]),
    );
    renderWithApp(<ApprovalsList userId={1} />);
    await screen.findByText('Could not go through: Sorry, Robot Kit is sold out.');
  });
});

describe('MyControls (the child’s dashboard)', () => {
  it('says the rules in plain words, the game time left, and what the grown-up answered', async () => {
    serve(
      'GET /api/family/controls',
      answer({
        ...defaults,
        approvePurchases: true,
        dailyGameMinutes: 30,
        gameMinutesLeftToday: 12,
      }),
    );
    serve('GET /api/family/approvals', answer([request]));
    renderWithApp(<MyControls userId={5} />);
    await screen.findByText(/Your grown-up wants to say yes before you spend points/);
    screen.getByText(/Game time left today: 12/);
    await screen.findByText('2 × Robot Kit: sent to your grown-up');
  });

  it('shows nothing when there are no rules and no requests', async () => {
    serve('GET /api/family/controls', answer({ ...defaults, gameMinutesLeftToday: null }));
    serve('GET /api/family/approvals', answer([]));
    renderWithApp(<MyControls userId={5} />);
    await waitFor(() => expect(requests).toContain('GET /api/family/approvals'));
    await waitFor(() => expect(requests).toContain('GET /api/family/controls'));
    expect(screen.queryByText("Your grown-up's rules")).toBeNull();
  });
});

describe('PurchasesPanel (the child activity’s Purchases sub-tab)', () => {
  it('lists the requests with what became of them, and the prizes with their status', async () => {
    const robotKit = {
      id: 3,
      merchandiseId: 2,
      merchandise: { imageUrl: '/x.svg', name: 'Robot Kit', description: 'A kit' },
      purchaseDate: '2026-06-15T10:00:00.000Z',
      paymentType: 'points',
      pointsUsed: 100,
      amountPaid: '0.00',
      deliveryStatus: null,
    };
    const activity = ChildActivitySchema.parse({
      studySessions: [],
      gameProgress: [],
      gameScores: [],
      tutorSessions: [],
      purchases: [robotKit],
      approvals: [{ ...request, status: 'declined', pointsCost: null }],
      points: { points: 0 },
      summary: { studySessions: 0, gamesPlayed: 0, pointsEarned: 0, tutorSessions: 0, recentStudyMinutes: 0 },
    });
    serve('GET /api/parent/child-activity/7/prizes', answer([{ ...robotKit, deliveryStatus: 'sent' }]));
    renderWithApp(<PurchasesPanel activity={activity} childId={7} childName="Lily" />);
    expect(screen.getByRole('list', { name: 'Requests for your yes' }).textContent).toContain('Declined');
    const prizes = await screen.findByRole('list', { name: "Lily's prizes" });
    expect(prizes.textContent).toContain('Robot Kit');
    expect(prizes.textContent).toContain('Sent');
  });
});

describe('DigestSettingToggle (Parent Settings)', () => {
  it('turns the weekly e-mail back on after an unsubscribe', async () => {
    serve('GET /api/parent/digest', answer({ weeklyDigest: false }));
    let sent: unknown;
    serve('PUT /api/parent/digest', ({ body }) => {
      sent = body;
      return answer({ weeklyDigest: true });
    });
    const { user } = renderWithApp(<DigestSettingToggle userId={1} />);
    const box = await screen.findByLabelText('Send me a weekly e-mail about my children (Mondays)');
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    await waitFor(() => expect(sent).toEqual({ weeklyDigest: true }));
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells a parent who came from Unsubscribe that it worked, then that it is on again', async () => {
    serve('GET /api/parent/digest', answer({ weeklyDigest: false }));
    serve('PUT /api/parent/digest', answer({ weeklyDigest: true }));
    const { user } = renderWithApp(<DigestSettingToggle userId={1} justUnsubscribed />);
    expect((await screen.findByRole('status')).textContent).toContain(
      "You won't get the weekly e-mail about your children any more.",
    );
    // The switch is for the weekly mail only: what waits for the parent still comes.
    expect(screen.getByRole('status').textContent).toContain(
      "We'll still write when a request waits for your yes or a prize is on its way.",
    );
    await user.click(screen.getByLabelText('Send me a weekly e-mail about my children (Mondays)'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The weekly e-mail is on again: the next one comes on Monday.',
      ),
    );
  });
});
