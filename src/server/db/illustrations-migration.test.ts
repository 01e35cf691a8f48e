// Migration 0007: an address of one of Sprout's own illustrations names its WebP picture, in every
// table that keeps an image's address; any other address stays as it was.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, games, merchandise, purchases, testimonials, tutors } from '#server/db/schema/index.ts';
import {
  createArticle,
  createGame,
  createMerchandise,
  createPurchase,
  createTestimonial,
  createTutor,
} from '#server/test/factories.ts';
import { createTestDatabase } from '#server/test/test-database.ts';
import type { Database } from './client.ts';
import { createUser } from './factories.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** Runs the migration's statements again, as on a database that held these rows before it. */
async function migrate() {
  const sql = readFileSync(path.join(MIGRATIONS_FOLDER, '0007_illustrations_as_pictures.sql'), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) await database.query(statement);
}

describe('migration 0007: illustrations are shown as pictures', () => {
  it("rewrites the address of each of Sprout's own SVG illustrations, and no other", async () => {
    const db = database.db;
    const tutor = await createTutor(db, { imageUrl: '/images/tutors/tutor-03.svg' });
    const elsewhere = await createTutor(db, { imageUrl: 'https://example.com/images/tutor.svg' });
    const uploaded = await createTutor(db, { imageUrl: '/uploads/0123abcd.webp' });
    const noImage = await createTutor(db, { imageUrl: null });
    const article = await createArticle(db, { imageUrl: '/images/articles/reading-routine.svg' });
    const game = await createGame(db, { imageUrl: '/images/games/robot-maze.svg' });
    const testimonial = await createTestimonial(db, { imageUrl: '/images/testimonials/testimonial-02.svg' });
    const item = await createMerchandise(db, { imageUrl: '/images/merchandise/trophy.svg' });
    const buyer = await createUser(db);
    const bought = await createPurchase(db, {
      userId: buyer.id,
      merchandiseId: item.id,
      itemImageUrl: '/images/merchandise/trophy.svg',
    });

    await migrate();

    const imageOf = async (table: typeof tutors | typeof articles | typeof games, id: number) =>
      (await db.select({ url: table.imageUrl }).from(table).where(eq(table.id, id)))[0]?.url;
    expect(await imageOf(tutors, tutor.id)).toBe('/images/tutors/tutor-03.webp');
    expect(await imageOf(tutors, elsewhere.id)).toBe('https://example.com/images/tutor.svg');
    expect(await imageOf(tutors, uploaded.id)).toBe('/uploads/0123abcd.webp');
    expect(await imageOf(tutors, noImage.id)).toBeNull();
    expect(await imageOf(articles, article.id)).toBe('/images/articles/reading-routine.webp');
    expect(await imageOf(games, game.id)).toBe('/images/games/robot-maze.webp');
    const [story] = await db.select().from(testimonials).where(eq(testimonials.id, testimonial.id));
    expect(story?.imageUrl).toBe('/images/testimonials/testimonial-02.webp');
    const [shopItem] = await db.select().from(merchandise).where(eq(merchandise.id, item.id));
    expect(shopItem?.imageUrl).toBe('/images/merchandise/trophy.webp');
    const [purchase] = await db.select().from(purchases).where(eq(purchases.id, bought.id));
    expect(purchase?.itemImageUrl).toBe('/images/merchandise/trophy.webp');
  });
});
