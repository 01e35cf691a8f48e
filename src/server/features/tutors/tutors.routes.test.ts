import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tutor } from '#contract/tutors.ts';
import { tutors as tutorsTable } from '#server/db/schema/index.ts';
import { createTutor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
/** The fixture tutors by short name; this file's database holds only these (until the last test). */
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const make = async (key: string, overrides: Parameters<typeof createTutor>[1]) => {
    ids[key] = (await createTutor(db, overrides)).id;
  };
  await make('amara', {
    name: 'Amara Okafor',
    subjects: 'Mathematics, Science',
    gradeLevel: 'Grades 4-6',
    sessionType: 'One-on-One Tutoring',
    availability: ['Weekday Afternoons', 'Weekends'],
    rating: '4.8',
    ratingCount: 12,
    bio: 'Turns fractions into puzzles worth solving.',
  });
  await make('daniel', {
    name: 'Daniel Kim',
    subjects: 'Mathematics',
    gradeLevel: 'Grades 7-8',
    sessionType: 'Small Group (2-3)',
    availability: ['Weekday Evenings'],
    rating: '4.5',
    ratingCount: 4,
    bio: 'Makes algebra feel like home.',
    bioEs: 'Hace que el álgebra se sienta como en casa.',
  });
  await make('lucia', {
    name: 'Lucia Rossi',
    subjects: 'Foreign Languages,Reading',
    gradeLevel: 'All Grades',
    sessionType: 'One-on-One Tutoring',
    availability: ['Weekday Mornings', 'Weekends'],
    rating: '4.9',
    ratingCount: 30,
    bio: 'Stories, songs and a new language.',
  });
  await make('sam', {
    name: 'Sam Lee',
    subjects: 'Social Studies',
    gradeLevel: 'High School',
    sessionType: 'Educational Consulting',
    availability: ['Weekends'],
    rating: '4.5',
    ratingCount: 2,
    bio: 'History is a story about people.',
  });
  await make('priya', {
    name: 'Priya Nair',
    subjects: 'Science, Computer Science',
    gradeLevel: 'Grades 1-3',
    sessionType: 'Homework Help',
    availability: ['Weekday Afternoons'],
    bio: 'Gives homework 100% of her patience.',
  });
  await make('hidden', {
    name: 'Hidden Tutor',
    subjects: 'Mathematics',
    gradeLevel: 'All Grades',
    rating: '5.0',
    isActive: false,
  });
});
afterAll(async () => {
  await t.close();
});

const names = (list: Tutor[]) =>
  list.map((tutor) => Object.entries(ids).find(([, id]) => id === tutor.id)?.[0] ?? `#${tutor.id}`);

