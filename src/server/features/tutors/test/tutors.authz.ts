import { offeredTimes } from '#contract/tutor-hours.ts';
import type { AuthzContext, AuthzRow, Role } from '#server/test/authorization.ts';
import { createTutor, createTutorSession } from '#server/test/factories.ts';

const allRoles = (status: number) => ({ guest: status, student: status, parent: status, admin: status });
const signedIn = (status: number) => ({ guest: 401, student: status, parent: status, admin: status });

const adminOnly = (status: number) => ({ guest: 401, student: 403, parent: 403, admin: status });
/** A call of a tutor's own: none of the table's roles teaches. */
const tutorOnly = { guest: 401, student: 403, parent: 403, admin: 403 };

const HOUR = 60 * 60 * 1000;

const HOURS = {
  timeZone: 'America/New_York',
  weekly: [{ day: 1, from: '16:00', to: '18:00' }],
  timeOff: [],
  sessionTypes: ['Homework Help'],
};

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
  // A tutor's own hours: no role of the table teaches, so each is refused (a tutor's own calls
  // are tried in hours.routes.test.ts); the admin's pair is the admin's alone.
  { call: 'GET /api/teach/hours', request: () => ({ url: '/api/teach/hours' }), expect: tutorOnly },
  {
    call: 'PUT /api/teach/hours',
    request: () => ({ url: '/api/teach/hours', payload: HOURS }),
    expect: tutorOnly,
  },
  {
    call: 'GET /api/teach/hours/outside',
    request: () => ({ url: '/api/teach/hours/outside' }),
    expect: tutorOnly,
  },
  {
    call: 'POST /api/teach/hours/outside/:id/keep',
    request: async (ctx, role) => ({
      url: `/api/teach/hours/outside/${(await sessionOf(ctx, role)).id}/keep`,
    }),
    expect: tutorOnly,
  },
  {
    call: 'GET /api/admin/tutors/:id/hours',
    request: async (ctx) => ({ url: `/api/admin/tutors/${(await newTutor(ctx)).id}/hours` }),
    expect: adminOnly(200),
  },
  {
    call: 'PUT /api/admin/tutors/:id/hours',
    request: async (ctx) => ({ url: `/api/admin/tutors/${(await newTutor(ctx)).id}/hours`, payload: HOURS }),
    expect: adminOnly(200),
  },
];
