// What `call` accepts and answers, pinned at the type level: tsc (npm run typecheck) checks this
// file, so a change to the table's types that loosens a call fails there. The test itself only
// makes sure vitest collects the file.
import { describe, expectTypeOf, it } from 'vitest';
import type { AdminReview, ReviewedKind } from '#contract/admin.ts';
import type { Tutor } from '#contract/tutors.ts';
import { type CallResult, call } from './api-client.ts';

/** Calls never made: their arguments are what tsc checks. */
function notCalled(kind: ReviewedKind) {
  call('GET /api/tutors/:id', { params: { id: 3 } });
  call(`GET /api/admin/${kind}/:id/reviews`, { params: { id: 3 } });
  // @ts-expect-error an id param reads digits into a number: other text is no id
  call('GET /api/tutors/:id', { params: { id: 'scores' } });
  // @ts-expect-error the call names its params
  call('GET /api/tutors/:id');
  // @ts-expect-error the query's limit reads digits too
  call('GET /api/tutors', { query: { limit: 'ten' } });
  call('POST /api/login', { body: { username: 'mia', password: 'secret123' } });
  // @ts-expect-error the body is the entry's: a username is text
  call('POST /api/login', { body: { username: 1, password: 'secret123' } });
  // @ts-expect-error a call that takes a body needs it
  call('POST /api/login');
  // @ts-expect-error a call without a body takes none
  call('GET /api/tutors', { body: { name: 'Ben' } });
  // @ts-expect-error a call without params takes none
  call('GET /api/tutors', { params: { id: 3 } });
}

describe('the types of a call', () => {
  it('takes a number for an id param and no other text, and the body its entry names (the @ts-expect-error lines above)', () => {
    expectTypeOf(notCalled).parameter(0).toEqualTypeOf<ReviewedKind>();
  });

  it('answers the success body of its entry', () => {
    expectTypeOf<CallResult<'GET /api/tutors/:id'>>().toEqualTypeOf<Tutor>();
    expectTypeOf(call<'GET /api/tutors/:id'>).returns.resolves.toEqualTypeOf<Tutor>();
  });

  it('answers each kind its body for a call named per kind (not never)', () => {
    type PerKind = CallResult<`GET /api/admin/${ReviewedKind}/:id/reviews`>;
    expectTypeOf<PerKind>().not.toBeNever();
    expectTypeOf<PerKind>().toEqualTypeOf<AdminReview[]>();
  });
});
