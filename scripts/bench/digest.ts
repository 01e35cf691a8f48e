// Benchmark of the weekly family digest (docs/rules.md#parents-in-the-loop, docs/benchmarks.md#weekly-digest): parents with a year of
// history for each of their children (a study session and a game round every day, the points
// of every round, a tutor session every week with one still to come, a prize every month, a
// request waiting for every tenth child), then one run of sendWeeklyDigest: total time, and the
// SQL it sent (a fixed number of queries per run, none per parent, child or day).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/digest.ts
//   BENCH_PARENTS=10000 (the default; every second parent has two children)
//   npx tsx scripts/bench/digest.ts                                  # PGlite, in a temporary directory
//
// The history is written with set-based SQL (generate_series), not through the app, so a year
// for 15,000 children is seeded in minutes; the digest itself runs the app's own service. Mail
// goes to a counting mailer, so the figures are the digest's reading and rendering, not SMTP.
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/server/config';
import { sendWeeklyDigest } from '../../src/server/cross-feature/weekly-digest/digest.service';
import type { Database } from '../../src/server/db/client';
import type { Mailer } from '../../src/server/lib/mailer';
import {
  createGame,
  createMathChallengeGame,
  createMerchandise,
  createTutor,
} from '../../src/server/test/factories';
import { captureQueries, machineLine, openBenchDatabase } from './bench-kit';

const PARENTS = Number(process.env.BENCH_PARENTS ?? 10_000);
const DAYS = 365;
// A Monday 08:00 UTC, when the job sends it.
const NOW = new Date('2026-06-15T08:00:00.000Z');

/** The children: every parent one, every second parent a second (usernames name their parent). */
const CHILDREN = `select id from users where user_type = 'student' and username like 'bench_child_%'`;

/** Parents, children and their links, in three statements. */
async function seedFamilies(database: Database) {
  await database.query(
    `insert into users (username, name, email, password_hash, user_type, is_email_verified)
     select 'bench_parent_' || i, 'Parent ' || i, 'parent' || i || '@bench.test', 'x', 'parent', true
     from generate_series(1, $1::int) i`,
    [PARENTS],
  );
  await database.query(
    `insert into users (username, name, password_hash, user_type)
     select 'bench_child_' || i || '_' || c, 'Child ' || i || '.' || c, 'x', 'student'
     from generate_series(1, $1::int) i, generate_series(1, 2) c
     where c = 1 or i % 2 = 0`,
    [PARENTS],
  );
  await database.query(
    `insert into family_links (parent_id, child_id, status, responded_at)
     select p.id, c.id, 'accepted', $1::timestamptz
     from users c join users p on p.username = 'bench_parent_' || split_part(c.username, '_', 3)
     where c.username like 'bench_child_%'`,
    [NOW],
  );
}

/**
 * A year of each child's days: study, a game round (play, score, points), weekly tutoring (one
 * tutor, each child a second apart: one booking per tutor and instant), monthly prizes.
 */
