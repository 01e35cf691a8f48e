import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalRequest, ChildSettings, MyControls } from '#contract/parent-controls.ts';
import {
  createApprovalRequest,
  createMathChallengeGame,
  createMerchandise,
  createTutor,
} from '#server/test/factories.ts';
import { linkedChild } from '#server/test/family.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// A Monday, 10:00 UTC.
const NOW = '2026-06-15T10:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let parentCookie: string;
let otherParentCookie: string;
let parentId: number;

beforeAll(async () => {
  t = await createTestApp({ start: NOW });
  await createMathChallengeGame(t.database.db);
  const parent = await t.signUp({ userType: 'parent', isEmailVerified: true });
  const otherParent = await t.signUp({ userType: 'parent', isEmailVerified: true });
  parentCookie = parent.cookie;
  parentId = parent.user.id;
  otherParentCookie = otherParent.cookie;
});
afterAll(async () => {
  await t.close();
});

const settingsUrl = (childId: number) => `/api/parent/children/${childId}/settings`;

function putSettings(childId: number, payload: Record<string, unknown>, cookie = parentCookie) {
  return t.inject({ method: 'PUT', url: settingsUrl(childId), headers: { cookie }, payload });
}

async function pointsOf(cookie: string): Promise<number> {
  return (await t.inject({ method: 'GET', url: '/api/users/points', headers: { cookie } })).json().points;
}

async function inventoryOf(cookie: string): Promise<{ merchandiseId: number; pointsUsed: number }[]> {
  return (await t.inject({ method: 'GET', url: '/api/users/merchandise', headers: { cookie } })).json();
}

async function approvals(): Promise<ApprovalRequest[]> {
  return (
    await t.inject({ method: 'GET', url: '/api/parent/approvals', headers: { cookie: parentCookie } })
  ).json();
}

function answer(id: number, action: 'approve' | 'decline', cookie = parentCookie) {
  return t.inject({ method: 'POST', url: `/api/parent/approvals/${id}/${action}`, headers: { cookie } });
}

function checkout(cookie: string, items: { id: number; quantity: number }[], expectedPoints?: number) {
  return t.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: { cookie },
    payload: {
      items: items.map((item) => ({ ...item, type: 'merchandise', name: 'x', price: '0.00', pointsCost: 0 })),
      paymentType: 'points',
      ...(expectedPoints === undefined ? {} : { expectedPoints }),
    },
  });
}

