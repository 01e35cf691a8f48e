// Benchmark of the parent's view of a child (issue: user dashboard and parent monitoring): a
// child with a year of history (a study session and three game scores every day, a tutor
// session every week, the points of every score), the real app built with buildApp, the
// parent's calls made with app.inject.
//
//   npx tsx scripts/bench/family.ts                                  # PGlite, in a temporary directory
//   DATABASE_URL=postgres://... npx tsx scripts/bench/family.ts      # a fresh PostgreSQL database, dropped after
//   ... --explain                                                    # also print EXPLAIN ANALYZE of every query
//
// The budget is a median under 30 ms for each call on both; the script reports, it does not fail.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { createUser } from '../../src/server/db/factories';
import {
  gamePlays,
  gameProgress,
  gameScores,
  pointsLedger,
  studySessions,
  tutorSessions,
  users,
} from '../../src/server/db/schema';
import { createSession } from '../../src/server/features/accounts/accounts.service';
import { SESSION_COOKIE } from '../../src/server/features/accounts/session';
import { createLogger } from '../../src/server/lib/logger';
import {
  createFamilyLink,
  createGame,
  createMathChallengeGame,
  createTutor,
} from '../../src/server/test/factories';
import { captureQueries, machineLine, openBenchDatabase, stats } from './bench-kit';

const DAYS = 365;
const SCORES_PER_DAY = 3;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const WARMUP = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const CHUNK = 500;

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** A parent linked to a child with a year of history; answers both ids. */
async function seedFamily(database: Database, now: number) {
  const db = database.db;
  const parent = await createUser(db, { username: 'bench_parent', userType: 'parent' });
  const child = await createUser(db, { username: 'bench_child', userType: 'student' });
  await createFamilyLink(db, { parentId: parent.id, childId: child.id, status: 'accepted' });
  const games = [
    await createMathChallengeGame(db),
    await createGame(db, { title: 'Word Builder' }),
    await createGame(db, { title: 'Leaf Quiz' }),
  ];
  const tutor = await createTutor(db, { name: 'Amara Okafor' });
  const dayStart = (d: number) => now - (DAYS - d) * DAY_MS;

  await inChunks(
    Array.from({ length: DAYS }, (_, d) => {
      const start = new Date(dayStart(d) + 16 * 60 * 60 * 1000);
      const minutes = 15 + (d % 40);
      return {
        userId: child.id,
        subject: ['Mathematics', 'Reading', 'Science'][d % 3] ?? 'Mathematics',
        startTime: start,
        endTime: new Date(start.getTime() + minutes * 60_000),
        completed: true,
        duration: minutes,
        notes: d % 5 === 0 ? 'Practised with flash cards' : null,
      };
    }),
    (chunk) => db.insert(studySessions).values(chunk),
  );

  const rounds = Array.from({ length: DAYS * SCORES_PER_DAY }, (_, i) => {
    const game = games[i % games.length];
    if (!game) throw new Error('no game');
    return {
      game,
      at: new Date(dayStart(Math.floor(i / SCORES_PER_DAY)) + (9 + (i % 8)) * 60 * 60 * 1000),
      score: 5 * (1 + (i % 12)),
    };
  });
  const plays: number[] = [];
  await inChunks(rounds, async (chunk) => {
    const rows = await db
      .insert(gamePlays)
      .values(chunk.map((r) => ({ userId: child.id, gameId: r.game.id, startedAt: r.at, usedAt: r.at })))
      .returning({ id: gamePlays.id });
    plays.push(...rows.map((r) => r.id));
  });
  const scoreIds: number[] = [];
  await inChunks(
    rounds.map((r, i) => ({ ...r, playId: plays[i] ?? 0 })),
    async (chunk) => {
      const rows = await db
        .insert(gameScores)
        .values(
          chunk.map((r) => ({
            userId: child.id,
            gameId: r.game.id,
            playId: r.playId,
            score: r.score,
            timeSpent: 60,
            correctAnswers: r.score / 5,
            totalQuestions: r.score / 5 + 2,
            difficulty: 'easy' as const,
            pointsEarned: r.score,
            dateCompleted: r.at,
          })),
        )
        .returning({ id: gameScores.id });
      scoreIds.push(...rows.map((r) => r.id));
    },
  );
  await inChunks(
    rounds.map((r, i) => ({
      userId: child.id,
      delta: r.score,
      reason: 'game-score' as const,
      refId: scoreIds[i],
      createdAt: r.at,
    })),
    (chunk) => db.insert(pointsLedger).values(chunk),
  );
  const total = rounds.reduce((sum, r) => sum + r.score, 0);
  await db.update(users).set({ points: total }).where(eq(users.id, child.id));
  for (const game of games) {
    await db.insert(gameProgress).values({
      userId: child.id,
      gameId: game.id,
      skillLevel: '6.5',
      highScore: 60,
      totalPlays: DAYS,
      lastPlayed: new Date(now),
      badges: ['First Round'],
    });
  }
  await inChunks(
    Array.from({ length: Math.floor(DAYS / 7) }, (_, w) => {
      const startsAt = new Date(dayStart(w * 7) + 15 * 60 * 60 * 1000);
      const iso = startsAt.toISOString();
      return {
        userId: child.id,
        tutorId: tutor.id,
        subject: 'Mathematics',
        sessionType: 'One-on-One Tutoring',
        date: iso.slice(0, 10),
        time: iso.slice(11, 16),
        startsAt,
        status: 'scheduled' as const,
        createdAt: new Date(startsAt.getTime() - 3 * DAY_MS),
      };
    }),
    (chunk) => db.insert(tutorSessions).values(chunk),
  );
  await database.query('analyze');
  return { parentId: parent.id, childId: child.id };
}

