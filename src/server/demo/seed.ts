// The demo content, seeded once into an empty database: the catalog from the contract's
// demo-content.ts and, in demo mode, three demo accounts (a student with some history, a parent
// linked to that student, an admin). Every point the student holds has its ledger row.

import { eq, sql } from 'drizzle-orm';
import {
  demoArticles,
  demoGames,
  demoMerchandise,
  demoTestimonials,
  demoTutors,
} from '#contract/demo-content.ts';
import {
  demoArticlesEs,
  demoGamesEs,
  demoMerchandiseEs,
  demoTestimonialsEs,
  demoTutorsEs,
} from '#contract/demo-content-es.ts';
import { demoTutorHoursOf } from '#contract/demo-tutor-hours.ts';
import { type Difficulty, pointsForScore, scoreFor } from '#contract/game-rules.ts';
import { resolveGameRules } from '#contract/game-rules-schema.ts';
import { wallTimeIn } from '#contract/time-zone.ts';
import { offeredTimes, type TutorHours } from '#contract/tutor-hours.ts';
import type { Config } from '#server/config.ts';
import type { Db, Executor } from '#server/db/client.ts';
import { createUser } from '#server/db/factories.ts';
import {
  appMeta,
  articleReads,
  articles,
  conversationReads,
  conversations,
  DEMO_LESSON_KEY,
  familyLinks,
  gamePlays,
  gameProgress,
  gameScores,
  games,
  lessonNotes,
  lessonPracticeItems,
  merchandise,
  messages,
  purchases,
  studySessions,
  testimonials,
  tutorHours,
  tutorSessions,
  tutors,
  users,
} from '#server/db/schema/index.ts';
import type { Seeder } from '#server/db/startup.ts';
import { awardPoints, spendPoints } from '#server/features/accounts/points.service.ts';
import { applyRound, checkRound, type ProgressState } from '#server/features/games/round-rules.ts';
import { sanitizeArticleHtml } from '#server/lib/sanitize-html.ts';