describe('GET/PUT /api/parent/children/:childId/settings', () => {
  it('starts from the defaults and saves any subset', async () => {
    const child = await linkedChild(t, parentId);
    const first = await t.inject({
      method: 'GET',
      url: settingsUrl(child.user.id),
      headers: { cookie: parentCookie },
    });
    expect(first.json()).toEqual({
      approvePurchases: false,
      approveBookings: false,
      dailyGameMinutes: null,
      quietHours: null,
      extraTime: 1,
    });
    expect((await putSettings(child.user.id, { dailyGameMinutes: 45 })).statusCode).toBe(200);
    const res = await putSettings(child.user.id, {
      quietHours: { from: '19:30', to: '07:00', timeZone: 'Europe/Paris' },
      extraTime: 1.5,
    });
    expect(res.json<ChildSettings>()).toEqual({
      approvePurchases: false,
      approveBookings: false,
      dailyGameMinutes: 45,
      quietHours: { from: '19:30', to: '07:00', timeZone: 'Europe/Paris' },
      extraTime: 1.5,
    });
    const cleared = await putSettings(child.user.id, { dailyGameMinutes: null, quietHours: null });
    expect(cleared.json<ChildSettings>()).toMatchObject({
      dailyGameMinutes: null,
      quietHours: null,
      extraTime: 1.5,
    });
  });

  it.each([
    [{ dailyGameMinutes: 14 }, 'dailyGameMinutes'],
    [{ dailyGameMinutes: 241 }, 'dailyGameMinutes'],
    [{ dailyGameMinutes: 30.5 }, 'dailyGameMinutes'],
    [{ extraTime: 3 }, 'extraTime'],
    [{ approvePurchases: 'yes' }, 'approvePurchases'],
    [{ quietHours: { from: '25:00', to: '07:00', timeZone: 'UTC' } }, 'quietHours.from'],
    [{ quietHours: { from: '19:00', to: '07:00', timeZone: 'Mars/Olympus' } }, 'quietHours.timeZone'],
    [{ quietHours: { from: '19:00', to: '19:00', timeZone: 'UTC' } }, 'quietHours.to'],
  ])('refuses %j with 400 naming %s, and changes nothing', async (payload, path) => {
    const child = await linkedChild(t, parentId);
    await putSettings(child.user.id, { dailyGameMinutes: 60 });
    const res = await putSettings(child.user.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
    const after = await t.inject({
      method: 'GET',
      url: settingsUrl(child.user.id),
      headers: { cookie: parentCookie },
    });
    expect(after.json()).toMatchObject({ dailyGameMinutes: 60, extraTime: 1, quietHours: null });
  });

  it("is 403 for another parent's child, and changes nothing", async () => {
    const child = await linkedChild(t, parentId);
    const res = await putSettings(child.user.id, { approvePurchases: true }, otherParentCookie);
    expect(res.statusCode).toBe(403);
    const own = await t.inject({
      method: 'GET',
      url: '/api/family/controls',
      headers: { cookie: child.cookie },
    });
    expect(own.json<MyControls>().approvePurchases).toBe(false);
  });

  it('shows the child their own settings and the game minutes left today', async () => {
    const child = await linkedChild(t, parentId);
    await putSettings(child.user.id, { approvePurchases: true, dailyGameMinutes: 30 });
    const res = await t.inject({
      method: 'GET',
      url: '/api/family/controls',
      headers: { cookie: child.cookie },
    });
    expect(res.json<MyControls>()).toMatchObject({ approvePurchases: true, gameMinutesLeftToday: 30 });
  });
});

describe('approvals', () => {
  it('turns a checkout into a request, and runs it at the prices of the approval', async () => {
    const child = await linkedChild(t, parentId, { points: 500 });
    const item = await createMerchandise(t.database.db, { pointsCost: 100, inventory: 5, name: 'Robot Kit' });
    await putSettings(child.user.id, { approvePurchases: true });

    // The child asks with the total they saw (200): the parent's yes is not held to it.
    const res = await checkout(child.cookie, [{ id: item.id, quantity: 2 }], 200);
    expect(res.statusCode).toBe(202);
    const { requestId } = res.json();
    expect(res.json()).toEqual({ status: 'awaiting-parent', requestId: expect.any(Number) });
    expect(await pointsOf(child.cookie)).toBe(500);
    expect(await inventoryOf(child.cookie)).toEqual([]);

    const waiting = (await approvals()).find((r) => r.id === requestId);
    expect(waiting).toMatchObject({
      kind: 'checkout',
      status: 'waiting',
      summary: '2 × Robot Kit',
      pointsCost: 200,
    });

    // The price changes before the parent says yes: the approval pays today's price.
    await t.database.db.execute(`update merchandise set points_cost = 150 where id = ${item.id}`);
    const approved = await answer(requestId, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json<ApprovalRequest>().status).toBe('approved');
    expect(await pointsOf(child.cookie)).toBe(200);
    expect((await inventoryOf(child.cookie)).map((p) => p.pointsUsed)).toEqual([150, 150]);

    const again = await answer(requestId, 'approve');
    expect(again.statusCode).toBe(409);
    expect(await pointsOf(child.cookie)).toBe(200);

    // The parent's child activity lists the purchases and the request.
    const activity = await t.inject({
      method: 'GET',
      url: `/api/parent/child-activity/${child.user.id}`,
      headers: { cookie: parentCookie },
    });
    expect(
      activity.json().purchases.map((p: { merchandise: { name: string } }) => p.merchandise.name),
    ).toEqual(['Robot Kit', 'Robot Kit']);
    expect(activity.json().approvals).toMatchObject([
      { id: requestId, status: 'approved', summary: '2 × Robot Kit' },
    ]);
  });

  it('keeps a request that can no longer succeed as failed, and says why', async () => {
    const child = await linkedChild(t, parentId, { points: 100 });
    const item = await createMerchandise(t.database.db, { pointsCost: 100, inventory: 1 });
    await putSettings(child.user.id, { approvePurchases: true });
    const res = await t.inject({
      method: 'POST',
      url: '/api/merchandise/purchase',
      headers: { cookie: child.cookie },
      payload: { merchandiseId: item.id, paymentType: 'points' },
    });
    expect(res.statusCode).toBe(202);
    await t.database.db.execute(`update merchandise set inventory = 0 where id = ${item.id}`);
    const approved = await answer(res.json().requestId, 'approve');
    expect(approved.json<ApprovalRequest>()).toMatchObject({
      status: 'failed',
      outcome: expect.stringMatching(/sold out/),
    });
    expect(await pointsOf(child.cookie)).toBe(100);
    const seen = await t.inject({
      method: 'GET',
      url: '/api/family/approvals',
      headers: { cookie: child.cookie },
    });
    expect(seen.json<ApprovalRequest[]>()[0]).toMatchObject({ status: 'failed' });
  });

  it('refuses a malformed order at once instead of holding it', async () => {
    const child = await linkedChild(t, parentId, { points: 100 });
    await putSettings(child.user.id, { approvePurchases: true });
    const empty = await checkout(child.cookie, []);
    expect(empty.statusCode).toBe(400);
    const unknown = await checkout(child.cookie, [{ id: 999_999, quantity: 1 }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0].path).toBe('items.0.id');
    const seen = await t.inject({
      method: 'GET',
      url: '/api/family/approvals',
      headers: { cookie: child.cookie },
    });
    expect(seen.json()).toEqual([]);
  });

  it('refuses what the store would refuse without approval: a changed total, a prize with nowhere to go', async () => {
    const child = await linkedChild(t, parentId, { points: 500 });
    const stickers = await createMerchandise(t.database.db, { pointsCost: 100 });
    const kite = await createMerchandise(t.database.db, { pointsCost: 50, digital: false, name: 'Kite' });
    await putSettings(child.user.id, { approvePurchases: true });

    const changed = await checkout(child.cookie, [{ id: stickers.id, quantity: 1 }], 80);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      code: 'total_changed',
      issues: [{ path: 'expectedPoints', message: 'The total is now 100 points' }],
    });
    const noAddress = await checkout(child.cookie, [{ id: kite.id, quantity: 1 }], 50);
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toMatchObject({ code: 'address_required', issues: [{ path: 'address' }] });
    const prize = await t.inject({
      method: 'POST',
      url: '/api/merchandise/purchase',
      headers: { cookie: child.cookie },
      payload: { merchandiseId: kite.id, paymentType: 'points' },
    });
    expect(prize.statusCode).toBe(400);
    expect(prize.json().code).toBe('address_required');

    // Nothing was kept for the parent, and nothing spent.
    const seen = await t.inject({
      method: 'GET',
      url: '/api/family/approvals',
      headers: { cookie: child.cookie },
    });
    expect(seen.json()).toEqual([]);
    expect(await pointsOf(child.cookie)).toBe(500);

    // With the address kept, the same physical prize waits for the parent's yes.
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/users/address',
      headers: { cookie: child.cookie },
      payload: {
        name: 'Sam Lee',
        line1: '1 Leaf Lane',
        city: 'Greenville',
        postalCode: '29601',
        country: 'United States',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await checkout(child.cookie, [{ id: kite.id, quantity: 1 }], 50)).statusCode).toBe(202);
  });

  it('declines: nothing is spent; another parent gets 403; an unknown request 404', async () => {
    const child = await linkedChild(t, parentId, { points: 300 });
    const item = await createMerchandise(t.database.db, { pointsCost: 100 });
    await putSettings(child.user.id, { approvePurchases: true });
    const { requestId } = (await checkout(child.cookie, [{ id: item.id, quantity: 1 }])).json();
    expect((await answer(requestId, 'approve', otherParentCookie)).statusCode).toBe(403);
    expect((await answer(999_999, 'approve')).statusCode).toBe(404);
    const declined = await answer(requestId, 'decline');
    expect(declined.json<ApprovalRequest>().status).toBe('declined');
    expect((await answer(requestId, 'approve')).statusCode).toBe(409);
    expect(await pointsOf(child.cookie)).toBe(300);
  });

  it('holds a booking when approveBookings is on, and books it on approval', async () => {
    const child = await linkedChild(t, parentId);
    const tutor = await createTutor(t.database.db, { availability: ['Weekday Afternoons'], timeZone: 'UTC' });
    await putSettings(child.user.id, { approveBookings: true });
    const res = await t.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: child.cookie },
      payload: {
        tutorId: tutor.id,
        date: '2026-06-17',
        time: '14:00',
        subject: 'Mathematics',
        sessionType: 'One-on-One Tutoring',
        timeZone: 'UTC',
      },
    });
    expect(res.statusCode).toBe(202);
    // The request says when, as people write it, on the clock the child booked in.
    expect((await approvals()).find((r) => r.id === res.json().requestId)?.summary).toBe(
      `Mathematics with ${tutor.name} on Wed, Jun 17 at 2:00 PM`,
    );
    const before = await t.inject({
      method: 'GET',
      url: '/api/sessions/user',
      headers: { cookie: child.cookie },
    });
    expect(before.json()).toEqual([]);
    const approved = await answer(res.json().requestId, 'approve');
    expect(approved.json<ApprovalRequest>()).toMatchObject({ status: 'approved', kind: 'booking' });
    const after = await t.inject({
      method: 'GET',
      url: '/api/sessions/user',
      headers: { cookie: child.cookie },
    });
    expect(after.json()).toHaveLength(1);
  });

  it('fails an approved booking whose time someone took meanwhile, and says what to do', async () => {
    const child = await linkedChild(t, parentId);
    const tutor = await createTutor(t.database.db, { availability: ['Weekday Afternoons'], timeZone: 'UTC' });
    await putSettings(child.user.id, { approveBookings: true });
    const slot = {
      tutorId: tutor.id,
      date: '2026-06-17',
      time: '14:00',
      subject: 'Mathematics',
      sessionType: 'One-on-One Tutoring',
      timeZone: 'UTC',
    };
    const asked = await t.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: child.cookie },
      payload: slot,
    });
    expect(asked.statusCode).toBe(202);
    const other = await t.signUp();
    const taken = await t.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: other.cookie },
      payload: { ...slot, time: '14:30' },
    });
    expect(taken.statusCode).toBe(201);
    const approved = await answer(asked.json().requestId, 'approve');
    expect(approved.json<ApprovalRequest>()).toMatchObject({
      status: 'failed',
      outcome: 'Someone else booked that time while this request waited. Choose another time and ask again.',
    });
  });

  it('refuses at once a booking request for a time already taken or outside the hours, holding nothing', async () => {
    const child = await linkedChild(t, parentId);
    const tutor = await createTutor(t.database.db, { availability: ['Weekday Afternoons'], timeZone: 'UTC' });
    await putSettings(child.user.id, { approveBookings: true });
    const slot = {
      tutorId: tutor.id,
      date: '2026-06-18',
      time: '14:00',
      subject: 'Mathematics',
      sessionType: 'One-on-One Tutoring',
      timeZone: 'UTC',
    };
    const requestsOfChild = async () =>
      (
        await t.inject({ method: 'GET', url: '/api/family/approvals', headers: { cookie: child.cookie } })
      ).json<ApprovalRequest[]>().length;
    const before = await requestsOfChild();
    const other = await t.signUp();
    const booked = await t.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: other.cookie },
      payload: slot,
    });
    expect(booked.statusCode).toBe(201);
    const taken = await t.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: child.cookie },
      payload: { ...slot, time: '13:30' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'That time is already booked', code: 'slot_taken' });
    const late = await t.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: child.cookie },
      payload: { ...slot, time: '20:00' },
    });
    expect(late.statusCode).toBe(400);
    expect(await requestsOfChild()).toBe(before);
  });

  it('expires a request after 7 days (the job, on the controlled clock)', async () => {
    const child = await linkedChild(t, parentId);
    const start = t.clock.now();
    const request = await createApprovalRequest(t.database.db, { childId: child.user.id, createdAt: start });
    t.clock.advance(7 * DAY - 60_000);
    await t.app.ctx.jobs.runAll();
    expect((await approvals()).find((r) => r.id === request.id)?.status).toBe('waiting');
    t.clock.advance(60_000);
    await t.app.ctx.jobs.runAll();
    expect((await approvals()).find((r) => r.id === request.id)?.status).toBe('expired');
    expect((await answer(request.id, 'approve')).statusCode).toBe(409);
    t.clock.set(new Date(NOW));
  });

  it('of a parent approving while the balance changes, exactly one outcome holds', async () => {
    const child = await linkedChild(t, parentId, { points: 100 });
    const item = await createMerchandise(t.database.db, { pointsCost: 100, inventory: 10 });
    await putSettings(child.user.id, { approvePurchases: true });
    const first = (await checkout(child.cookie, [{ id: item.id, quantity: 1 }])).json().requestId;
    const second = (await checkout(child.cookie, [{ id: item.id, quantity: 1 }])).json().requestId;
    // Two approvals of one request and one of another, all at once, for a balance that pays one.
    const answers = await Promise.all([
      answer(first, 'approve'),
      answer(first, 'approve'),
      answer(second, 'approve'),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 409]);
    const outcomes = (await approvals())
      .filter((r) => r.id === first || r.id === second)
      .map((r) => r.status);
    expect(outcomes.sort()).toEqual(['approved', 'failed']);
    expect(await pointsOf(child.cookie)).toBe(0);
    expect(await inventoryOf(child.cookie)).toHaveLength(1);
  });
});

