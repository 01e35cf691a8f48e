import { offeredTimes } from '#contract/tutor-hours.ts';
import type { AuthzContext, AuthzRow, Role } from '../../../test/authorization';
import { createTutor, createTutorSession } from '../../../test/factories';

const allRoles = (status: number) => ({ guest: status, student: status, parent: status, admin: status });
const signedIn = (status: number) => ({ guest: 401, student: status, parent: status, admin: status });

const HOUR = 60 * 60 * 1000;

async function newTutor(ctx: AuthzContext) {
  const tutor = await createTutor(ctx.t.database.db);
  await ctx.t.app.ctx.catalogCache.invalidate('tutors');
  return tutor;
}

/** A session three days ahead, booked by the role's user (a guest's request names the other user's). */
async function sessionOf(ctx: AuthzContext, owner: Role | 'other') {
  const tutor = await newTutor(ctx);
  const user = owner === 'guest' ? ctx.users.other : ctx.users[owner];
  return createTutorSession(ctx.t.database.db, {
    tutorId: tutor.id,
    userId: user.id,
    startsAt: new Date(ctx.t.clock.now().getTime() + 72 * HOUR),
  });
}

/** Two weekly sessions of one series, three and ten days ahead, booked by the role's user. */
async function seriesOf(ctx: AuthzContext, owner: Role | 'other') {
  const tutor = await newTutor(ctx);
  const user = owner === 'guest' ? ctx.users.other : ctx.users[owner];
  const seriesId = `authz-${owner}-${tutor.id}`;
  const first = await createTutorSession(ctx.t.database.db, {
    tutorId: tutor.id,
    userId: user.id,
    seriesId,
    startsAt: new Date(ctx.t.clock.now().getTime() + 72 * HOUR),
  });
  await createTutorSession(ctx.t.database.db, {
    tutorId: tutor.id,
    userId: user.id,
    seriesId,
    startsAt: new Date(ctx.t.clock.now().getTime() + (72 + 7 * 24) * HOUR),
  });
  return first;
}

/** A new tutor and their first start two or more days ahead, on UTC clocks (inside their hours). */
async function bookableSlot(ctx: AuthzContext) {
  const tutor = await newTutor(ctx);
  const now = ctx.t.clock.now();
  for (let days = 2; days < 9; days++) {
    const date = new Date(now.getTime() + days * 24 * HOUR).toISOString().slice(0, 10);
    const [first] = offeredTimes(date, 'UTC', tutor, now);
    if (first) return { tutorId: tutor.id, date, time: first.time, sessionType: tutor.sessionType };
  }
  throw new Error('the factory tutor has no hours in the coming week');
}

export const tutorsAuthzRows: AuthzRow[] = [
  { call: 'GET /api/tutors', request: () => ({ url: '/api/tutors' }), expect: allRoles(200) },
  {
    call: 'GET /api/tutors/:id',
    request: async (ctx) => ({ url: `/api/tutors/${(await newTutor(ctx)).id}` }),
    expect: allRoles(200),
  },
  {
    call: 'GET /api/tutors/:id/busy',
    request: async (ctx) => {
      const from = ctx.t.clock.now();
      const to = new Date(from.getTime() + 24 * HOUR);
      const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
      return { url: `/api/tutors/${(await newTutor(ctx)).id}/busy?${query}` };
    },
    expect: allRoles(200),
  },
  {
    call: 'POST /api/sessions',
    request: async (ctx) => ({
      url: '/api/sessions',
      payload: { ...(await bookableSlot(ctx)), subject: 'Mathematics' },
    }),
    expect: signedIn(201),
  },
  {
    // A weekly series: the same call, the same guards.
    call: 'POST /api/sessions',
    request: async (ctx) => ({
      url: '/api/sessions',
      payload: { ...(await bookableSlot(ctx)), subject: 'Mathematics', repeatWeekly: 2 },
    }),
    expect: signedIn(201),
  },
  { call: 'GET /api/sessions/user', request: () => ({ url: '/api/sessions/user' }), expect: signedIn(200) },
  {
    call: 'POST /api/sessions/:id/cancel',
    request: async (ctx, role) => ({ url: `/api/sessions/${(await sessionOf(ctx, role)).id}/cancel` }),
    expect: signedIn(200),
    otherUsersResource: {
      request: async (ctx) => ({ url: `/api/sessions/${(await sessionOf(ctx, 'other')).id}/cancel` }),
      status: 403,
    },
  },
  {
    // The rest of a weekly series: the booker's only.
    call: 'POST /api/sessions/:id/cancel',
    request: async (ctx, role) => ({
      url: `/api/sessions/${(await seriesOf(ctx, role)).id}/cancel?series=future`,
    }),
    expect: signedIn(200),
    otherUsersResource: {
      request: async (ctx) => ({
        url: `/api/sessions/${(await seriesOf(ctx, 'other')).id}/cancel?series=future`,
      }),
      status: 403,
    },
  },
  {
    call: 'GET /api/sessions/:id/calendar.ics',
    request: async (ctx, role) => ({ url: `/api/sessions/${(await sessionOf(ctx, role)).id}/calendar.ics` }),
    expect: signedIn(200),
    otherUsersResource: {
      request: async (ctx) => ({ url: `/api/sessions/${(await sessionOf(ctx, 'other')).id}/calendar.ics` }),
      status: 403,
    },
  },
];
