// Factories that build rows for the tests (the users' factory, which the demo seed shares, is
// db/factories.ts). Each takes overrides and fills the rest with sensible values.

import { sql } from 'drizzle-orm';
import {
  type Badge,
  type GameRules,
  type Level,
  MATH_CHALLENGE_GAME_ID,
  mathChallengeRules,
} from '#contract/game-rules.ts';
import type { Executor } from '#server/db/client.ts';
import {
  approvalRequests,
  articles,
  contactMessages,
  familyLinks,
  games,
  merchandise,
  merchandiseReviews,
  purchases,
  reviewReports,
  studySessions,
  testimonials,
  tutorReviews,
  tutorSessions,
  tutors,
} from '#server/db/schema/index.ts';
import { awardPoints } from '#server/features/accounts/points.service.ts';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export async function createTutor(db: Executor, overrides: Insert<typeof tutors> = {}) {
  const n = next();
  const [row] = await db
    .insert(tutors)
    .values({
      name: `Tutor ${n}`,
      bio: 'A patient tutor who loves helping children learn.',
      subjects: 'Mathematics',
      gradeLevel: 'All Grades',
      sessionType: 'One-on-One Tutoring',
      availability: ['Weekends'],
      imageUrl: '/images/tutors/tutor-01.webp',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createTutor inserted nothing');
  return row;
}

export async function createArticle(db: Executor, overrides: Insert<typeof articles> = {}) {
  const n = next();
  const [row] = await db
    .insert(articles)
    .values({
      title: `Article ${n}`,
      summary: 'A short summary of the article.',
      content: '<p>The article body, long enough to read.</p>',
      category: 'Learning Techniques',
      author: 'Sam Writer',
      readTime: '5 min read',
      imageUrl: '/images/articles/reading-routine.webp',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createArticle inserted nothing');
  return row;
}

export async function createGame(db: Executor, overrides: Insert<typeof games> = {}) {
  const n = next();
  const [row] = await db
    .insert(games)
    .values({
      title: `Game ${n}`,
      description: 'A game that teaches while you play.',
      category: 'Math Games',
      ageRange: 'Ages 6-8',
      skillType: 'arithmetic',
      rating: '4.5',
      imageUrl: '/images/games/math-quick-challenge.webp',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createGame inserted nothing');
  return row;
}

export async function createTestimonial(db: Executor, overrides: Insert<typeof testimonials> = {}) {
  const n = next();
  const [row] = await db
    .insert(testimonials)
    .values({
      name: `Parent ${n}`,
      title: 'Parent',
      content: 'Sprout helped my child love learning.',
      rating: '5.0',
      imageUrl: '/images/testimonials/testimonial-01.webp',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createTestimonial inserted nothing');
  return row;
}

export async function createMerchandise(db: Executor, overrides: Insert<typeof merchandise> = {}) {
  const n = next();
  const [row] = await db
    .insert(merchandise)
    .values({
      name: `Prize ${n}`,
      description: 'A lovely prize for a hard-working learner.',
      pointsCost: 100,
      priceDollars: '9.99',
      inventory: 50,
      imageUrl: '/images/merchandise/sticker-pack.webp',
      // Digital unless a test says otherwise: a physical prize needs a delivery address first.
      digital: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createMerchandise inserted nothing');
  return row;
}

/**
 * Gives a user points the way the app does: through the points service, a ledger row and the
 * balance beside it, in one transaction.
 */
export async function grantPoints(
  db: Executor,
  userId: number,
  points: number,
  reason: 'game-score' | 'adjustment' = 'adjustment',
) {
  await db.transaction((tx) =>
    awardPoints(tx, { userId, amount: points, reason, refId: null, at: new Date() }),
  );
}

/** A review of a tutor (the tutor's rating is not recomputed: the tutors service does that). */
export async function createTutorReview(
  db: Executor,
  review: Insert<typeof tutorReviews> & { tutorId: number; userId: number },
) {
  const [row] = await db
    .insert(tutorReviews)
    .values({ rating: 5, comment: 'Very patient and clear. My child loved it!', ...review })
    .returning();
  if (!row) throw new Error('createTutorReview inserted nothing');
  return row;
}

/** A review of an item (the item's rating is not recomputed: the store's reviews service does that). */
export async function createMerchandiseReview(
  db: Executor,
  review: Insert<typeof merchandiseReviews> & { merchandiseId: number; userId: number },
) {
  const [row] = await db
    .insert(merchandiseReviews)
    .values({ rating: 5, comment: 'A lovely prize, my favourite!', ...review })
    .returning();
  if (!row) throw new Error('createMerchandiseReview inserted nothing');
  return row;
}

/** One unit of an item a user bought with points (no points are moved: the checkout does that). */
export async function createPurchase(
  db: Executor,
  purchase: Insert<typeof purchases> & { userId: number; merchandiseId: number },
) {
  const [row] = await db
    .insert(purchases)
    .values({ itemName: 'A prize', paymentType: 'points', ...purchase })
    .returning();
  if (!row) throw new Error('createPurchase inserted nothing');
  return row;
}

/** A session with a tutor that has happened (an hour before `before`), so its booker may review the tutor. */
export async function createCompletedSession(
  db: Executor,
  session: { tutorId: number; userId: number; before: Date },
) {
  // Each one an hour earlier than the last: a tutor has one booking at a time.
  const startsAt = new Date(session.before.getTime() - next() * 60 * 60 * 1000);
  return createTutorSession(db, {
    tutorId: session.tutorId,
    userId: session.userId,
    startsAt,
    status: 'completed',
  });
}

/** A user's report of a review (the admin's queue shows it). */
export async function createReviewReport(
  db: Executor,
  report: Insert<typeof reviewReports> &
    Pick<typeof reviewReports.$inferInsert, 'kind' | 'reviewId' | 'userId'>,
) {
  const [row] = await db
    .insert(reviewReports)
    .values({ reason: 'Unkind words', ...report })
    .returning();
  if (!row) throw new Error('createReviewReport inserted nothing');
  return row;
}

/**
 * A booked tutor session; by default two days from now at 16:00 UTC. `date` and `time` follow
 * `startsAt` in UTC unless given.
 */
/** A physical prize bought by `userId`: an order with an address, status `new` unless given. */
export async function createOrder(db: Executor, order: Insert<typeof purchases> & { userId: number }) {
  const item = await createMerchandise(db, { digital: false });
  const [row] = await db
    .insert(purchases)
    .values({
      merchandiseId: item.id,
      itemName: item.name,
      itemImageUrl: item.imageUrl,
      itemDescription: item.description,
      paymentType: 'points',
      pointsUsed: item.pointsCost,
      deliveryStatus: 'new',
      deliveryAddress: {
        name: 'Sam Lee',
        line1: '1 Leaf Lane',
        city: 'Greenville',
        postalCode: '12345',
        country: 'US',
      },
      ...order,
    })
    .returning();
  if (!row) throw new Error('createOrder inserted nothing');
  return row;
}

export async function createTutorSession(
  db: Executor,
  session: Insert<typeof tutorSessions> & { tutorId: number; userId: number },
) {
  const fallback = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  fallback.setUTCHours(16, 0, 0, 0);
  const startsAt = session.startsAt ?? fallback;
  const iso = startsAt.toISOString();
  const [row] = await db
    .insert(tutorSessions)
    .values({
      subject: 'Mathematics',
      sessionType: 'One-on-One Tutoring',
      date: iso.slice(0, 10),
      time: iso.slice(11, 16),
      timeZone: 'UTC',
      status: 'scheduled',
      ...session,
      startsAt,
    })
    .returning();
  if (!row) throw new Error('createTutorSession inserted nothing');
  return row;
}

/**
 * The Math Quick Challenge as game id 1 (docs/product.md#constants-and-limits fixes its id), with its rules and badges;
 * the id sequence moves past it so later games get the next ids.
 */
export async function createMathChallengeGame(db: Executor, overrides: Insert<typeof games> = {}) {
  const badges: Badge[] = [
    { name: 'First Round', rule: { kind: 'first-round' } },
    { name: 'Quick Thinker', rule: { kind: 'score-at-least', score: 100 } },
    { name: 'Perfect Round', rule: { kind: 'perfect-round', minQuestions: 10 } },
  ];
  const row = await createGame(db, {
    id: MATH_CHALLENGE_GAME_ID,
    title: 'Math Quick Challenge',
    skillType: 'arithmetic',
    availablebadges: badges.map((b) => b.name),
    rules: mathChallengeRules(badges),
    ...overrides,
  });
  await db.execute(sql`select setval(pg_get_serial_sequence('games', 'id'), (select max(id) from games))`);
  return row;
}

/** A game with levels played as a round of questions, with a badge for a first round and each level. */
export async function createLevelledGame(
  db: Executor,
  options: { levels?: number; questions?: number; passCorrect?: number } & Insert<typeof games> = {},
) {
  const { levels: count = 3, questions = 10, passCorrect = 8, ...overrides } = options;
  const levels: Level[] = Array.from({ length: count }, (_, i) => ({
    level: i + 1,
    name: `Level ${i + 1}`,
    difficulty: i === 0 ? 'easy' : i === count - 1 ? 'hard' : 'medium',
    questions,
    passCorrect,
  }));
  const badges: Badge[] = [
    { name: 'Starter', rule: { kind: 'first-round' } },
    { name: 'Level Up', rule: { kind: 'levels-completed', count: 1 } },
    { name: 'All Done', rule: { kind: 'levels-completed', count } },
  ];
  const rules: GameRules = {
    perCorrect: { easy: 5, medium: 10, hard: 15 },
    difficultyRequired: false,
    defaultDifficulty: 'easy',
    roundSeconds: null,
    maxSeconds: 1800,
    questionsPerRound: questions,
    maxQuestions: 50,
    topics: [],
    levels,
    badges,
  };
  return createGame(db, {
    category: 'Reading Fun',
    skillType: 'spelling',
    haslevels: true,
    totallevels: count,
    availablebadges: badges.map((b) => b.name),
    rules,
    ...overrides,
  });
}

/** A family link; pending unless told (an accepted one is answered at creation). */
export async function createFamilyLink(
  db: Executor,
  link: Insert<typeof familyLinks> & { parentId: number; childId: number },
) {
  const status = link.status ?? 'pending';
  const [row] = await db
    .insert(familyLinks)
    .values({
      relationship: 'parent',
      respondedAt: status === 'pending' ? null : new Date(),
      ...link,
      status,
    })
    .returning();
  if (!row) throw new Error('createFamilyLink inserted nothing');
  return row;
}

/** A study session; completed with its duration when `endTime` is given, else in progress. */
export async function createStudySession(
  db: Executor,
  session: Insert<typeof studySessions> & { userId: number; startTime: Date },
) {
  const end = session.endTime ?? null;
  const duration = end ? Math.round((end.getTime() - session.startTime.getTime()) / 60_000) : null;
  const [row] = await db
    .insert(studySessions)
    .values({ subject: 'Mathematics', completed: end !== null, duration, ...session })
    .returning();
  if (!row) throw new Error('createStudySession inserted nothing');
  return row;
}

/** A message sent through the contact form. */
export async function createContactMessage(db: Executor, overrides: Insert<typeof contactMessages> = {}) {
  const n = next();
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: `Parent ${n}`,
      email: `parent${n}@example.com`,
      subject: `Question ${n}`,
      message: 'How do points work for my two children?',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createContactMessage inserted nothing');
  return row;
}

/** A request waiting for a parent's yes (docs/rules.md#parents-in-the-loop); by default one prize, expiring in 7 days. */
export async function createApprovalRequest(
  db: Executor,
  request: Insert<typeof approvalRequests> & { childId: number },
) {
  const createdAt = request.createdAt ?? new Date();
  const [row] = await db
    .insert(approvalRequests)
    .values({
      kind: 'purchase',
      payload: { merchandiseId: 1, paymentType: 'points' },
      summary: 'A prize',
      expiresAt: new Date(createdAt.getTime() + 7 * 24 * 60 * 60 * 1000),
      ...request,
      createdAt,
    })
    .returning();
  if (!row) throw new Error('createApprovalRequest inserted nothing');
  return row;
}