describe('play limits', () => {
  const startPlay = (cookie: string) =>
    t.inject({ method: 'POST', url: '/api/games/1/plays', headers: { cookie } });

  it('refuses plays in quiet hours across midnight, and says when play opens', async () => {
    const child = await linkedChild(t, parentId);
    await putSettings(child.user.id, {
      quietHours: { from: '20:00', to: '07:30', timeZone: 'America/New_York' },
    });
    t.clock.set(new Date('2026-06-16T03:00:00.000Z')); // 23:00 in New York
    const late = await startPlay(child.cookie);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(
      "It's quiet time now, so games are resting. You can play again at 7:30 AM.",
    );
    t.clock.set(new Date('2026-06-16T11:00:00.000Z')); // 07:00, still quiet after midnight
    expect((await startPlay(child.cookie)).statusCode).toBe(403);
    t.clock.set(new Date('2026-06-16T11:30:00.000Z')); // 07:30: open
    expect((await startPlay(child.cookie)).statusCode).toBe(201);
    t.clock.set(new Date(NOW));
  });

  it("refuses plays past the day's minutes, kindly, and opens again the next day", async () => {
    const child = await linkedChild(t, parentId);
    await putSettings(child.user.id, { dailyGameMinutes: 15 });
    for (let round = 0; round < 15; round++) {
      const play = await startPlay(child.cookie);
      expect(play.statusCode).toBe(201);
      t.clock.advance(61_000);
      const saved = await t.inject({
        method: 'POST',
        url: '/api/games/scores',
        headers: { cookie: child.cookie },
        payload: {
          playId: play.json().playId,
          gameId: 1,
          difficulty: 'easy',
          score: 5,
          correctAnswers: 1,
          totalQuestions: 2,
          timeSpent: 60,
        },
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    const refused = await startPlay(child.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("That's all the game time for today. See you tomorrow!");
    const controls = await t.inject({
      method: 'GET',
      url: '/api/family/controls',
      headers: { cookie: child.cookie },
    });
    expect(controls.json<MyControls>().gameMinutesLeftToday).toBe(0);
    t.clock.advance(DAY);
    expect((await startPlay(child.cookie)).statusCode).toBe(201);
    t.clock.set(new Date(NOW));
  });
});

describe('a round that outlasts game time', () => {
  const startPlay = async (cookie: string): Promise<number> => {
    const play = await t.inject({ method: 'POST', url: '/api/games/1/plays', headers: { cookie } });
    expect(play.statusCode, play.body).toBe(201);
    return play.json().playId;
  };
  const save = (cookie: string, playId: number, timeSpent = 60) =>
    t.inject({
      method: 'POST',
      url: '/api/games/scores',
      headers: { cookie },
      payload: {
        playId,
        gameId: 1,
        difficulty: 'easy',
        score: 5,
        correctAnswers: 1,
        totalQuestions: 2,
        timeSpent,
      },
    });

  it('is saved in quiet hours only while it could still be running, never later', async () => {
    const child = await linkedChild(t, parentId);
    await putSettings(child.user.id, {
      quietHours: { from: '20:00', to: '07:30', timeZone: 'America/New_York' },
    });
    t.clock.set(new Date('2026-06-15T23:59:00.000Z')); // 19:59 in New York: still open
    const inTime = await startPlay(child.cookie);
    const kept = await startPlay(child.cookie);
    // The Math Quick Challenge lasts at most 65 seconds; 90 seconds on is within its grace.
    t.clock.advance(90_000);
    expect((await save(child.cookie, inTime)).statusCode).toBe(201);
    t.clock.advance(5 * 60_000);
    const late = await save(child.cookie, kept);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toMatch(/07:30/);
    // Nor the next morning, once games are open again: the round could not have run that long.
    t.clock.set(new Date('2026-06-16T11:45:00.000Z'));
    expect((await save(child.cookie, kept)).statusCode).toBe(403);
    t.clock.set(new Date(NOW));
  });

  it("is saved past the day's minutes only while it could still be running", async () => {
    const child = await linkedChild(t, parentId);
    await putSettings(child.user.id, { dailyGameMinutes: 15 });
    const saveLongest = (playId: number) => save(child.cookie, playId, 65);
    // 14 rounds of 65 seconds: the last one uses up the day's 15 minutes.
    for (let round = 0; round < 13; round++) {
      const play = await startPlay(child.cookie);
      t.clock.advance(66_000);
      expect((await saveLongest(play)).statusCode).toBe(201);
    }
    const [last, second, kept] = [
      await startPlay(child.cookie),
      await startPlay(child.cookie),
      await startPlay(child.cookie),
    ];
    t.clock.advance(66_000);
    expect((await saveLongest(last)).statusCode).toBe(201);
    expect((await saveLongest(second)).statusCode).toBe(201); // still within its round
    t.clock.advance(10 * 60_000);
    const late = await saveLongest(kept);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe("That's all the game time for today. See you tomorrow!");
    t.clock.set(new Date(NOW));
  });

  it('leaves a child without limits as before', async () => {
    const child = await linkedChild(t, parentId);
    const play = await startPlay(child.cookie);
    t.clock.advance(10 * 60_000);
    expect((await save(child.cookie, play)).statusCode).toBe(201);
    t.clock.set(new Date(NOW));
  });
});

describe('extra time', () => {
  async function roundOf(cookie: string, timeSpent: number) {
    const play = await t.inject({ method: 'POST', url: '/api/games/1/plays', headers: { cookie } });
    t.clock.advance((timeSpent + 1) * 1000);
    return t.inject({
      method: 'POST',
      url: '/api/games/scores',
      headers: { cookie },
      payload: {
        playId: play.json().playId,
        gameId: 1,
        difficulty: 'easy',
        score: 10,
        correctAnswers: 2,
        totalQuestions: 3,
        timeSpent,
      },
    });
  }

  it("stretches the server's bound on a timed round for that child only", async () => {
    const child = await linkedChild(t, parentId);
    const other = await linkedChild(t, parentId);
    await putSettings(child.user.id, { extraTime: 2 });
    // The Math Quick Challenge allows 65 seconds; twice that with extra time 2.
    expect((await roundOf(child.cookie, 120)).statusCode).toBe(201);
    expect((await roundOf(child.cookie, 131)).statusCode).toBe(400);
    const plain = await roundOf(other.cookie, 120);
    expect(plain.statusCode).toBe(400);
    expect(plain.json().issues[0].path).toBe('timeSpent');
    t.clock.set(new Date(NOW));
  });
});
