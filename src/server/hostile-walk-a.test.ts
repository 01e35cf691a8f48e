// Half of the hostile walk over the API (see test/hostile-walk.ts); the other half is in
// hostile-walk-b.test.ts, so the two run side by side.
import { describeHostileWalk } from '#server/test/hostile-walk.ts';

await describeHostileWalk(0, 2, { runsPerOperation: 6 });
