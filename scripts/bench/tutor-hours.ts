// Benchmark of booking against tutors' own hours (docs/benchmarks.md#tutors-own-hours): 50
// tutors, each with an account that sets real hours through PUT /api/teach/hours (two or three
// windows on some weekdays, a weekend morning for some, a day off, in five time zones), then
// 500 bookings through POST /api/sessions at times the booking dialog would offer, then each
// tutor's week as the dialog and the tutor read it (GET /api/tutors/{id}/busy for seven days,
// GET /api/teach/hours/outside). The real app built with buildApp, requests with app.inject.
//
//   npx tsx scripts/bench/tutor-hours.ts          # PGlite, in a temporary directory
//   DATABASE_URL=postgres://... npx tsx scripts/bench/tutor-hours.ts
//
// The script reports; it does not fail on a budget.
import { performance } from 'node:perf_hooks';
import type { TutorHoursInput } from '../../src/contract/teach-hours';
import { offeredTimes } from '../../src/contract/tutor-hours';
import type { Tutor } from '../../src/contract/tutors';
import { buildApp } from '../../src/server/app';
import { createUser } from '../../src/server/db/factories';
import { tutors } from '../../src/server/db/schema';
import { createSession } from '../../src/server/features/accounts/accounts.service';
import { createLogger } from '../../src/server/lib/logger';
import { benchConfig, machineLine, openBenchDatabase } from './bench-kit';

const TUTORS = 50;
const BOOKINGS = 500;
/** Ten upcoming sessions per booker at most: 60 bookers hold 500 with room to spare. */
const BOOKERS = 60;
const WEEK_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const ZONES = ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Europe/Berlin', 'Asia/Tokyo'];
const DAY = 86_400_000;

function percentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** Varied, realistic hours for tutor `i`: afternoons on three or four weekdays, an evening, a weekend morning. */
function hoursOf(i: number, today: Date): TutorHoursInput {
  const weekdays = [1, 2, 3, 4, 5].filter((d) => (d + i) % 5 !== 0);
  const weekly = [
    ...weekdays.map((day) => ({ day, from: '14:00', to: '17:00' })),
    ...weekdays.slice(0, 2).map((day) => ({ day, from: '18:00', to: '20:30' })),
    ...(i % 2 === 0 ? [{ day: 6, from: '09:00', to: '12:00' }] : []),
  ];
  const off = new Date(today.getTime() + (3 + (i % 10)) * DAY).toISOString().slice(0, 10);
  return {
    timeZone: ZONES[i % ZONES.length] ?? 'UTC',
    weekly,
    timeOff: [{ from: off, to: off }],
    sessionTypes: i % 3 === 0 ? ['One-on-One Tutoring', 'Homework Help'] : ['Homework Help'],
  };
}