async function seedHistory(database: Database) {
  const games = [
    await createMathChallengeGame(database.db),
    await createGame(database.db, { title: 'Word Builder' }),
    await createGame(database.db, { title: 'Leaf Quiz' }),
  ].map((g) => g.id);
  const tutor = await createTutor(database.db, { name: 'Amara Okafor' });
  const prize = await createMerchandise(database.db, { name: 'Sticker Pack', pointsCost: 100 });
  const day = `$1::timestamptz - d * interval '1 day'`;
  await database.query(
    `insert into study_sessions (user_id, subject, start_time, end_time, completed, duration)
     select c.id, (array['Mathematics', 'Reading', 'Science'])[1 + d % 3],
       ${day} - interval '8 hours', ${day} - interval '8 hours' + (15 + d % 40) * interval '1 minute',
       true, 15 + d % 40
     from (${CHILDREN}) c, generate_series(1, $2::int) d`,
    [NOW, DAYS],
  );
  await database.query(
    `insert into game_plays (user_id, game_id, started_at, used_at)
     select c.id, ($3::int[])[1 + (c.id + d) % 3], ${day} - interval '6 hours', ${day} - interval '6 hours'
     from (${CHILDREN}) c, generate_series(1, $2::int) d`,
    [NOW, DAYS, games],
  );
  await database.query(
    `insert into game_scores (user_id, game_id, play_id, score, time_spent, correct_answers,
       total_questions, difficulty, points_earned, date_completed, skill_before, skill_after)
     select p.user_id, p.game_id, p.id, 40, 60, 8, 10, 'easy', 40, p.used_at,
       3 + (p.id % 50) / 10.0, 3.1 + (p.id % 50) / 10.0
     from game_plays p`,
  );
  await database.query(
    `insert into points_ledger (user_id, delta, reason, ref_id, created_at)
     select user_id, points_earned, 'game-score', id, date_completed from game_scores`,
  );
  await database.query(
    `insert into tutor_sessions (user_id, tutor_id, subject, session_type, date, time, starts_at, status, created_at)
     select c.id, $3::int, 'Mathematics', 'One-on-One Tutoring',
       to_char($1::timestamptz - w * interval '7 days', 'YYYY-MM-DD'), '15:00',
       $1::timestamptz - w * interval '7 days' + interval '7 hours' + c.id * interval '1 second',
       case when w < 0 then 'scheduled' else 'completed' end, $1::timestamptz - (w + 1) * interval '7 days'
     from (${CHILDREN}) c, generate_series(-1, $2::int / 7) w`,
    [NOW, DAYS, tutor.id],
  );
  await database.query(
    `insert into purchases (user_id, merchandise_id, item_name, payment_type, points_used, purchase_date)
     select c.id, $3::int, 'Sticker Pack', 'points', 100, $1::timestamptz - m * interval '30 days' - interval '1 day'
     from (${CHILDREN}) c, generate_series(0, $2::int / 30) m`,
    [NOW, DAYS, prize.id],
  );
  await database.query(
    `insert into points_ledger (user_id, delta, reason, ref_id, created_at)
     select user_id, -points_used, 'purchase', id, purchase_date from purchases`,
  );
  await database.query(
    `insert into approval_requests (child_id, kind, payload, summary, created_at, expires_at)
     select c.id, 'purchase', '{"merchandiseId": 1, "paymentType": "points"}', 'Sticker Pack',
       $1::timestamptz - interval '1 day', $1::timestamptz + interval '6 days'
     from (${CHILDREN}) c where c.id % 10 = 0`,
    [NOW],
  );
  await database.query('analyze');
}

async function count(database: Database, table: string): Promise<number> {
  const [row] = await database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row?.n ?? 0;
}

async function main() {
  const bench = await openBenchDatabase();
  const { database } = bench;
  try {
    const started = performance.now();
    await seedFamilies(database);
    await seedHistory(database);
    const seededSeconds = (performance.now() - started) / 1000;
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: bench.dataDir, LOG_LEVEL: 'warn' }),
      sessionSecret: randomBytes(32).toString('hex'),
    };
    let mails = 0;
    const mailer: Mailer = {
      send: async () => {
        mails += 1;
      },
      close: async () => {},
    };
    const capture = captureQueries(database);
    const t0 = performance.now();
    const queries = await capture.during(() =>
      sendWeeklyDigest({ db: database.db, clock: { now: () => NOW }, config, mailer }),
    );
    const seconds = (performance.now() - t0) / 1000;

    const version = (await database.query<{ version: string }>('select version() as version'))[0]?.version;
    const children = await count(database, 'family_links');
    console.log(
      `\nSprout weekly digest benchmark — ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
    );
    console.log(`database: ${version}`);
    console.log(machineLine());
    console.log(
      `seeded ${PARENTS} parents, ${children} children, ${DAYS} days each: ${await count(database, 'study_sessions')} study sessions, ${await count(database, 'game_scores')} rounds, ${await count(database, 'points_ledger')} ledger rows, ${await count(database, 'tutor_sessions')} tutor sessions, ${await count(database, 'purchases')} purchases, in ${seededSeconds.toFixed(0)} s\n`,
    );
    console.log('| parents | children | e-mails | total s | ms per parent | queries | queries per parent |');
    console.log('|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${PARENTS} | ${children} | ${mails} | ${seconds.toFixed(1)} | ${((seconds * 1000) / PARENTS).toFixed(2)} | ${queries.length} | ${(queries.length / PARENTS).toFixed(4)} |`,
    );
    console.log('\nThe queries of the run:');
    for (const q of queries) console.log(`  ${q.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    if (mails !== PARENTS) throw new Error(`expected ${PARENTS} e-mails, sent ${mails}`);
  } finally {
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
