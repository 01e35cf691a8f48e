// Benchmark of the tutor catalog (docs/benchmarks.md#tutor-catalog-queries): 5,000 tutors and 100,000 reviews in a fresh
// database, the real app built with buildApp, requests made with app.inject.
//
//   npx tsx scripts/bench/tutors.ts                       # PGlite, in a temporary directory
//   DATABASE_URL=postgres://... npx tsx scripts/bench/tutors.ts   # a fresh PostgreSQL database, dropped after
//   ... --explain                                         # also print EXPLAIN ANALYZE of every query
//
// Each figure is measured twice: "database" invalidates the catalog cache before every request
// (outside the timing), so the answer comes from the database; "cached" is the in-memory answer.
// The URLs are the ones the pages call: the tutor list's page size and query string, and the
// profile's tutor plus its first page of reviews, built with the web app's own constants.
// The script reports; it does not fail on a budget.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { tutorReviews, tutors, users } from '../../src/server/db/schema';
import { createLogger } from '../../src/server/lib/logger';
import { TUTOR_REVIEWS_PAGE_SIZE } from '../../src/web/features/tutors/api/get-tutor-reviews';
import { TUTORS_PAGE_SIZE } from '../../src/web/features/tutors/api/get-tutors';
import { readTutorFilters } from '../../src/web/features/tutors/components/tutor-filter-params';
import { toQueryString } from '../../src/web/lib/api-client';
import { captureQueries, machineLine, openBenchDatabase, stats } from './bench-kit';

const TUTORS = 5_000;
const REVIEWS = 100_000;
const USERS = 1_000;
/** Tutors with many reviews (200 more each), to measure a long profile too. */
const POPULAR = 50;
const POPULAR_EXTRA = 200;
/** Reviews of every other tutor (18), and of a popular one (218). */
const REVIEWS_EACH = (REVIEWS - POPULAR * POPULAR_EXTRA) / TUTORS;
const REVIEWS_POPULAR = REVIEWS_EACH + POPULAR_EXTRA;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
const WARMUP = 30;
const CHUNK = 2_000;

const SUBJECTS = [
  'Mathematics',
  'Science',
  'Language Arts',
  'Reading',
  'Social Studies',
  'Foreign Languages',
];
const GRADES = ['All Grades', 'Pre-K to K', 'Grades 1-3', 'Grades 4-6', 'Grades 7-8', 'High School'];
const AVAILABILITY = ['Weekday Mornings', 'Weekday Afternoons', 'Weekday Evenings', 'Weekends'];
const SESSION_TYPES = ['One-on-One Tutoring', 'Small Group (2-3)', 'Educational Consulting', 'Homework Help'];
const FIRST = [
  'Amara',
  'Daniel',
  'Lucia',
  'Sam',
  'Priya',
  'Noah',
  'Mei',
  'Omar',
  'Ines',
  'Kofi',
  'Lena',
  'Raj',
];
const LAST = ['Okafor', 'Kim', 'Rossi', 'Lee', 'Nair', 'Smith', 'Chen', 'Haddad', 'Silva', 'Mensah', 'Novak'];
const BIOS = [
  'A patient tutor who turns hard ideas into small, friendly steps.',
  'Former teacher who loves the moment a tricky idea finally clicks.',
  'Makes practice feel like a game and celebrates every bit of progress.',
  'Calm, encouraging and great at finding where a problem went sideways.',
];

// A small deterministic random source, so every run seeds the same catalog.
let seed = 42;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
function some<T>(list: readonly T[], min: number, max: number): T[] {
  const count = min + Math.floor(random() * (max - min + 1));
  return [...list].sort(() => random() - 0.5).slice(0, count);
}

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

async function seedCatalog(database: Database) {
  const db = database.db;
  const started = performance.now();
  await inChunks(
    Array.from({ length: USERS }, (_, i) => ({
      username: `bench_user_${i}`,
      name: `Bench User ${i}`,
      email: `bench${i}@example.com`,
      // Nobody logs in: any text will do.
      passwordHash: 'not-a-real-hash',
    })),
    (chunk) => db.insert(users).values(chunk),
  );
  await inChunks(
    Array.from({ length: TUTORS }, (_, i) => ({
      name: `${pick(FIRST)} ${pick(LAST)} ${i}`,
      bio: pick(BIOS),
      subjects: some(SUBJECTS, 1, 3).join(', '),
      gradeLevel: pick(GRADES),
      sessionType: pick(SESSION_TYPES),
      availability: some(AVAILABILITY, 1, 3),
      imageUrl: `/images/tutors/tutor-${String((i % 12) + 1).padStart(2, '0')}.webp`,
    })),
    (chunk) => db.insert(tutors).values(chunk),
  );
  const [first] = await database.query<{ min: number }>('select min(id) as min from tutors');
  const [firstUser] = await database.query<{ min: number }>('select min(id) as min from users');
  const tutorBase = Number(first?.min);
  const userBase = Number(firstUser?.min);
  const reviews: (typeof tutorReviews.$inferInsert)[] = [];
  const yearMs = 365 * 24 * 60 * 60 * 1000;
  for (let t = 0; t < TUTORS; t += 1) {
    const count = t < POPULAR ? REVIEWS_POPULAR : REVIEWS_EACH;
    for (let k = 0; k < count; k += 1) {
      reviews.push({
        tutorId: tutorBase + t,
        userId: userBase + ((t * 37 + k) % USERS),
        rating: 1 + Math.floor(random() * 5),
        comment: 'Clear explanations and a lot of patience. Thank you!',
        dateSubmitted: new Date(Date.now() - Math.floor(random() * yearMs)),
      });
    }
  }
  await inChunks(reviews, (chunk) => db.insert(tutorReviews).values(chunk));
  // The ratings the review call would have computed, in one statement.
  await db.execute(sql`update tutors set rating = s.rating, rating_count = s.count
    from (select tutor_id, round(avg(rating), 1) as rating, count(*) as count
          from tutor_reviews group by tutor_id) s
    where tutors.id = s.tutor_id`);
  await database.query('analyze');
  return { seconds: (performance.now() - started) / 1000, tutorBase };
}

