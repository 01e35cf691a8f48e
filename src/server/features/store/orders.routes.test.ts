import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_KEPT_BY_GROWN_UP,
  type AdminOrder,
  type DeliveryAddressInput,
  GROWN_UP_ADDS_ADDRESS,
  type UserPurchase,
} from '#contract/store.ts';
import { purchases } from '#server/db/schema/index.ts';
import { createFamilyLink, createMerchandise, grantPoints } from '#server/test/factories.ts';
import { pointsOf as readPoints, stockOf as readStock } from '#server/test/store-reads.ts';
import { createTestApp, type TestApp, uniqueUsername } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-06-01T08:00:00.000Z' });
});
afterAll(async () => {
  await t.close();
});

const home: DeliveryAddressInput = {
  name: 'Sam Lee',
  line1: '1 Leaf Lane',
  city: 'Greenville',
  region: 'SC',
  postalCode: '29601',
  country: 'United States',
};

function call(method: 'GET' | 'PUT' | 'POST', url: string, cookie: string, payload?: object) {
  return t.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}

const checkout = (cookie: string, id: number, quantity = 1) =>
  call('POST', '/api/checkout', cookie, {
    items: [{ id, type: 'merchandise', quantity }],
    paymentType: 'points',
  });

async function buyer(points: number) {
  const signed = await t.signUp();
  await grantPoints(t.database.db, signed.user.id, points);
  return signed;
}

async function adminCookie() {
  return (await t.signUp({ isAdmin: true })).cookie;
}

const inventoryOf = async (cookie: string) =>
  (await call('GET', '/api/users/merchandise', cookie)).json<UserPurchase[]>();

describe('a physical prize needs a delivery address', () => {
  it('refuses a checkout with a physical prize and no kept address with 400 naming the address, spending nothing', async () => {
    const shirt = await createMerchandise(t.database.db, { name: 'T-Shirt', digital: false, pointsCost: 60 });
    const { user, cookie } = await buyer(100);
    const res = await checkout(cookie, shirt.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please add a delivery address so we can send your prize.',
      code: 'address_required',
      issues: [{ path: 'address' }],
    });
    expect(await readPoints(t, cookie)).toBe(100);
    expect(await readStock(t, shirt.id)).toBe(shirt.inventory);
    const rows = await t.database.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect(rows).toEqual([]);
    // The Prize Store's purchase keeps the same rule.
    const single = await call('POST', '/api/merchandise/purchase', cookie, {
      merchandiseId: shirt.id,
      paymentType: 'points',
    });
    expect(single.statusCode).toBe(400);
    expect(await readPoints(t, cookie)).toBe(100);
  });

  it('refuses an address missing a required field with 400 naming it, and keeps nothing', async () => {
    const { cookie } = await t.signUp();
    const { postalCode: _, ...noPostalCode } = home;
    const res = await call('PUT', '/api/users/address', cookie, noPostalCode);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Please enter the postal code',
      issues: [{ path: 'postalCode', message: 'Please enter the postal code' }],
    });
    const blankCity = await call('PUT', '/api/users/address', cookie, { ...home, city: '  ' });
    expect(blankCity.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('city');
    expect((await call('GET', '/api/users/address', cookie)).json()).toBeNull();
  });

  it('keeps the address, then sends the physical prize as a new order; a digital prize is delivered at once', async () => {
    const shirt = await createMerchandise(t.database.db, { name: 'T-Shirt', digital: false, pointsCost: 60 });
    const certificate = await createMerchandise(t.database.db, { name: 'Certificate', pointsCost: 10 });
    const { cookie } = await buyer(100);
    expect((await call('PUT', '/api/users/address', cookie, home)).statusCode).toBe(200);
    expect((await call('GET', '/api/users/address', cookie)).json()).toEqual(home);
    // The account's export carries it (docs/rules.md#families-consent-and-privacy: everything Sprout keeps).
    expect((await call('GET', '/api/users/export', cookie)).json()).toMatchObject({ deliveryAddress: home });
    expect((await checkout(cookie, shirt.id)).statusCode).toBe(200);
    expect((await checkout(cookie, certificate.id)).statusCode).toBe(200);
    const byName = Object.fromEntries((await inventoryOf(cookie)).map((p) => [p.merchandise.name, p]));
    expect(byName['T-Shirt']?.deliveryStatus).toBe('new');
    expect(byName.Certificate?.deliveryStatus).toBeNull();
  });

  it("sends a managed child's prizes to the address the parent keeps, and never asks the child for one", async () => {
    const parent = await t.signUp({ userType: 'parent', isEmailVerified: true });
    const child = {
      name: 'Leo Rivers',
      username: uniqueUsername('leo'),
      password: 'secret123',
      birthYear: 2018,
    };
    expect((await call('POST', '/api/parent/children', parent.cookie, child)).statusCode).toBe(201);
    const childCookie = await t.login(child.username, child.password);
    const childId = (await call('GET', '/api/user', childCookie)).json<{ id: number }>().id;
    await grantPoints(t.database.db, childId, 100);
    const kite = await createMerchandise(t.database.db, { name: 'Kite', digital: false, pointsCost: 40 });

    // No address kept yet: the child is told a grown-up adds it, and nothing is spent.
    const early = await checkout(childCookie, kite.id);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      message: GROWN_UP_ADDS_ADDRESS,
      code: 'address_required',
      issues: [{ path: 'address', message: GROWN_UP_ADDS_ADDRESS }],
    });
    expect(await readPoints(t, childCookie)).toBe(100);
    // The child cannot type one in; the parent keeps it.
    const typed = await call('PUT', '/api/users/address', childCookie, home);
    expect(typed.statusCode).toBe(403);
    expect(typed.json().message).toBe(ADDRESS_KEPT_BY_GROWN_UP);
    expect((await call('GET', '/api/users/address', parent.cookie)).json()).toBeNull();

    expect((await call('PUT', '/api/users/address', parent.cookie, home)).statusCode).toBe(200);
    expect((await call('GET', '/api/users/address', childCookie)).json()).toEqual(home);
    expect((await checkout(childCookie, kite.id)).statusCode).toBe(200);
    // The admin's Orders show the address the prize goes to: the parent's.
    const orders = (await call('GET', '/api/admin/orders', await adminCookie())).json<AdminOrder[]>();
    expect(orders.find((o) => o.buyer.username === child.username)).toMatchObject({
      itemName: 'Kite',
      address: home,
    });
  });
});