export const DEMO_PASSWORD = 'password123';
export const DEMO_ACCOUNTS = {
  student: 'demo-student',
  parent: 'demo-parent',
  admin: 'demo-admin',
  tutor: 'demo-tutor',
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

/** The seed a start runs on an empty database: none when SEED_DEMO is off. */
export function demoSeeder(config: Pick<Config, 'seedDemo' | 'demoMode'>): Seeder | undefined {
  if (!config.seedDemo) return undefined;
  return (db) => seedDemoContent(db, { demoAccounts: config.demoMode });
}

async function seedCatalog(tx: Executor) {
  const seeded = await tx
    .insert(tutors)
    .values(demoTutors.map((t) => ({ ...t, ...demoTutorsEs[t.name] })))
    .returning({ id: tutors.id });
  // Each demo tutor teaches on hours of their own (docs/tutoring.md#a-tutors-hours).
  await tx.insert(tutorHours).values(
    demoTutors.flatMap((t, i) => {
      const id = seeded[i]?.id;
      return id === undefined ? [] : [{ tutorId: id, timeOff: [], ...demoTutorHoursOf(t) }];
    }),
  );
  // Article HTML is sanitized when written, the demo articles (and their Spanish) too.
  await tx.insert(articles).values(
    demoArticles.map((a) => {
      const spanish = demoArticlesEs[a.title];
      return {
        ...a,
        content: sanitizeArticleHtml(a.content),
        titleEs: spanish?.titleEs,
        summaryEs: spanish?.summaryEs,
        contentEs: spanish && sanitizeArticleHtml(spanish.contentEs),
        publishedAt: new Date(a.publishedAt),
      };
    }),
  );
  await tx.insert(games).values(demoGames.map((g) => ({ ...g, ...demoGamesEs[g.title] })));
  await tx
    .insert(testimonials)
    .values(demoTestimonials.map((t) => ({ ...t, ...demoTestimonialsEs[t.name] })));
  await tx.insert(merchandise).values(demoMerchandise.map((m) => ({ ...m, ...demoMerchandiseEs[m.name] })));
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

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
  // No stored admin flag: the "-admin" suffix makes it an admin while demo mode is on, and
  // turning demo mode off must take the rights of an account whose password is published.
  await createUser(tx, {
    username: DEMO_ACCOUNTS.admin,
    name: 'Alex Admin',
    email: 'admin@sprout.local',
    password: DEMO_PASSWORD,
    isEmailVerified: true,
  });
  await tx.insert(familyLinks).values({
    parentId: parent.id,
    childId: student.id,
    relationship: 'parent',
    status: 'accepted',
    createdAt: new Date(now.getTime() - 20 * DAY),
    respondedAt: new Date(now.getTime() - 20 * DAY),
  });
  const demoTutorId = await seedStudentHistory(tx, student.id, now);
  if (demoTutorId !== null) {
    await seedDemoConversation(tx, { tutorId: demoTutorId, studentId: student.id, parentId: parent.id }, now);
  }
}

/**
 * A conversation of the demo family with demo-tutor (the tutor of the demo student's upcoming
 * sessions), so Messages has something to show on both sides (docs/tutoring.md#messages). Seeded
 * against the profile: a tutor message's sender is the profile's account when it has one.
 */
async function seedDemoConversation(
  tx: Executor,
  family: { tutorId: number; studentId: number; parentId: number },
  now: Date,
) {
  const [tutor] = await tx
    .select({ id: tutors.id, userId: tutors.userId })
    .from(tutors)
    .where(eq(tutors.id, family.tutorId));
  if (!tutor) return;
  const [conversation] = await tx
    .insert(conversations)
    .values({ tutorId: tutor.id, learnerId: family.studentId, createdAt: new Date(now.getTime() - 3 * DAY) })
    .returning({ id: conversations.id });
  if (!conversation) return;
  const lines = [
    {
      from: 'parent',
      hoursAgo: 70,
      text: 'Hello! Maya is excited about her first lesson. She finds fractions tricky.',
    },
    {
      from: 'tutor',
      hoursAgo: 68,
      text: 'Thank you for telling me! We will start with pizza fractions, they make it fun.',
    },
    { from: 'learner', hoursAgo: 30, text: 'Can we play a game in the lesson?' },
    {
      from: 'tutor',
      hoursAgo: 5,
      text: 'Yes! Bring your favourite snack and we will share it into halves and quarters.',
    },
  ] as const;
  let lastId = 0;
  for (const line of lines) {
    const senderId =
      line.from === 'tutor' ? tutor.userId : line.from === 'parent' ? family.parentId : family.studentId;
    const createdAt = new Date(now.getTime() - line.hoursAgo * HOUR);
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId: conversation.id,
        senderId,
        senderRole: line.from,
        text: line.text,
        createdAt,
      })
      .returning({ id: messages.id });
    if (line.from !== 'tutor' && row) lastId = row.id;
    await tx
      .update(conversations)
      .set({ lastMessageAt: createdAt })
      .where(eq(conversations.id, conversation.id));
  }
  // The family read all but the tutor's newest message, so the header shows "1 unread".
  await tx.insert(conversationReads).values([
    { conversationId: conversation.id, userId: family.parentId, lastReadMessageId: lastId },
    { conversationId: conversation.id, userId: family.studentId, lastReadMessageId: lastId },
  ]);
}

type DemoRound = {
  game: string;
  daysAgo: number;
  correct: number;
  total: number;
  timeSpent: number;
  difficulty?: Difficulty;
  level?: number;
};

/** The demo student's rounds, oldest first: each is scored and awarded by the games' own rules. */
const DEMO_ROUNDS: DemoRound[] = [
  { game: 'Math Quick Challenge', daysAgo: 12, difficulty: 'easy', correct: 8, total: 10, timeSpent: 60 },
  { game: 'Number Trail', daysAgo: 11, level: 1, correct: 9, total: 10, timeSpent: 140 },
  { game: 'Math Quick Challenge', daysAgo: 9, difficulty: 'easy', correct: 11, total: 12, timeSpent: 60 },
  { game: 'Number Trail', daysAgo: 8, level: 2, correct: 8, total: 10, timeSpent: 155 },
  { game: 'Spelling Bee Blocks', daysAgo: 7, level: 1, correct: 10, total: 10, timeSpent: 210 },
  { game: 'Math Quick Challenge', daysAgo: 6, difficulty: 'medium', correct: 9, total: 12, timeSpent: 60 },
  { game: 'Number Trail', daysAgo: 4, level: 3, correct: 6, total: 10, timeSpent: 170 },
  { game: 'Math Quick Challenge', daysAgo: 3, difficulty: 'medium', correct: 12, total: 14, timeSpent: 60 },
  { game: 'Math Quick Challenge', daysAgo: 1, difficulty: 'hard', correct: 7, total: 10, timeSpent: 60 },
];

