// `npm run bench`: every benchmark of docs/benchmarks.md, one after the other. The PostgreSQL
// ones run when DATABASE_URL is set (tutors.ts and family.ts then run on it instead of PGlite);
// BENCH_PARENTS sizes the digest's (10,000 by default: a year for 15,000 children takes a while).
// Benchmarks report; they do not gate CI.
import { spawnSync } from 'node:child_process';

const benches = [
  'catalog.ts',
  'tutors.ts',
  'family.ts',
  'admin-edits.ts',
  'tutor-hours.ts',
  'lesson-room.ts',
  // These two skip themselves (saying so) without the built app and Chromium.
  'lesson-join.ts',
  'play-inp.ts',
  ...(process.env.DATABASE_URL ? ['scores.ts', 'checkout.ts', 'faults.ts', 'digest.ts'] : []),
];
for (const bench of benches) {
  console.log(`\n=== scripts/bench/${bench} ===`);
  const result = spawnSync('npx', ['tsx', `scripts/bench/${bench}`], {
    stdio: 'inherit',
    env: { LOG_LEVEL: 'warn', ...process.env },
  });
  if (result.status !== 0) process.exitCode = 1;
}
if (!process.env.DATABASE_URL) console.log('\n(Set DATABASE_URL to run the PostgreSQL benchmarks too.)');
