// A child's request waiting for a yes reaches each parent who can answer it by mail, whatever
// their weekly digest setting, and no one whose address is unconfirmed or who is not linked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamilyLink, createMerchandise, createTutor } from '#server/test/factories.ts';
import { linkedChild } from '#server/test/family.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

// A Monday, 10:00 UTC.
const NOW = '2026-06-15T10:00:00.000Z';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: NOW });
});
afterAll(async () => {
  await t.close();
});

function call(method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) {
  return t.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}

const mailsTo = (email: string) => t.outbox().filter((m) => m.to === email);

/** A child linked to two verified parents (one with the digest off), an unverified one and a pending one. */
async function familyOfFour(prefix: string) {
  const mum = await t.signUp({
    userType: 'parent',
    isEmailVerified: true,
    email: `${prefix}-mum@example.com`,
  });
  const dad = await t.signUp({
    userType: 'parent',
    isEmailVerified: true,
    email: `${prefix}-dad@example.com`,
  });
  const aunt = await t.signUp({
    userType: 'parent',
    isEmailVerified: false,
    email: `${prefix}-aunt@example.com`,
  });
  const uncle = await t.signUp({
    userType: 'parent',
    isEmailVerified: true,
    email: `${prefix}-uncle@example.com`,
  });
  const child = await linkedChild(t, mum.user.id, { name: 'Ava', points: 500 });
  await createFamilyLink(t.database.db, {
    parentId: dad.user.id,
    childId: child.user.id,
    status: 'accepted',
  });
  await createFamilyLink(t.database.db, {
    parentId: aunt.user.id,
    childId: child.user.id,
    status: 'accepted',
  });
  await createFamilyLink(t.database.db, {
    parentId: uncle.user.id,
    childId: child.user.id,
    status: 'pending',
  });
  // The weekly digest switch governs the weekly mail only.
  const off = await call('PUT', '/api/parent/digest', dad.cookie, { weeklyDigest: false });
  expect(off.json()).toEqual({ weeklyDigest: false });
  return { mum, dad, child };
}

describe('POST /api/checkout with approvePurchases on', () => {
  it("mails each verified linked parent that the child's request waits for their yes", async () => {
    const { mum, child } = await familyOfFour('shop');
    const item = await createMerchandise(t.database.db, { name: 'Robot Kit', pointsCost: 100 });
    await call('PUT', `/api/parent/children/${child.user.id}/settings`, mum.cookie, {
      approvePurchases: true,
    });

    const res = await call('POST', '/api/checkout', child.cookie, {
      items: [{ id: item.id, type: 'merchandise', quantity: 2 }],
      paymentType: 'points',
    });
    expect(res.statusCode).toBe(202);

    for (const to of ['shop-mum@example.com', 'shop-dad@example.com']) {
      const mails = mailsTo(to);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe('Ava is asking for your yes on Sprout');
      expect(mails[0]?.text).toContain(
        'Ava would like to get 2 × Robot Kit from the Reward Store with points.',
      );
      expect(mails[0]?.text).toContain('No points are spent until you say yes.');
      expect(mails[0]?.text).toContain('/user-panel?tab=parent');
      expect(mails[0]?.html).toContain('Ava would like to get 2 × Robot Kit');
    }
    expect(mailsTo('shop-aunt@example.com')).toEqual([]);
    expect(mailsTo('shop-uncle@example.com')).toEqual([]);
  });
});

describe('POST /api/sessions with approveBookings on', () => {
  it("mails the parents the session asked for, with its time as people write it on the family's clock", async () => {
    const { mum, child } = await familyOfFour('book');
    const tutor = await createTutor(t.database.db, {
      name: 'Amara Okafor',
      availability: ['Weekday Afternoons'],
      timeZone: 'America/New_York',
    });
    // The parent's quiet hours are on Los Angeles clocks; the child books on New York's.
    await call('PUT', `/api/parent/children/${child.user.id}/settings`, mum.cookie, {
      approveBookings: true,
      quietHours: { from: '21:00', to: '07:00', timeZone: 'America/Los_Angeles' },
    });

    const res = await call('POST', '/api/sessions', child.cookie, {
      tutorId: tutor.id,
      date: '2026-06-17',
      time: '12:30',
      subject: 'Math',
      sessionType: 'One-on-One Tutoring',
      timeZone: 'America/New_York',
    });
    expect(res.statusCode).toBe(202);

    for (const to of ['book-mum@example.com', 'book-dad@example.com']) {
      const [mail] = mailsTo(to);
      expect(mail?.text).toContain(
        'Ava would like to book a Math session with Amara Okafor on Wed, Jun 17 at 9:30 AM.',
      );
      expect(mail?.text).toContain('Nothing is booked until you say yes.');
    }
    expect(mailsTo('book-aunt@example.com')).toEqual([]);
  });
});