/**
 * A few weeks of a real child's use: games played (scored, awarded and progressed by the same
 * rule functions the server uses), a prize bought, study logged, sessions booked. Answers the
 * profile of demo-tutor, the tutor booked ahead (null when the catalog has none).
 */
async function seedStudentHistory(tx: Executor, userId: number, now: Date): Promise<number | null> {
  const rows = await tx.select().from(games);
  const byTitle = new Map(rows.map((g) => [g.title, g]));
  const progress = new Map<number, ProgressState>();
  const lastPlayed = new Map<number, Date>();
  let balance = 0;
  for (const round of DEMO_ROUNDS) {
    const game = byTitle.get(round.game);
    if (!game) continue;
    const rules = resolveGameRules(game.rules, game);
    const at = new Date(now.getTime() - round.daysAgo * DAY);
    const before = progress.get(game.id) ?? null;
    const difficulty = round.level ? rules.levels[round.level - 1]?.difficulty : round.difficulty;
    if (!difficulty) throw new Error(`demo round of ${round.game} has no difficulty`);
    const score = scoreFor(rules, difficulty, round.correct);
    const check = checkRound(
      rules,
      {
        score,
        timeSpent: round.timeSpent,
        correctAnswers: round.correct,
        totalQuestions: round.total,
        difficulty,
        level: round.level,
      },
      round.timeSpent + 1,
      before?.completedLevels ?? [],
    );
    if (!check.ok) throw new Error(`demo round of ${round.game} breaks its rules: ${check.message}`);
    const earned = pointsForScore(score, difficulty);
    const [play] = await tx
      .insert(gamePlays)
      .values({
        userId,
        gameId: game.id,
        startedAt: new Date(at.getTime() - (round.timeSpent + 1) * 1000),
        usedAt: at,
      })
      .returning();
    if (!play) continue;
    const update = applyRound(rules, before, {
      score,
      correctAnswers: round.correct,
      totalQuestions: round.total,
      difficulty,
      level: round.level ?? null,
    });
    const [row] = await tx
      .insert(gameScores)
      .values({
        userId,
        gameId: game.id,
        playId: play.id,
        score,
        timeSpent: round.timeSpent,
        correctAnswers: round.correct,
        totalQuestions: round.total,
        difficulty,
        level: round.level ?? null,
        pointsEarned: earned,
        dateCompleted: at,
        skillBefore: before ? before.skillLevel.toFixed(1) : null,
        skillAfter: update.progress.skillLevel.toFixed(1),
      })
      .returning();
    balance = await awardPoints(tx, {
      userId,
      amount: earned,
      reason: 'game-score',
      refId: row?.id ?? null,
      at,
    });
    progress.set(game.id, update.progress);
    lastPlayed.set(game.id, at);
  }
  for (const [gameId, p] of progress) {
    await tx.insert(gameProgress).values({
      userId,
      gameId,
      skillLevel: p.skillLevel.toFixed(1),
      highScore: p.highScore,
      totalPlays: p.totalPlays,
      lastPlayed: lastPlayed.get(gameId) ?? now,
      badges: p.badges,
      completedLevels: p.completedLevels,
    });
  }

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
    await spendPoints(tx, {
      userId,
      amount: prize.pointsCost,
      reason: 'purchase',
      refId: purchase?.id ?? null,
      at: boughtAt,
    });
    await tx
      .update(merchandise)
      .set({ inventory: sql`${merchandise.inventory} - 1` })
      .where(eq(merchandise.id, prize.id));
  }

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

  // Sessions ahead, and two from last week marked completed with two other tutors, so the review
  // path can be tried in the demo (docs/rules.md#promises-kept); each inside its tutor's hours. The
  // tutor booked ahead is demo-tutor's profile, so their /teach shows it all: two sessions ahead,
  // a completed lesson five days ago with its note, and one two days ago whose outcome they can
  // still mark (docs/tutoring.md#tutor-accounts-and-teach).
  const [upcomingTutor, firstTutor, secondTutor] = await tx.select().from(tutors).orderBy(tutors.id).limit(3);
  const DEMO_LESSON_DAYS_AHEAD = 4;
  const booked = [
    { tutor: upcomingTutor, daysAhead: DEMO_LESSON_DAYS_AHEAD, status: 'scheduled' as const },
    { tutor: upcomingTutor, daysAhead: 11, status: 'scheduled' as const },
    { tutor: upcomingTutor, daysAhead: -2, status: 'scheduled' as const },
    { tutor: upcomingTutor, daysAhead: -5, status: 'completed' as const },
    { tutor: firstTutor, daysAhead: -8, status: 'completed' as const },
    { tutor: secondTutor, daysAhead: -6, status: 'completed' as const },
  ];

  for (const { tutor, daysAhead, status } of booked) {
    if (!tutor) continue;
    const [ownHours] = await tx.select().from(tutorHours).where(eq(tutorHours.tutorId, tutor.id));
    const slot = firstSlotFrom(
      { ...tutor, hours: ownHours ?? null },
      new Date(now.getTime() + daysAhead * DAY),
    );
    if (!slot) continue;
    const [session] = await tx
      .insert(tutorSessions)
      .values({
        userId,
        tutorId: tutor.id,
        subject: tutor.subjects.split(',')[0]?.trim() ?? 'Mathematics',
        sessionType: tutor.sessionType,
        date: slot.date,
        time: slot.time,
        timeZone: tutor.timeZone,
        startsAt: slot.startsAt,
        status,
        createdAt: new Date(Math.min(now.getTime(), slot.startsAt.getTime()) - 3 * DAY),
      })
      .returning({ id: tutorSessions.id });
    if (session && tutor === upcomingTutor && status === 'completed')
      await seedLessonNote(tx, userId, session.id, slot.startsAt, now);
    // The next lesson with demo-tutor: its room opens at any hour of the demo (docs/lesson-room.md).
    if (session && tutor === upcomingTutor && daysAhead === DEMO_LESSON_DAYS_AHEAD)
      await tx.insert(appMeta).values({ key: DEMO_LESSON_KEY, value: String(session.id) });
  }
  if (!upcomingTutor) return null;
  await seedDemoTutor(tx, upcomingTutor.id);
  return upcomingTutor.id;
}