describe('the admin Orders', () => {
  async function placedOrder() {
    const plush = await createMerchandise(t.database.db, { name: 'Plush', digital: false, pointsCost: 50 });
    const kid = await buyer(50);
    await call('PUT', '/api/users/address', kid.cookie, home);
    expect((await checkout(kid.cookie, plush.id)).statusCode).toBe(200);
    const [entry] = await inventoryOf(kid.cookie);
    if (!entry) throw new Error('no order placed');
    return { kid, orderId: entry.id };
  }

  it('lists physical purchases with the buyer, the address and the status; the admin marks one sent and the child sees it', async () => {
    const { kid, orderId } = await placedOrder();
    const admin = await adminCookie();
    const list = (await call('GET', '/api/admin/orders?status=new', admin)).json<AdminOrder[]>();
    expect(list.find((o) => o.id === orderId)).toMatchObject({
      itemName: 'Plush',
      buyer: { username: kid.user.username },
      address: home,
      status: 'new',
    });
    const sent = await call('POST', `/api/admin/orders/${orderId}/status`, admin, { status: 'sent' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<AdminOrder>()).toMatchObject({
      status: 'sent',
      statusChangedAt: '2026-06-01T08:00:00.000Z',
    });
    expect((await inventoryOf(kid.cookie))[0]?.deliveryStatus).toBe('sent');
    // The child's parent sees it too.
    const parent = await t.signUp({ userType: 'parent' });
    await createFamilyLink(t.database.db, {
      parentId: parent.user.id,
      childId: kid.user.id,
      status: 'accepted',
    });
    const seen = await call('GET', `/api/parent/child-activity/${kid.user.id}/prizes`, parent.cookie);
    expect(seen.json<UserPurchase[]>().map((p) => [p.merchandise.name, p.deliveryStatus])).toEqual([
      ['Plush', 'sent'],
    ]);
    const newOnes = (await call('GET', '/api/admin/orders?status=new', admin)).json<AdminOrder[]>();
    expect(newOnes.some((o) => o.id === orderId)).toBe(false);
  });

  it('lets only an admin change a status; a bad status is 400 and a digital prize is no order (404), changing nothing', async () => {
    const { kid, orderId } = await placedOrder();
    const byKid = await call('POST', `/api/admin/orders/${orderId}/status`, kid.cookie, {
      status: 'delivered',
    });
    expect(byKid.statusCode).toBe(403);
    const byGuest = await call('POST', `/api/admin/orders/${orderId}/status`, '', { status: 'delivered' });
    expect(byGuest.statusCode).toBe(401);
    const admin = await adminCookie();
    const bad = await call('POST', `/api/admin/orders/${orderId}/status`, admin, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('status');
    expect((await inventoryOf(kid.cookie))[0]?.deliveryStatus).toBe('new');

    const certificate = await createMerchandise(t.database.db, { pointsCost: 5 });
    const reader = await buyer(5);
    expect((await checkout(reader.cookie, certificate.id)).statusCode).toBe(200);
    const [digital] = await inventoryOf(reader.cookie);
    const notAnOrder = await call('POST', `/api/admin/orders/${digital?.id}/status`, admin, {
      status: 'sent',
    });
    expect(notAnOrder.statusCode).toBe(404);
    expect((await inventoryOf(reader.cookie))[0]?.deliveryStatus).toBeNull();
  });
});