async function main() {
  const explain = process.argv.includes('--explain');
  const bench = await openBenchDatabase();
  const { database, dataDir } = bench;
  const databaseUrl = bench.databaseUrl;
  try {
    const seeded = await seedCatalog(database);
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl }),
      sessionSecret: randomBytes(32).toString('hex'),
    };
    const capture = captureQueries(database);
    const app = await buildApp(config, { database, logger: createLogger('warn') });
    const version = (await database.query<{ version: string }>('select version() as version'))[0]?.version;

    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200)
        throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      return res;
    };

    async function measure(label: string, urls: (i: number) => string[], cached: boolean) {
      const samples: number[] = [];
      for (let i = 0; i < WARMUP + ITERATIONS; i += 1) {
        if (!cached) await app.ctx.catalogCache.invalidate('tutors');
        const started = process.hrtime.bigint();
        for (const url of urls(i)) await get(url);
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (i >= WARMUP) samples.push(ms);
      }
      const { median, p95 } = stats(samples);
      return { label: `${label} (${cached ? 'cached' : 'database'})`, median, p95 };
    }

    const normalTutor = (i: number) => seeded.tutorBase + POPULAR + ((i * 97) % (TUTORS - POPULAR));
    const popularTutor = (i: number) => seeded.tutorBase + (i % POPULAR);
    // GET /api/tutors as the tutors page asks for a page of the list at an address's filters.
    const tutorPage = (pageQuery: string, page = 0) =>
      `/api/tutors${toQueryString({ ...readTutorFilters(new URLSearchParams(pageQuery)), limit: TUTORS_PAGE_SIZE, offset: page * TUTORS_PAGE_SIZE })}`;
    // The profile's two calls (a guest's: a signed-in user also asks for their own review).
    const profile = (id: number | string) => [
      `/api/tutors/${id}`,
      `/api/tutors/${id}/reviews${toQueryString({ limit: TUTOR_REVIEWS_PAGE_SIZE, offset: 0 })}`,
    ];
    const listScenario = (pageQuery: string, page = 0) => {
      const url = tutorPage(pageQuery, page);
      return { label: `GET ${decodeURIComponent(url)}`, urls: () => [url] };
    };
    const scenarios: { label: string; urls: (i: number) => string[] }[] = [
      listScenario(''),
      listScenario('?subject=Mathematics'),
      listScenario('?subject=Science&grade=Grades%204-6&availability=Weekends'),
      // "View More Tutors" twice: the third page.
      listScenario('?q=patient&sessionType=Homework%20Help', 2),
      {
        label: `profile: GET ${profile('{id}').join(' + ')} (${REVIEWS_EACH} reviews)`,
        urls: (i) => profile(normalTutor(i)),
      },
      {
        label: `profile, ${REVIEWS_POPULAR} reviews`,
        urls: (i) => profile(popularTutor(i)),
      },
    ];

    const results: { label: string; median: number; p95: number }[] = [];
    for (const scenario of scenarios) {
      results.push(await measure(scenario.label, scenario.urls, false));
      results.push(await measure(scenario.label, scenario.urls, true));
    }

    console.log(`\nSprout tutors benchmark — ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`);
    console.log(`database: ${version}`);
    console.log(machineLine());
    console.log(
      `seeded ${TUTORS} tutors, ${REVIEWS} reviews, ${USERS} users in ${seeded.seconds.toFixed(1)} s; ${ITERATIONS} requests each after ${WARMUP} warm-up\n`,
    );
    console.log('| call | median ms | p95 ms |');
    console.log('|---|---:|---:|');
    for (const r of results) console.log(`| ${r.label} | ${r.median.toFixed(2)} | ${r.p95.toFixed(2)} |`);

    console.log('\nQueries per request (no query runs once per row):');
    for (const scenario of scenarios) {
      await app.ctx.catalogCache.invalidate('tutors');
      const queries = await capture.during(async () => {
        for (const url of scenario.urls(1)) await get(url);
      });
      console.log(`  ${scenario.label}: ${queries.length} queries`);
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
