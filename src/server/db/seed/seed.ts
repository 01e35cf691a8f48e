// The demo content, seeded once into an empty database: the catalog from demo-content.ts and,
// in demo mode, three demo accounts (a student with some history, a parent linked to that
// student, an admin). Every point the student holds has its ledger row.
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../client';
import { createUser } from '../factories';
import {
  appMeta,
  articles,
  familyLinks,
  gamePlays,
  gameProgress,
  gameScores,
  games,
  merchandise,
  pointsLedger,
  purchases,
  studySessions,
  testimonials,
  tutorSessions,
  tutors,
  users,
} from '../schema';
import { demoArticles, demoGames, demoMerchandise, demoTestimonials, demoTutors } from './demo-content';

export const DEMO_PASSWORD = 'password123';
export const DEMO_ACCOUNTS = {
  student: 'demo-student',
  parent: 'demo-parent',
  admin: 'demo-admin',
} as const;

const SEEDED_KEY = 'demo-content-seeded-at';

async function databaseIsEmpty(db: Executor): Promise<boolean> {
  const found = await Promise.all([
    db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEEDED_KEY)).limit(1),
    db.select({ id: users.id }).from(users).limit(1),
    db.select({ id: tutors.id }).from(tutors).limit(1),
    db.select({ id: games.id }).from(games).limit(1),
  ]);
  return found.every((rows) => rows.length === 0);
}

/** Seeds an empty database; answers false (and touches nothing) when it holds anything. */
export async function seedDemoContent(
  db: Db,
  options: { demoAccounts: boolean; now?: Date },
): Promise<boolean> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    if (!(await databaseIsEmpty(tx))) return false;
    await seedCatalog(tx);
    if (options.demoAccounts) await seedDemoAccounts(tx, now);
    await tx.insert(appMeta).values({ key: SEEDED_KEY, value: now.toISOString() });
    return true;
  });
}

async function seedCatalog(tx: Executor) {
  await tx.insert(tutors).values(demoTutors.map((t) => ({ ...t })));
  await tx.insert(articles).values(demoArticles.map((a) => ({ ...a, publishedAt: new Date(a.publishedAt) })));
  await tx.insert(games).values(demoGames.map((g) => ({ ...g })));
  await tx.insert(testimonials).values(demoTestimonials.map((t) => ({ ...t })));
  await tx.insert(merchandise).values(demoMerchandise.map((m) => ({ ...m })));
}

const DAY = 24 * 60 * 60 * 1000;

async function seedDemoAccounts(tx: Executor, now: Date) {
  const student = await createUser(tx, {
    username: DEMO_ACCOUNTS.student,
    name: 'Maya Patel',
    email: 'maya.student@sprout.local',
    password: DEMO_PASSWORD,
    isEmailVerified: true,
    grade: 'Grade 4',
    age: 9,
  });
  const parent = await createUser(tx, {
    username: DEMO_ACCOUNTS.parent,
    name: 'Priya Patel',
    email: 'priya.parent@sprout.local',
    password: DEMO_PASSWORD,
    isEmailVerified: true,
    userType: 'parent',
  });
  await createUser(tx, {
    username: DEMO_ACCOUNTS.admin,
    name: 'Alex Admin',
    email: 'admin@sprout.local',
    password: DEMO_PASSWORD,
    isEmailVerified: true,
    isAdmin: true,
  });
  await tx.insert(familyLinks).values({
    parentId: parent.id,
    childId: student.id,
    relationship: 'parent',
    status: 'accepted',
    createdAt: new Date(now.getTime() - 20 * DAY),
    respondedAt: new Date(now.getTime() - 20 * DAY),
  });
  await seedStudentHistory(tx, student.id, now);
}