async function main() {
  const explain = process.argv.includes('--explain');
  const bench = await openBenchDatabase();
  const { database } = bench;
  try {
    const started = performance.now();
    const ids = await seedFamily(database, Date.now());
    const seededSeconds = (performance.now() - started) / 1000;
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: bench.dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: bench.databaseUrl,
      }),
      sessionSecret: randomBytes(32).toString('hex'),
    };
    const capture = captureQueries(database);
    const app = await buildApp(config, { database, logger: createLogger('warn') });
    const cookie = `${SESSION_COOKIE}=${await createSession(app.ctx, ids.parentId)}`;
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (res.statusCode !== 200)
        throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      return res;
    };
    const scenarios = [
      `/api/parent/child-activity/${ids.childId}`,
      `/api/parent/child-activity/${ids.childId}/daily?days=14`,
      '/api/parent/children',
    ];
    const results: { label: string; median: number; p95: number }[] = [];
    for (const url of scenarios) {
      const samples: number[] = [];
      for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
        const t0 = process.hrtime.bigint();
        await get(url);
        if (i >= WARMUP) samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
      results.push({ label: `GET ${url.replace(String(ids.childId), '{childId}')}`, ...stats(samples) });
    }
    const version = (await database.query<{ version: string }>('select version() as version'))[0]?.version;
    console.log(`\nSprout family benchmark — ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
    console.log(`database: ${version}`);
    console.log(machineLine());
    console.log(
      `seeded a child with ${DAYS} days of history (${DAYS} study sessions, ${DAYS * SCORES_PER_DAY} scores and ledger rows, ${Math.floor(DAYS / 7)} tutor sessions) in ${seededSeconds.toFixed(1)} s; ${ITERATIONS} requests each after ${WARMUP} warm-up, as the linked parent\n`,
    );
    console.log('| call | median ms | p95 ms |');
    console.log('|---|---:|---:|');
    for (const r of results) console.log(`| ${r.label} | ${r.median.toFixed(2)} | ${r.p95.toFixed(2)} |`);
    console.log('\nQueries per request (a fixed number, none per row):');
    for (const url of scenarios) {
      const queries = await capture.during(() => get(url));
      console.log(`  ${url}: ${queries.length} queries`);
      if (explain) {
        for (const q of queries) {
          const plan = await database.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, costs off) ${q.text}`,
            q.params,
          );
          console.log(`\n    ${q.text.replace(/\s+/g, ' ')}`);
          for (const row of plan) console.log(`      ${row['QUERY PLAN']}`);
        }
      }
    }
    await app.close();
  } finally {
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
