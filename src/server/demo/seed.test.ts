// The demo content of a first start (docs/operations.md#running-it), and the demo accounts' rights.

import { count, eq, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATH_CHALLENGE_GAME_ID } from '#contract/game-rules.ts';
import { isWithinTutorHours } from '#contract/tutor-hours.ts';
import { notesOfLearner } from '#server/cross-feature/lesson-notes/lesson-notes.service.ts';
import type { Database } from '#server/db/client.ts';
import * as schema from '#server/db/schema/index.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoSeeder, seedDemoContent } from './seed.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Every table's row count, by its name in the schema: a second seed must change none. */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (!is(table, PgTable)) continue;
    const [row] = await database.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

async function userNamed(username: string) {
  const [row] = await database.db.select().from(schema.users).where(eq(schema.users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row;
}

describe('the demo content', () => {
  it('fills an empty database with the catalog and the three demo accounts, once', async () => {
    expect(await seedDemoContent(database.db, { demoAccounts: true })).toBe(true);
    const counts = await rowCounts();
    expect(counts.tutors).toBeGreaterThanOrEqual(8);
    expect(counts.articles).toBeGreaterThanOrEqual(8);
    expect(counts.games).toBeGreaterThanOrEqual(8);
    expect(counts.testimonials).toBeGreaterThanOrEqual(6);
    expect(counts.merchandise).toBeGreaterThanOrEqual(8);
    const [featured] = await database.db
      .select({ n: count() })
      .from(schema.articles)
      .where(eq(schema.articles.featured, true));
    expect(featured?.n).toBe(2);
    const [first] = await database.db
      .select()
      .from(schema.games)
      .where(eq(schema.games.id, MATH_CHALLENGE_GAME_ID));
    expect(first?.title).toBe('Math Quick Challenge');
    // Images ship in the repository: nothing is fetched from the internet.
    const images = [
      ...(await database.db.select({ url: schema.tutors.imageUrl }).from(schema.tutors)),
      ...(await database.db.select({ url: schema.merchandise.imageUrl }).from(schema.merchandise)),
      ...(await database.db.select({ url: schema.articles.imageUrl }).from(schema.articles)),
    ];
    for (const { url } of images) if (url !== null) expect(url).toMatch(/^\/(?!\/)/);

    const student = await userNamed(DEMO_ACCOUNTS.student);
    const parent = await userNamed(DEMO_ACCOUNTS.parent);
    const admin = await userNamed(DEMO_ACCOUNTS.admin);
    expect(student).toMatchObject({ userType: 'student', isAdmin: false });
    expect(student.points).toBeGreaterThan(0);
    expect(parent).toMatchObject({ userType: 'parent', isAdmin: false });
    // The "-admin" suffix makes it an admin while demo mode is on; a stored flag would outlive
    // demo mode, and its password is published.
    expect(admin.isAdmin).toBe(false);
    const history = await Promise.all(
      [schema.gameScores, schema.purchases, schema.studySessions, schema.tutorSessions].map((table) =>
        database.db.select({ n: count() }).from(table).where(eq(table.userId, student.id)),
      ),
    );
    for (const [row] of history) expect(row?.n).toBeGreaterThan(0);
    const links = await database.db
      .select()
      .from(schema.familyLinks)
      .where(eq(schema.familyLinks.childId, student.id));
    expect(links).toMatchObject([{ parentId: parent.id, status: 'accepted' }]);
    // The latest completed lesson has a note with a game level and an article, the article read since.
    const notes = await notesOfLearner({ db: database.db }, student.id);
    expect(notes.map((n) => n.practice.map((p) => [p.kind, p.done]))).toEqual([
      [
        ['game', false],
        ['article', true],
      ],
    ]);

    // Every demo tutor has hours of their own, and the student's sessions fall inside them.
    expect(counts.tutorHours).toBe(counts.tutors);
    const sessions = await database.db
      .select({ startsAt: schema.tutorSessions.startsAt, tutor: schema.tutors, hours: schema.tutorHours })
      .from(schema.tutorSessions)
      .innerJoin(schema.tutors, eq(schema.tutors.id, schema.tutorSessions.tutorId))
      .innerJoin(schema.tutorHours, eq(schema.tutorHours.tutorId, schema.tutors.id));
    expect(sessions.length).toBeGreaterThan(0);
    for (const { startsAt, tutor, hours } of sessions) {
      expect(isWithinTutorHours(startsAt, { ...tutor, hours })).toBe(true);
    }
    // demo-tutor is the account of the tutor the student booked: sessions ahead and past, the
    // note on their completed lesson, and the family's conversation with them, with a few messages.
    const tutorAccount = await userNamed(DEMO_ACCOUNTS.tutor);
    const [profile] = await database.db
      .select()
      .from(schema.tutors)
      .where(eq(schema.tutors.userId, tutorAccount.id));
    if (!profile) throw new Error('demo-tutor teaches as no profile');
    const taught = await database.db
      .select()
      .from(schema.tutorSessions)
      .where(eq(schema.tutorSessions.tutorId, profile.id));
    const now = Date.now();
    expect(taught.filter((s) => s.startsAt.getTime() > now).length).toBeGreaterThanOrEqual(2);
    expect(taught.filter((s) => s.startsAt.getTime() < now && s.status === 'completed')).toHaveLength(1);
    expect(taught.filter((s) => s.startsAt.getTime() < now && s.status === 'scheduled')).toHaveLength(1);
    expect(taught.map((s) => s.userId)).toEqual(taught.map(() => student.id));
    expect(notes[0]?.sessionId).toBe(taught.find((s) => s.status === 'completed')?.id);
    // The room of the next lesson ahead is the demo's always-open one.
    const [demoLesson] = await database.db
      .select()
      .from(schema.appMeta)
      .where(eq(schema.appMeta.key, schema.DEMO_LESSON_KEY));
    const ahead = taught.filter((s) => s.startsAt.getTime() > now).sort((a, b) => +a.startsAt - +b.startsAt);
    expect(Number(demoLesson?.value)).toBe(ahead[0]?.id);
    const [conversation] = await database.db
      .select()
      .from(schema.conversations)
      .where(eq(schema.conversations.learnerId, student.id));
    expect(conversation?.tutorId).toBe(profile.id);
    const said = await database.db
      .select({ role: schema.messages.senderRole, senderId: schema.messages.senderId })
      .from(schema.messages)
      .where(eq(schema.messages.conversationId, conversation?.id ?? 0));
    expect(new Set(said.map((m) => m.role))).toEqual(new Set(['tutor', 'learner', 'parent']));
    for (const m of said) if (m.role === 'tutor') expect(m.senderId).toBe(tutorAccount.id);

    expect(await seedDemoContent(database.db, { demoAccounts: true })).toBe(false);
    expect(await rowCounts()).toEqual(counts);
  });
});

describe('the seed a start runs', () => {
  it('is none when SEED_DEMO is off, and writes the demo accounts only in demo mode', async () => {
    expect(demoSeeder({ seedDemo: false, demoMode: true })).toBeUndefined();
    const fresh = await createTestDatabase();
    try {
      expect(await demoSeeder({ seedDemo: true, demoMode: false })?.(fresh.db)).toBe(true);
      expect(await fresh.db.select({ id: schema.users.id }).from(schema.users)).toEqual([]);
      const [catalog] = await fresh.db.select({ n: count() }).from(schema.tutors);
      expect(catalog?.n).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});

describe('the demo admin', () => {
  it('is an admin while demo mode is on, and not once it is off, on the same database', async () => {
    const demo = await createTestApp({ database, config: { demoMode: true } });
    const plain = await createTestApp({ database, config: { demoMode: false } });
    try {
      // Signed in while demo mode was on; the same session once it is off (the published
      // password no longer signs in at all then: demo-mode.test.ts).
      const cookie = await demo.login(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
      for (const [app, isAdmin] of [
        [demo, true],
        [plain, false],
      ] as const) {
        const me = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
        expect(me.json().isAdmin).toBe(isAdmin);
      }
    } finally {
      await demo.close();
      await plain.close();
    }
  });
});