/** A few weeks of a real child's use: games played, a prize bought, study logged, a session booked. */
async function seedStudentHistory(tx: Executor, userId: number, now: Date) {
  const [mathGame] = await tx
    .select()
    .from(games)
    .where(eq(games.title, demoGames[0]?.title ?? ''))
    .limit(1);
  if (!mathGame) return;
  const plays = [
    { daysAgo: 12, difficulty: 'easy' as const, correct: 8, total: 10, perAnswer: 5, multiplier: 1 },
    { daysAgo: 9, difficulty: 'easy' as const, correct: 11, total: 12, perAnswer: 5, multiplier: 1 },
    { daysAgo: 6, difficulty: 'medium' as const, correct: 9, total: 12, perAnswer: 10, multiplier: 2 },
    { daysAgo: 3, difficulty: 'medium' as const, correct: 12, total: 14, perAnswer: 10, multiplier: 2 },
    { daysAgo: 1, difficulty: 'hard' as const, correct: 7, total: 10, perAnswer: 15, multiplier: 3 },
  ];
  let balance = 0;
  let skill = 0;
  let best = 0;
  for (const [i, p] of plays.entries()) {
    const at = new Date(now.getTime() - p.daysAgo * DAY);
    const score = p.correct * p.perAnswer;
    const earned = score * p.multiplier;
    const [play] = await tx
      .insert(gamePlays)
      .values({ userId, gameId: mathGame.id, startedAt: new Date(at.getTime() - 61_000), usedAt: at })
      .returning();
    if (!play) continue;
    const [row] = await tx
      .insert(gameScores)
      .values({
        userId,
        gameId: mathGame.id,
        playId: play.id,
        score,
        timeSpent: 60,
        correctAnswers: p.correct,
        totalQuestions: p.total,
        difficulty: p.difficulty,
        pointsEarned: earned,
        dateCompleted: at,
      })
      .returning();
    await tx
      .insert(pointsLedger)
      .values({ userId, delta: earned, reason: 'game-score', refId: row?.id, createdAt: at });
    balance += earned;
    best = Math.max(best, score);
    const weight = { easy: 0.5, medium: 0.75, hard: 1 }[p.difficulty];
    const latest = 10 * (p.correct / p.total) * weight;
    skill = i === 0 ? latest : 0.7 * skill + 0.3 * latest;
  }
  await tx.insert(gameProgress).values({
    userId,
    gameId: mathGame.id,
    skillLevel: skill.toFixed(1),
    highScore: best,
    totalPlays: plays.length,
    lastPlayed: new Date(now.getTime() - DAY),
    badges: [],
    completedLevels: [],
  });

  const [prize] = await tx.select().from(merchandise).orderBy(merchandise.pointsCost).limit(1);
  if (prize && prize.pointsCost <= balance) {
    const boughtAt = new Date(now.getTime() - 2 * DAY);
    const [purchase] = await tx
      .insert(purchases)
      .values({
        userId,
        merchandiseId: prize.id,
        itemName: prize.name,
        itemImageUrl: prize.imageUrl,
        itemDescription: prize.description,
        paymentType: 'points',
        pointsUsed: prize.pointsCost,
        purchaseDate: boughtAt,
      })
      .returning();
    await tx.insert(pointsLedger).values({
      userId,
      delta: -prize.pointsCost,
      reason: 'purchase',
      refId: purchase?.id,
      createdAt: boughtAt,
    });
    await tx
      .update(merchandise)
      .set({ inventory: sql`${merchandise.inventory} - 1` })
      .where(eq(merchandise.id, prize.id));
    balance -= prize.pointsCost;
  }
  await tx.update(users).set({ points: balance }).where(eq(users.id, userId));

  for (const daysAgo of [5, 2]) {
    const start = new Date(now.getTime() - daysAgo * DAY);
    const minutes = daysAgo === 5 ? 35 : 50;
    await tx.insert(studySessions).values({
      userId,
      subject: daysAgo === 5 ? 'Reading' : 'Mathematics',
      startTime: start,
      endTime: new Date(start.getTime() + minutes * 60_000),
      completed: true,
      duration: minutes,
      notes: daysAgo === 5 ? 'Read two chapters of a mystery book.' : 'Practised times tables up to 9.',
    });
  }

  const [tutor] = await tx.select().from(tutors).limit(1);
  if (tutor) {
    // Four days ahead, 16:00 UTC.
    const start = new Date(now.getTime() + 4 * DAY);
    start.setUTCHours(16, 0, 0, 0);
    const iso = start.toISOString();
    await tx.insert(tutorSessions).values({
      userId,
      tutorId: tutor.id,
      subject: tutor.subjects.split(',')[0]?.trim() ?? 'Mathematics',
      sessionType: tutor.sessionType,
      date: iso.slice(0, 10),
      time: iso.slice(11, 16),
      timeZone: 'UTC',
      startsAt: start,
      status: 'scheduled',
    });
  }
}