/** demo-tutor: the account of the tutor the demo student booked, as an accepted invitation makes it. */
async function seedDemoTutor(tx: Executor, tutorId: number) {
  const [profile] = await tx.select({ name: tutors.name }).from(tutors).where(eq(tutors.id, tutorId));
  const account = await createUser(tx, {
    username: DEMO_ACCOUNTS.tutor,
    name: profile?.name ?? 'Demo Tutor',
    email: 'tutor@sprout.local',
    password: DEMO_PASSWORD,
    isEmailVerified: true,
    userType: 'tutor',
  });
  await tx.update(tutors).set({ userId: account.id }).where(eq(tutors.id, tutorId));
}

/**
 * The tutor's note after the latest completed lesson, with two things to practise
 * (docs/tutoring.md#notes-and-practice-after-a-lesson): a Number Trail level the student tried and
 * has not finished yet, and an article read since, so one is done.
 */
async function seedLessonNote(tx: Executor, userId: number, sessionId: number, lessonAt: Date, now: Date) {
  const [trail] = await tx.select({ id: games.id }).from(games).where(eq(games.title, 'Number Trail'));
  const [article] = await tx.select({ id: articles.id }).from(articles).orderBy(articles.id).limit(1);
  if (!trail || !article) return;
  const postedAt = new Date(lessonAt.getTime() + 90 * 60_000);
  const [note] = await tx
    .insert(lessonNotes)
    .values({
      sessionId,
      text: 'Lovely work today! Try the next stretch of the Number Trail, and read the article I picked with a grown-up.',
      createdAt: postedAt,
      updatedAt: postedAt,
    })
    .returning({ id: lessonNotes.id });
  if (!note) return;
  await tx.insert(lessonPracticeItems).values([
    { noteId: note.id, position: 0, kind: 'game', gameId: trail.id, level: 3 },
    { noteId: note.id, position: 1, kind: 'article', articleId: article.id },
  ]);
  const readAt = new Date(Math.min(now.getTime(), postedAt.getTime() + 2 * DAY));
  await tx.insert(articleReads).values({ userId, articleId: article.id, readAt, lastReadAt: readAt });
}

/** The tutor's first session start on the tutor's clocks, on `from`'s day or within a week after. */
function firstSlotFrom(tutor: TutorHours, from: Date) {
  const day = wallTimeIn(from, tutor.timeZone).date;
  for (let ahead = 0; ahead < 7; ahead++) {
    const date = new Date(Date.parse(`${day}T00:00:00Z`) + ahead * DAY).toISOString().slice(0, 10);
    const [first] = offeredTimes(date, tutor.timeZone, tutor, new Date(0));
    if (first) return { date, time: first.time, startsAt: first.startsAt };
  }
  return undefined;
}
