// A prize on its way or delivered is told by mail: a managed child's parents, and an account
// with its own confirmed address; a teen who signed up alone keeps their orders their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamilyLink, createOrder } from '#server/test/factories.ts';
import { createTestApp, type TestApp, uniqueUsername } from '#server/test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-01T08:00:00.000Z' });
  admin = (await t.signUp({ isAdmin: true })).cookie;
});
afterAll(async () => {
  await t.close();
});

const mailsTo = (email: string) => t.outbox().filter((m) => m.to === email);

function setStatus(orderId: number, status: 'new' | 'sent' | 'delivered') {
  return t.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { cookie: admin },
    payload: { status },
  });
}

describe('POST /api/admin/orders/{id}/status', () => {
  it("mails a managed child's parents when the prize is sent and when it is delivered, once each", async () => {
    const mum = await t.signUp({ userType: 'parent', isEmailVerified: true, email: 'leo-mum@example.com' });
    const dad = await t.signUp({ userType: 'parent', isEmailVerified: true, email: 'leo-dad@example.com' });
    const child = { name: 'Leo', username: uniqueUsername('leo'), password: 'secret123', birthYear: 2018 };
    const added = await t.inject({
      method: 'POST',
      url: '/api/parent/children',
      headers: { cookie: mum.cookie },
      payload: child,
    });
    expect(added.statusCode).toBe(201);
    const leoId = added.json<{ id: number }>().id;
    await createFamilyLink(t.database.db, { parentId: dad.user.id, childId: leoId, status: 'accepted' });
    // The weekly digest switch governs the weekly mail only.
    await t.inject({
      method: 'PUT',
      url: '/api/parent/digest',
      headers: { cookie: dad.cookie },
      payload: { weeklyDigest: false },
    });
    const order = await createOrder(t.database.db, { userId: leoId, itemName: 'Sprouty Plush' });

    expect((await setStatus(order.id, 'sent')).statusCode).toBe(200);
    for (const to of ['leo-mum@example.com', 'leo-dad@example.com']) {
      const mails = mailsTo(to);
      expect(mails.map((m) => m.subject)).toEqual(['Leo’s prize is on its way']);
      expect(mails[0]?.text).toContain('We sent Leo’s Sprouty Plush from the Sprout Reward Store today.');
      expect(mails[0]?.html).toContain('We sent Leo’s Sprouty Plush');
    }
    // The same status again is no news.
    expect((await setStatus(order.id, 'sent')).statusCode).toBe(200);
    expect(mailsTo('leo-mum@example.com')).toHaveLength(1);

    expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);
    for (const to of ['leo-mum@example.com', 'leo-dad@example.com']) {
      const mails = mailsTo(to);
      expect(mails.map((m) => m.subject)).toEqual(['Leo’s prize is on its way', 'Leo’s prize was delivered']);
      expect(mails[1]?.text).toContain(
        'Leo’s Sprouty Plush from the Sprout Reward Store has been delivered.',
      );
    }
  });

  it('mails a teen who signed up alone at their own address, and not their linked parent', async () => {
    const parent = await t.signUp({
      userType: 'parent',
      isEmailVerified: true,
      email: 'teen-mum@example.com',
    });
    const teen = await t.signUp({ name: 'Maya', isEmailVerified: true, email: 'maya@example.com' });
    await createFamilyLink(t.database.db, {
      parentId: parent.user.id,
      childId: teen.user.id,
      status: 'accepted',
    });
    const order = await createOrder(t.database.db, { userId: teen.user.id, itemName: 'Star Kite' });

    expect((await setStatus(order.id, 'sent')).statusCode).toBe(200);
    expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);
    const mails = mailsTo('maya@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Your prize is on its way', 'Your prize was delivered']);
    expect(mails[0]?.text).toContain('We sent your Star Kite from the Sprout Reward Store today.');
    expect(mails[0]?.text).toContain('/user-panel?tab=inventory');
    expect(mailsTo('teen-mum@example.com')).toEqual([]);
  });

  it('mails nobody about an account whose address is not confirmed', async () => {
    const before = t.outbox().length;
    const unconfirmed = await t.signUp({ isEmailVerified: false, email: 'quiet@example.com' });
    const order = await createOrder(t.database.db, { userId: unconfirmed.user.id });
    expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);
    expect(t.outbox()).toHaveLength(before);
  });
});
