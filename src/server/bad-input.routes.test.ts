// Ids as docs/rules.md#holding-up says, on every side a call takes them from: a path, a body and a query
// string take plain decimal digits from 1 to 2147483647 and nothing that merely reads as one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchandise, createTutor } from '#server/test/factories.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let admin: string;
let student: string;
let tutorId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signUp({ isAdmin: true })).cookie;
  student = (await t.signUp()).cookie;
  // Past 9, so its hexadecimal spelling has letters or differs from its decimal one.
  for (let i = 0; i < 16; i++) tutorId = (await createTutor(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

/** Spellings of `id` that a lenient parser would read as a number (some of them as `id`). */
const hostileSpellings = (id: number) => [
  `0x${id.toString(16)}`,
  `${id}.0`,
  `0${id}`,
  `%20${id}`,
  `${id}%20`,
  `%2B${id}`,
  '1e3',
  'true',
  '0',
  '-1',
  '2147483648',
];

describe('ids in paths', () => {
  it('refuses every spelling of an id but its digits, and deletes nothing', async () => {
    expect(tutorId).toBeGreaterThanOrEqual(16);
    for (const spelling of hostileSpellings(tutorId)) {
      const res = await t.inject({
        method: 'DELETE',
        url: `/api/admin/tutors/${spelling}`,
        headers: { cookie: admin },
      });
      expect(res.statusCode, `DELETE /api/admin/tutors/${spelling}: ${res.body}`).toBe(400);
      expect(res.json().message).toBe(
        'Must be a whole number from 1 to 2147483647, written with digits only',
      );
      const read = await t.inject({ method: 'GET', url: `/api/tutors/${spelling}` });
      expect(read.statusCode, `GET /api/tutors/${spelling}`).toBe(400);
    }
    expect((await t.inject({ method: 'GET', url: `/api/tutors/${tutorId}` })).statusCode).toBe(200);
  });
});

describe('ids in bodies', () => {
  it.each([true, String(1), 1.5, 0, -1, 2147483648, null, [1], { id: 1 }])(
    'refuses merchandiseId %j',
    async (merchandiseId) => {
      await createMerchandise(t.database.db);
      const res = await t.inject({
        method: 'PUT',
        url: '/api/users/goal',
        payload: { merchandiseId },
        headers: { cookie: student },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().issues).toEqual([
        {
          path: 'merchandiseId',
          message: 'Must be a whole number from 1 to 2147483647, written with digits only',
        },
      ]);
    },
  );
});

describe('ids and counts in query strings', () => {
  it.each(['gameId=0x1', 'gameId=1e0', 'gameId=01', 'gameId=%201', 'gameId=true', 'limit=1e1', 'limit=0x5'])(
    'refuses ?%s',
    async (query) => {
      const res = await t.inject({ method: 'GET', url: `/api/games/scores/top?${query}` });
      expect(res.statusCode, res.body).toBe(400);
    },
  );
});
