import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tutor } from '#contract/tutors.ts';
import { tutors } from '#server/db/schema/index.ts';
import type { CatalogScope } from '#server/plugins/catalog-cache.ts';
import { createTutor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { writeCatalog } from './catalog-write.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const tutorNames = async () =>
  (await t.inject({ url: '/api/tutors' })).json<Tutor[]>().map((tutor) => tutor.name);

describe('writeCatalog', () => {
  it('invalidates its scopes after the write commits, so the next read shows it', async () => {
    const tutor = await createTutor(t.database.db, { name: 'Before Edit' });
    expect(await tutorNames()).toContain('Before Edit');
    const seen: CatalogScope[] = [];
    t.app.ctx.catalogCache.onInvalidate((scope) => seen.push(scope));

    await writeCatalog(t.app.ctx, ['tutors'], (tx) =>
      tx.update(tutors).set({ name: 'After Edit' }).where(eq(tutors.id, tutor.id)),
    );
    expect(seen).toEqual(['tutors']);
    expect(await tutorNames()).toContain('After Edit');
  });

  it('invalidates nothing and writes nothing when the write fails', async () => {
    const tutor = await createTutor(t.database.db, { name: 'Kept Name' });
    // The factory writes around the cache (as the seed does); start from a fresh read.
    await t.app.ctx.catalogCache.invalidate('tutors');
    expect(await tutorNames()).toContain('Kept Name');
    const seen: CatalogScope[] = [];
    t.app.ctx.catalogCache.onInvalidate((scope) => seen.push(scope));
    const failed = writeCatalog(t.app.ctx, ['tutors'], async (tx) => {
      await tx.update(tutors).set({ name: 'Lost Name' }).where(eq(tutors.id, tutor.id));
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    expect(seen).toEqual([]);
    expect(await tutorNames()).toContain('Kept Name');
  });
});