async function list(query = '') {
  const res = await t.inject({ method: 'GET', url: `/api/tutors${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { res, tutors: res.json<Tutor[]>(), names: names(res.json<Tutor[]>()) };
}

const everyone = ['lucia', 'amara', 'daniel', 'sam', 'priya'];

describe('GET /api/tutors', () => {
  it('answers the active tutors, best rated first and then by id, as a bare array', async () => {
    const { res, tutors, names } = await list();
    expect(names).toEqual(everyone);
    expect(res.headers['x-total-count']).toBeUndefined();
    expect(tutors[1]).toEqual({
      id: ids.amara,
      name: 'Amara Okafor',
      imageUrl: '/images/tutors/tutor-01.webp',
      bio: 'Turns fractions into puzzles worth solving.',
      subjects: 'Mathematics, Science',
      gradeLevel: 'Grades 4-6',
      sessionType: 'One-on-One Tutoring',
      availability: ['Weekday Afternoons', 'Weekends'],
      timeZone: 'America/New_York',
      hours: null,
      rating: 4.8,
      ratingCount: 12,
      lang: { bio: 'en' },
    });
    expect(tutors.at(-1)).toMatchObject({ rating: 0, ratingCount: 0 });
  });

  it.each([
    ['?subject=Mathematics', ['amara', 'daniel']],
    ['?subject=science', ['amara', 'priya']],
    ['?subject=SCIENCE', ['amara', 'priya']],
    ['?subject=Reading', ['lucia']],
    ['?subject=Computer', []],
    ['?subject=Math', []],
    ['?subject=All%20Subjects', everyone],
    ['?subject=', everyone],
  ])('filters by one of the comma-separated subjects, ignoring case: %s', async (query, expected) => {
    expect((await list(query)).names).toEqual(expected);
  });

  it.each([
    ['?grade=Grades%204-6', ['lucia', 'amara']],
    ['?grade=grades%204-6', ['lucia', 'amara']],
    ['?grade=High%20School', ['lucia', 'sam']],
    ['?grade=Pre-K%20to%20K', ['lucia']],
    ['?grade=All%20Grades', everyone],
  ])('filters by grade, where a tutor of "All Grades" matches every grade: %s', async (query, expected) => {
    expect((await list(query)).names).toEqual(expected);
  });

  it.each([
    ['?availability=Weekends', ['lucia', 'amara', 'sam']],
    ['?availability=Weekday%20Afternoons', ['amara', 'priya']],
    ['?availability=Weekday%20Evenings', ['daniel']],
    ['?availability=Any%20Time', everyone],
  ])('filters by availability: %s', async (query, expected) => {
    expect((await list(query)).names).toEqual(expected);
  });

  it.each([
    ['?sessionType=One-on-One%20Tutoring', ['lucia', 'amara']],
    ['?sessionType=Homework%20Help', ['priya']],
    ['?sessionType=All%20Types', everyone],
  ])('filters by session type: %s', async (query, expected) => {
    expect((await list(query)).names).toEqual(expected);
  });

  it.each([
    ['?q=okafor', ['amara']],
    ['?q=READING', ['lucia']],
    ['?q=algebra', ['daniel']],
    // The Spanish version of a bio is searched too: a Spanish reader finds the tutor in their words.
    ['?q=%C3%A1lgebra', ['daniel']],
    ['?q=sienta%20como', ['daniel']],
    ['?q=100%25', ['priya']],
    ['?q=%25', ['priya']],
    ['?q=_', []],
    ['?q=%20%20', everyone],
  ])('searches name, subjects and bio (either language) with q: %s', async (query, expected) => {
    expect((await list(query)).names).toEqual(expected);
  });

  it.each([
    ['?subject=Mathematics&grade=Grades%204-6&availability=Weekends', ['amara']],
    ['?subject=Mathematics&grade=High%20School', []],
    ['?subject=Science&sessionType=Homework%20Help', ['priya']],
    ['?grade=Grades%207-8&availability=Weekday%20Evenings&sessionType=Small%20Group%20(2-3)', ['daniel']],
    [
      '?q=a&subject=All%20Subjects&grade=All%20Grades&availability=Any%20Time&sessionType=All%20Types',
      everyone,
    ],
    ['?q=stories&availability=Weekends&grade=Grades%201-3', ['lucia']],
  ])('combines filters: %s', async (query, expected) => {
    expect((await list(query)).names).toEqual(expected);
  });

  it('pages with limit and offset and gives the total in X-Total-Count', async () => {
    const first = await list('?limit=2');
    expect(first.names).toEqual(['lucia', 'amara']);
    expect(first.res.headers['x-total-count']).toBe('5');
    const second = await list('?limit=2&offset=2');
    expect(second.names).toEqual(['daniel', 'sam']);
    expect(second.res.headers['x-total-count']).toBe('5');
    const last = await list('?limit=2&offset=4');
    expect(last.names).toEqual(['priya']);
    const filtered = await list('?subject=mathematics&limit=1');
    expect(filtered.names).toEqual(['amara']);
    expect(filtered.res.headers['x-total-count']).toBe('2');
    const beyond = await list('?limit=10&offset=50');
    expect(beyond.names).toEqual([]);
    expect(beyond.res.headers['x-total-count']).toBe('5');
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    ['?limit=101', 'limit must be a whole number from 1 to 100'],
    ['?limit=1e1', 'limit must be a whole number from 1 to 100'],
    ['?limit=0x10', 'limit must be a whole number from 1 to 100'],
    ['?limit=%205', 'limit must be a whole number from 1 to 100'],
    ['?offset=-1', 'offset must be a whole number from 0 to 100000'],
    [`?q=${'x'.repeat(101)}`, 'Search text is at most 100 characters'],
  ])('refuses a bad query %s with 400', async (query, message) => {
    const res = await t.inject({ method: 'GET', url: `/api/tutors${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 304 to a matching If-None-Match, and one list per spelling of the same filters', async () => {
    const first = await t.inject({ method: 'GET', url: '/api/tutors?subject=science&limit=5' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.inject({
      method: 'GET',
      url: '/api/tutors?limit=5&subject=Science',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/tutors/:id', () => {
  it('answers one active tutor', async () => {
    const res = await t.inject({ method: 'GET', url: `/api/tutors/${ids.lucia}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.lucia,
      name: 'Lucia Rossi',
      rating: 4.9,
      ratingCount: 30,
      availability: ['Weekday Mornings', 'Weekends'],
    });
    expect(res.headers.etag).toBeTruthy();
  });

  it('answers 404 for an unknown or inactive tutor and 400 for an id that is not a number', async () => {
    for (const id of [ids.hidden, 999_999]) {
      const res = await t.inject({ method: 'GET', url: `/api/tutors/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Tutor not found' });
    }
    expect((await t.inject({ method: 'GET', url: '/api/tutors/abc' })).statusCode).toBe(400);
  });
});

describe('the unpaged list', () => {
  // Last in the file: it adds 500 tutors.
  it('answers at most 500 tutors without limit', async () => {
    await t.database.db.insert(tutorsTable).values(
      Array.from({ length: 500 }, (_, i) => ({
        name: `Bulk Tutor ${i}`,
        bio: 'One of many.',
        subjects: 'Reading',
        gradeLevel: 'Grades 1-3',
        sessionType: 'Homework Help',
      })),
    );
    await t.app.ctx.catalogCache.invalidate('tutors');
    const all = await list();
    expect(all.tutors).toHaveLength(500);
    expect(all.names.slice(0, 5)).toEqual(everyone);
    const paged = await list('?limit=100&offset=500');
    expect(paged.tutors).toHaveLength(5);
    expect(paged.res.headers['x-total-count']).toBe('505');
  });
});
