// Factories that build rows, shared by the tests and the demo seed. Each takes overrides and
// fills the rest with sensible values.
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords';
import type { Executor } from './client';
import { articles, games, merchandise, pointsLedger, testimonials, tutors, users } from './schema';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

export interface UserOverrides extends Omit<Insert<typeof users>, 'passwordHash'> {
  password?: string;
}

export async function createUser(db: Executor, overrides: UserOverrides = {}) {
  const n = next();
  const { password = 'password123', ...rest } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      username: `user${n}_${Date.now().toString(36)}`,
      name: `Test User ${n}`,
      email: `user${n}@example.com`,
      passwordHash: await hashPassword(password),
      ...rest,
    })
    .returning();
  if (!row) throw new Error('createUser inserted nothing');
  return row;
}

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
      imageUrl: '/images/tutors/tutor-01.svg',
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
      imageUrl: '/images/articles/reading-routine.svg',
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
      imageUrl: '/images/games/math-quick-challenge.svg',
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
      imageUrl: '/images/testimonials/testimonial-01.svg',
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
      imageUrl: '/images/merchandise/sticker-pack.svg',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createMerchandise inserted nothing');
  return row;
}

/**
 * Gives a user points the way the app does: a ledger row and the balance beside it, in one
 * transaction.
 */
export async function grantPoints(
  db: Executor,
  userId: number,
  points: number,
  reason: 'game-score' | 'adjustment' = 'adjustment',
) {
  await db.transaction(async (tx) => {
    await tx.insert(pointsLedger).values({ userId, delta: points, reason });
    await tx
      .update(users)
      .set({ points: sql`${users.points} + ${points}` })
      .where(eq(users.id, userId));
  });
}
