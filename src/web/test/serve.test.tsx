// The fake network answers only as the table of endpoints says the server can: these pin that a
// test serving, or an app calling, outside the table fails, and that bodies are checked by the
// entry's schema for the status served.
import { describe, expect, it } from 'vitest';
import { answer, checkServedCalls, requests, serve } from './serve.ts';

const get = (path: string, method = 'GET') => fetch(path, { method });

describe('the fake network', () => {
  it('answers a call of the table, its params filled in, with the body its entry reads', async () => {
    serve('DELETE /api/admin/tutors/7', answer({ ok: true }));
    const response = await get('/api/admin/tutors/7', 'DELETE');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(requests).toEqual(['DELETE /api/admin/tutors/7']);
  });

  it('refuses to serve a call the table does not name', () => {
    expect(() => serve('GET /api/scores', answer([]))).toThrow(/no call of the table/);
    expect(() => serve('PATCH /api/admin/tutors/7', answer({ ok: true }))).toThrow(/no call of the table/);
  });

  it("refuses a body the entry's schema for that status does not read", () => {
    expect(() => serve('DELETE /api/admin/tutors/7', answer({ ok: 'yes' }))).toThrow(/refuses/);
    expect(() => serve('DELETE /api/admin/tutors/7', answer({ ok: true }, 418))).toThrow(/never answers 418/);
    // Any call may be rate limited or fail on the server, with the error body.
    expect(() =>
      serve('DELETE /api/admin/tutors/7', answer({ message: 'Too many tries' }, 429)),
    ).not.toThrow();
    expect(() => serve('DELETE /api/admin/tutors/7', answer({ oops: true }, 500))).toThrow(/refuses/);
  });

  it('prefers a fixed segment to a param, as the server does', () => {
    // The featured list, not GET /api/articles/:id (whose body is one article).
    expect(() => serve('GET /api/articles/featured', answer([]))).not.toThrow();
    expect(() => serve('GET /api/articles/3', answer([]))).toThrow(/refuses/);
  });

  it('fails the test when a served answer is wrong only once it is asked for', async () => {
    serve('DELETE /api/admin/tutors/7', () => answer({ ok: false }));
    await expect(get('/api/admin/tutors/7', 'DELETE')).rejects.toThrow(/refuses/);
    expect(() => checkServedCalls()).toThrow(/refuses/);
  });

  it('fails the test when the app calls outside the table', async () => {
    await expect(get('/api/scores')).rejects.toThrow(/no call of the table/);
    expect(() => checkServedCalls()).toThrow(/The app called GET \/api\/scores/);
    // A call of the table the test did not serve only fails the request, as it always has.
    await expect(get('/api/admin/tutors')).rejects.toThrow(/No answer served/);
    expect(() => checkServedCalls()).not.toThrow();
  });
});
