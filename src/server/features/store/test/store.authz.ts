import { type AuthzRow, oncePerContext } from '#server/test/authorization.ts';
import { createMerchandise, grantPoints } from '#server/test/factories.ts';

const allRoles = (status: number) => ({ guest: status, student: status, parent: status, admin: status });
const signedIn = (status: number) => ({ guest: 401, student: status, parent: status, admin: status });

/** One prize for the rows, made on first use in each context. */
const item = oncePerContext(
  async (ctx) => (await createMerchandise(ctx.t.database.db, { pointsCost: 10, inventory: 100 })).id,
);

const homeAddress = {
  name: 'Sam Lee',
  line1: '1 Leaf Lane',
  city: 'Greenville',
  postalCode: '12345',
  country: 'US',
};

export const storeAuthzRows: AuthzRow[] = [
  { call: 'GET /api/merchandise', request: () => ({ url: '/api/merchandise' }), expect: allRoles(200) },
  {
    call: 'POST /api/merchandise/purchase',
    request: async (ctx, role) => {
      if (role !== 'guest') await grantPoints(ctx.t.database.db, ctx.users[role].id, 10);
      return {
        url: '/api/merchandise/purchase',
        payload: { merchandiseId: await item(ctx), paymentType: 'points' },
      };
    },
    expect: signedIn(200),
  },
  {
    call: 'POST /api/checkout',
    request: async (ctx, role) => {
      if (role !== 'guest') await grantPoints(ctx.t.database.db, ctx.users[role].id, 20);
      return {
        url: '/api/checkout',
        payload: {
          items: [{ id: await item(ctx), type: 'merchandise', quantity: 2 }],
          paymentType: 'points',
        },
      };
    },
    expect: signedIn(200),
  },
  {
    call: 'GET /api/users/merchandise',
    request: () => ({ url: '/api/users/merchandise' }),
    expect: signedIn(200),
  },
  {
    call: 'GET /api/parent/child-activity/:childId/prizes',
    request: (ctx) => ({ url: `/api/parent/child-activity/${ctx.users.student.id}/prizes` }),
    expect: { guest: 401, student: 403, parent: 403, admin: 403 },
    aboutChild: {
      request: (ctx) => ({ url: `/api/parent/child-activity/${ctx.users.student.id}/prizes` }),
      linkedParent: 200,
      unlinkedParent: 403,
    },
  },
  { call: 'GET /api/users/address', request: () => ({ url: '/api/users/address' }), expect: signedIn(200) },
  {
    call: 'PUT /api/users/address',
    request: () => ({ url: '/api/users/address', payload: homeAddress }),
    expect: signedIn(200),
  },
  { call: 'GET /api/users/goal', request: () => ({ url: '/api/users/goal' }), expect: signedIn(200) },
  {
    call: 'PUT /api/users/goal',
    request: async (ctx) => ({ url: '/api/users/goal', payload: { merchandiseId: await item(ctx) } }),
    expect: signedIn(200),
  },
  { call: 'DELETE /api/users/goal', request: () => ({ url: '/api/users/goal' }), expect: signedIn(200) },
];