async function main() {
  const bench = await openBenchDatabase();
  const { database } = bench;
  try {
    const app = await buildApp(benchConfig(bench.dataDir, { databaseUrl: bench.databaseUrl }), {
      database,
      logger: createLogger('warn'),
    });
    const now = new Date();
    const inject = async (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) => {
      const started = performance.now();
      const res = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
      return { res, ms: performance.now() - started };
    };
    const cookieOf = async (userId: number) => `sprout_session=${await createSession(app.ctx, userId)}`;

    // 50 tutors with accounts, each setting their own hours.
    const tutorCookies: string[] = [];
    const tutorIds: number[] = [];
    for (let i = 0; i < TUTORS; i++) {
      const user = await createUser(database.db, { username: `bench-tutor-${i}` });
      const [row] = await database.db
        .insert(tutors)
        .values({
          name: `Bench Tutor ${i}`,
          bio: 'A patient tutor who turns hard ideas into small, friendly steps.',
          subjects: 'Mathematics',
          gradeLevel: 'All Grades',
          sessionType: 'Homework Help',
          userId: user.id,
        })
        .returning({ id: tutors.id });
      if (!row) throw new Error('no tutor inserted');
      const cookie = await cookieOf(user.id);
      const { res } = await inject('PUT', '/api/teach/hours', cookie, hoursOf(i, now));
      if (res.statusCode !== 200)
        throw new Error(`PUT /api/teach/hours answered ${res.statusCode}: ${res.body}`);
      tutorCookies.push(cookie);
      tutorIds.push(row.id);
    }
    const bookerCookies: string[] = [];
    for (let i = 0; i < BOOKERS; i++) {
      bookerCookies.push(
        await cookieOf((await createUser(database.db, { username: `bench-booker-${i}` })).id),
      );
    }

    // Each tutor's offered times as the dialog computes them (in UTC), from the tutor the API answers.
    const offered: { date: string; time: string }[][] = [];
    for (const id of tutorIds) {
      const tutor = (await inject('GET', `/api/tutors/${id}`, '')).res.json() as Tutor;
      const times: { date: string; time: string }[] = [];
      // Starts an hour apart at least, so no two bookings of one tutor overlap.
      let free = now.getTime();
      for (let d = 1; d <= 60 && times.length < BOOKINGS; d++) {
        const date = new Date(now.getTime() + d * DAY).toISOString().slice(0, 10);
        for (const o of offeredTimes(date, 'UTC', tutor, now)) {
          if (o.startsAt.getTime() < free) continue;
          times.push({ date, time: o.time });
          free = o.startsAt.getTime() + 60 * 60_000;
        }
      }
      offered.push(times);
    }

    const booking: number[] = [];
    for (let n = 0; n < BOOKINGS; n++) {
      const t = n % TUTORS;
      const slot = offered[t]?.[Math.floor(n / TUTORS)];
      if (!slot) throw new Error(`tutor ${t} has too few times`);
      const { res, ms } = await inject('POST', '/api/sessions', bookerCookies[n % BOOKERS] ?? '', {
        tutorId: tutorIds[t],
        ...slot,
        subject: 'Mathematics',
        sessionType: 'Homework Help',
        timeZone: 'UTC',
      });
      if (res.statusCode !== 201) throw new Error(`booking ${n} answered ${res.statusCode}: ${res.body}`);
      booking.push(ms);
    }

    // Each tutor's week: the busy times the dialog reads for seven days, and the tutor's own list.
    const week: number[] = [];
    const outside: number[] = [];
    for (let round = 0; round < WEEK_ROUNDS; round++) {
      for (let t = 0; t < TUTORS; t++) {
        const from = new Date(now.getTime() + (1 + round * 7) * DAY);
        const query = new URLSearchParams({
          from: from.toISOString(),
          to: new Date(from.getTime() + 7 * DAY).toISOString(),
        });
        const busy = await inject('GET', `/api/tutors/${tutorIds[t]}/busy?${query}`, '');
        if (busy.res.statusCode !== 200) throw new Error(`busy answered ${busy.res.statusCode}`);
        week.push(busy.ms);
        const own = await inject('GET', '/api/teach/hours/outside', tutorCookies[t] ?? '');
        if (own.res.statusCode !== 200) throw new Error(`outside answered ${own.res.statusCode}`);
        outside.push(own.ms);
      }
    }

    console.log(
      `\nSprout tutors' own hours benchmark — ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
    );
    console.log(machineLine());
    console.log(`${TUTORS} tutors with their own hours, ${BOOKERS} bookers, ${BOOKINGS} bookings\n`);
    console.log('| call | requests | p50 ms | p99 ms |');
    console.log('|---|---:|---:|---:|');
    const row = (label: string, samples: number[]) =>
      console.log(
        `| ${label} | ${samples.length} | ${percentile(samples, 0.5).toFixed(2)} | ${percentile(samples, 0.99).toFixed(2)} |`,
      );
    row('POST /api/sessions (inside the hours)', booking);
    row("GET /api/tutors/{id}/busy (a tutor's week)", week);
    row('GET /api/teach/hours/outside', outside);
    await app.close();
  } finally {
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
